/**
 * The play controller's engine state: one action through the core engine on the sealed
 * package (a correct code adds its lock's key to the session's keyring), giving the next
 * local session, and a fresh replay after escaping. Pure: the hook saves and queues.
 */
import { stepSealed, type GameAction, type SealedPackage, type StepResult } from '@core';
import { initialState } from '@core/engine/engine';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import type { LocalSession } from './offline/offline-db';

export type SessionStep = { ok: true; result: StepResult; session: LocalSession } | { ok: false; message: string };

/** Runs the action; a malformed package is refused with a message instead of throwing. */
export function stepSession(
  room: SealedPackage,
  session: LocalSession,
  action: GameAction,
  nowIso: string,
): SessionStep {
  let result: StepResult;
  let keyring = session.keyring ?? {};
  try {
    ({ result, keyring } = stepSealed(room, keyring, session.state, action));
  } catch {
    return {
      ok: false,
      message: action.type === 'use_item' ? PLAY_MESSAGES.useKeyFailed : PLAY_MESSAGES.interactFailed,
    };
  }
  return {
    ok: true,
    result,
    session: {
      ...session,
      state: result.state,
      keyring,
      updated_at: nowIso,
      finished_at: session.finished_at ?? (result.state.escaped ? nowIso : null),
    },
  };
}

/** After escaping: a fresh local replay (the server keeps the finished session); the keyring stays. */
export function replaySession(room: SealedPackage, session: LocalSession, nowIso: string): LocalSession {
  return {
    ...session,
    state: initialState(room),
    hints_given: {},
    practice: true,
    started_at: nowIso,
    finished_at: null,
    updated_at: nowIso,
  };
}

/**
 * The best completed score to show on the completion screen: a replay is played locally
 * only, so the server's score of the finished run (server_points) stays the record to beat.
 */
export function bestCompletedScore(session: LocalSession, shownPoints: number): number {
  if (!session.state.escaped) return session.server_points ?? 0;
  return session.practice && session.server_points !== null
    ? Math.max(session.server_points, shownPoints)
    : shownPoints;
}
