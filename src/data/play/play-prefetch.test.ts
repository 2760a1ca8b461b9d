import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialState } from '@core/engine/engine';
import { fixtureRoom, sealedFixtureRoom } from '../test-support/play-fixture';
import { playNetwork, prefetchPlayRoom } from './play-prefetch';
import { playRoomIdOf } from '../../play-address';
import { installFetch, installIdentity } from '../test-support/test-doubles';

const PACKAGE = 'GET /api/v1/escape_rooms/room-1/package';
const SESSION = 'GET /api/v1/escape_rooms/room-1/session';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function serveRoom() {
  return installFetch({
    [PACKAGE]: () => json({ status: 'success', package: sealedFixtureRoom, keyring: {} }),
    [SESSION]: () =>
      json({
        status: 'success',
        game_session: {
          id: 's-1',
          escape_room_id: 'room-1',
          current_scene_id: fixtureRoom.start_scene_id,
          completed: false,
          total_points: 0,
          hints_used: 0,
          ranked: true,
          created_at: '',
          updated_at: '',
        },
        state: initialState(fixtureRoom),
      }),
  });
}
const asked = (calls: { method: string; url: string }[]) => calls.map((c) => `${c.method} ${c.url}`);

afterEach(() => vi.unstubAllGlobals());

describe('play-prefetch', () => {
  it('when a play address is read then its room id comes out; other addresses give none', () => {
    expect(playRoomIdOf('/play/abc-1')).toBe('abc-1');
    expect(playRoomIdOf('/escape-room/abc-1/')).toBe('abc-1');
    expect(playRoomIdOf('/escape-rooms/abc-1/edit/0')).toBeNull();
    expect(playRoomIdOf('/dashboard')).toBeNull();
    expect(playRoomIdOf('/play/%E0%A4%A')).toBeNull();
  });

  it('when the room was asked for early then the play screen takes those answers once, and asks the server after', async () => {
    installIdentity('token-a', 'uid-a');
    const calls = serveRoom();
    prefetchPlayRoom('room-1');
    await vi.waitFor(() => expect(asked(calls).sort()).toEqual([PACKAGE, SESSION]));

    const network = playNetwork('room-1', 'uid-a');
    expect((await network.fetchPackage('room-1')).package.title).toBe(sealedFixtureRoom.title);
    expect((await network.fetchSession!('room-1'))?.game_session.id).toBe('s-1');
    expect(calls).toHaveLength(2); // nothing asked twice

    await playNetwork('room-1', 'uid-a').fetchPackage('room-1');
    expect(calls).toHaveLength(3); // the early answers were used up
  });

  it('when another user opens the screen then the early answers are not theirs: the server is asked again', async () => {
    installIdentity('token-a', 'uid-a');
    const calls = serveRoom();
    prefetchPlayRoom('room-1');
    await vi.waitFor(() => expect(calls).toHaveLength(2));

    installIdentity('token-b', 'uid-b');
    await playNetwork('room-1', 'uid-b').fetchPackage('room-1');
    expect(calls).toHaveLength(3);
    expect(calls[2].headers.Authorization).toContain('token-b');
  });

  it('when nobody is signed in then nothing is asked for early', async () => {
    installIdentity(null);
    const calls = serveRoom();
    prefetchPlayRoom('room-1');
    await playNetwork('room-1', null).fetchPackage('room-1');
    expect(asked(calls)).toEqual([PACKAGE]);
  });
});
