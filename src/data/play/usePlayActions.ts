/**
 * The play controller's actions: each goes through the engine on the sealed package (play-engine),
 * is saved and queued by the syncer, and says its message; buying a hint is one of them, and after
 * escaping the player may start a fresh local replay.
 */
import { useCallback } from 'react';
import type { GameAction, HintOffer, StepResult } from '@core';
import { replaySession, stepSession } from './play-engine';
import { offerNow } from './play-hints';
import type { PlaySync } from './offline/play-sync';
import type { Say } from './usePlayMessages';
import type { LocalSessionState } from './usePlayRoomSync';

export function usePlayActions({ sessionRef, pkgRef, setSession }: LocalSessionState, syncer: PlaySync, say: Say) {
  /** Runs an action through the engine, saves and queues it, and shows its message unless `quiet`. */
  const act = useCallback(
    (action: GameAction, quiet = false): StepResult | null => {
      const current = sessionRef.current;
      const room = pkgRef.current;
      if (!current || !room) return null;
      const stepped = stepSession(room, current, action, new Date().toISOString());
      if (!stepped.ok) {
        if (!quiet) say(stepped.message, 'danger');
        return null;
      }
      setSession(stepped.session);
      if (!quiet) say(stepped.result.message, stepped.result.success ? 'success' : 'danger', stepped.result);
      void syncer.record(stepped.session, action);
      return stepped.result;
    },
    [sessionRef, pkgRef, say, setSession, syncer],
  );

  /** Runs an action; `quiet` leaves the snackbar out when the screen shows the result itself (the hint sheet). */
  const dispatch = useCallback((action: GameAction, quiet = false) => act(action, quiet), [act]);

  /**
   * Buys the hint on offer (core hints): the engine charges it and the action is queued like
   * any other. The one hint action of the Hint control and Ermie's chat; its result's message is
   * the hint's words (or why there is none); `quiet` leaves the snackbar out when the chat or
   * the hint sheet says them instead.
   */
  const takeHint = useCallback((quiet = false): StepResult | null => act({ type: 'hint' }, quiet), [act]);

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
