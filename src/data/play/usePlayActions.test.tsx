// @vitest-environment jsdom
/**
 * Online play is witnessed (issue 29): a code on the online package goes to the server before its
 * result shows, and the result then carries the texts the server's keys open; offline (no answer)
 * the player is told codes need a connection; the offline package plays on by itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import {
  createRandom,
  openView,
  sealOnlinePackage,
  step,
  witnessedKeyring,
  type GameAction,
  type GameState,
  type SealedPackage,
} from '@core';
import { PLAY_MESSAGES } from '@core/content/messages';
import { initialState } from '@core/engine/engine';
import { fixtureRoom, fixtureSolutions, sealedFixtureRoom } from '../test-support/play-fixture';
import { localSessionOf } from '../test-support/play-memory-store';
import type { LocalSession } from './offline/offline-db';
import type { PlaySync } from './offline/play-sync';
import { usePlayActions } from './usePlayActions';
import { useLocalSession } from './usePlayRoomSync';

afterEach(cleanup);

const online = sealOnlinePackage(fixtureRoom, fixtureSolutions, {
  randomBytes: (() => {
    const random = createRandom(9);
    return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
  })(),
});

const code = (input: string): GameAction => ({ type: 'interact', element_id: 'safe', input });

/**
 * The play controller over `pkg` with a syncer whose flush is "the server": it replays each
 * recorded action on the full package and, when `reachable`, hands the session what it earned.
 */
function controller(pkg: SealedPackage, reachable = true) {
  let server: GameState = initialState(fixtureRoom);
  const recorded: GameAction[] = [];
  const say = vi.fn();
  const { result } = renderHook(() => {
    const local = useLocalSession();
    const syncer: PlaySync = {
      async record(next: LocalSession, action: GameAction) {
        recorded.push(action);
        local.setSession(next);
        if (!reachable) return;
        server = step(fixtureRoom, server, action).state;
        const earned = witnessedKeyring(online, fixtureRoom, server);
        local.setSession({ ...local.sessionRef.current!, keyring: { ...next.keyring, ...earned } });
      },
      save: async () => undefined,
      flush: async () => undefined,
      status: () => ({ pending: reachable ? 0 : recorded.length, syncing: false, failed: false, wait: null }),
      dispose: () => undefined,
    };
    return { local, actions: usePlayActions(local, syncer, say) };
  });
  act(() => {
    result.current.local.pkgRef.current = pkg;
    result.current.local.setSession(localSessionOf({ state: initialState(pkg) }));
  });
  const run = async (action: GameAction) => {
    let outcome: Awaited<ReturnType<typeof result.current.actions.dispatch>> = null;
    await act(async () => {
      outcome = await result.current.actions.dispatch(action);
    });
    return outcome as Awaited<ReturnType<typeof result.current.actions.dispatch>>;
  };
  const session = () => result.current.local.sessionRef.current!;
  return { run, session, say, recorded };
}

describe('playing the online package', () => {
  it('when the right code is entered then the server sees it first, and the result shows the texts it opened', async () => {
    const play = controller(online.package);
    await play.run({ type: 'interact', element_id: 'note' });
    const opened = await play.run(code('4-2-7'));
    expect(opened?.success).toBe(true);
    expect(play.recorded.at(-1)).toEqual(code('4-2-7'));
    expect(play.session().state.elements.safe.state).toBe('solved');
    expect(play.session().keyring?.['code:safe']).toMatch(/^pbkdf2-sha256\$/);
    const view = openView(online.package, play.session().keyring ?? {}, play.session().state).pkg;
    expect(view.scenes[0].elements.find((e) => e.id === 'key')!.name).toBe('Brass key');
  });

  it('when a wrong code is entered then it fails and earns nothing', async () => {
    const play = controller(online.package);
    const wrong = await play.run(code('111'));
    expect(wrong?.success).toBe(false);
    expect(play.session().keyring?.['code:safe']).toBeUndefined();
    expect(play.session().state.elements.safe.state).not.toBe('solved');
  });

  it('when the server cannot be reached then a code says it needs a connection', async () => {
    const play = controller(online.package, false);
    expect(await play.run(code('427'))).toBeNull();
    expect(play.say).toHaveBeenCalledWith(PLAY_MESSAGES.codeNeedsConnection, 'danger');
  });

  it('when the offline package is played then a code opens by itself', async () => {
    const play = controller(sealedFixtureRoom, false);
    const opened = await play.run(code('427'));
    expect(opened?.success).toBe(true);
    expect(play.session().keyring?.safe).toMatch(/^[0-9a-f]{64}$/);
  });
});
