/**
 * The play controller's actions: each goes through the engine on the sealed package (play-engine),
 * is saved and queued by the syncer, and says its message; buying a hint is one of them, and after
 * escaping the player may start a fresh local replay. Online, a step the server must witness (a
 * code, or a step that shows texts only the server holds keys for: core needsWitness) waits for
 * the server's answer and runs again with what it earned, so its message carries those texts.
 */
import { useCallback, useRef } from 'react';
import { needsWitness, type GameAction, type HintOffer, type StepResult } from '@core';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import { replaySession, stepSession, type SessionStep } from './play-engine';
import { offerNow } from './play-hints';
import type { PlaySync } from './offline/play-sync';
import type { Say } from './usePlayMessages';
import type { LocalSessionState } from './usePlayRoomSync';

export function usePlayActions({ sessionRef, pkgRef, setSession }: LocalSessionState, syncer: PlaySync, say: Say) {
  /** Actions run one after another: a witnessed one holds the next until the server has answered. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Tells the result (unless `quiet`); a failed step says why. */
  const tell = useCallback(
    (stepped: SessionStep, quiet: boolean): StepResult | null => {
      if (!stepped.ok) {
        if (!quiet) say(stepped.message, 'danger');
        return null;
      }
      if (!quiet) say(stepped.result.message, stepped.result.success ? 'success' : 'danger', stepped.result);
      return stepped.result;
    },
    [say],
  );

  /**
   * The server witnesses the step: it is saved and queued as usual and the queue flushed; the
   * answer adds what it earned to the session's keyring, and the step runs again from the same
   * state with it. Without an answer (offline) a code cannot be checked: the player is told so.
   */
  const witnessed = useCallback(
    async (action: GameAction, before: NonNullable<typeof sessionRef.current>, first: SessionStep) => {
      if (!first.ok) return first;
      await syncer.record(first.session, action);
      // Witnessed: the flush reached the server and nothing is left in the queue.
      const { pending, failed, wait } = syncer.status();
      // Over a limit (429): the entry stays queued and goes once the wait is over; the dialog counts down.
      if (wait && isCodeEntry(action))
        return {
          ok: false as const,
          message: PLAY_MESSAGES.lockWait(Math.max(1, Math.ceil((wait.until - Date.now()) / 1000))),
        };
      if ((pending > 0 || failed) && isCodeEntry(action))
        return { ok: false as const, message: PLAY_MESSAGES.codeNeedsConnection };
      const answered = sessionRef.current ?? first.session;
      const room = pkgRef.current!;
      const again = stepSession(room, { ...answered, state: before.state }, action, new Date().toISOString());
      if (!again.ok) return again;
      setSession(again.session);
      void syncer.save(again.session);
      return again;
    },
    [sessionRef, pkgRef, setSession, syncer],
  );

  /** Runs an action through the engine, saves and queues it, and shows its message unless `quiet`. */
  const act = useCallback(
    async (action: GameAction, quiet = false): Promise<StepResult | null> => {
      const current = sessionRef.current;
      const room = pkgRef.current;
      if (!current || !room) return null;
      const stepped = stepSession(room, current, action, new Date().toISOString());
      if (stepped.ok && needsWitness(room, current.keyring ?? {}, action, stepped.result.state))
        return tell(await witnessed(action, current, stepped), quiet);
      if (stepped.ok) {
        setSession(stepped.session);
        void syncer.record(stepped.session, action);
      }
      return tell(stepped, quiet);
    },
    [sessionRef, pkgRef, setSession, syncer, tell, witnessed],
  );

  /** Runs an action after the ones before it; `quiet` leaves the snackbar out when the screen shows the result itself. */
  const dispatch = useCallback(
    (action: GameAction, quiet = false): Promise<StepResult | null> => {
      const run = queue.current.then(() => act(action, quiet));
      queue.current = run.catch(() => undefined);
      return run;
    },
    [act],
  );

  /**
   * Buys the hint on offer (core hints): the engine charges it and the action is queued like
   * any other. The one hint action of the Hint control and Ermie's chat; its result's message is
   * the hint's words (or why there is none); `quiet` leaves the snackbar out when the chat or
   * the hint sheet says them instead.
   */
  const takeHint = useCallback((quiet = false) => dispatch({ type: 'hint' }, quiet), [dispatch]);

  /** The hint `takeHint` would buy now (its words and cost), worked out without buying it. */
  const hintOffer = useCallback((): HintOffer | null => {
    const current = sessionRef.current;
    return current && pkgRef.current ? offerNow(pkgRef.current, current) : null;
  }, [sessionRef, pkgRef]);

  /** After escaping: a fresh local replay (the server keeps the finished session). */
  const playAgain = useCallback(() => {
    const room = pkgRef.current;
    const current = sessionRef.current;
    if (!room || !current) return;
    const next = replaySession(room, current, new Date().toISOString());
    setSession(next);
    void syncer.save(next);
  }, [sessionRef, pkgRef, setSession, syncer]);

  return { dispatch, takeHint, hintOffer, playAgain };
}

const isCodeEntry = (action: GameAction) => action.type === 'interact' && action.input !== undefined;
