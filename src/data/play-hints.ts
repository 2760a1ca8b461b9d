/**
 * The play controller's hints: a hint is a `{ type: 'hint' }` action through the engine
 * (it costs points and is queued like any action); its words come from a composer (the
 * package's hints for the current state). `hints_given` counts the hints shown per
 * element, so asking again about the same element goes a step further.
 */
import type { GameState } from '@core';
import type { LocalSession } from './offline-db';
import type { SessionStep } from './play-engine';

export interface ComposedHint {
  text: string;
  /** The element the hint is about, if any. */
  elementId: string | null;
}

export type HintComposer = (state: GameState, given: Record<string, number>) => ComposedHint;

export interface HintOutcome {
  /** What the player reads: the hint, or why there is none. */
  words: string;
  /** The session after the hint (with its bookkeeping), or null when the engine refused. */
  session: LocalSession | null;
}

/** The words and the session after the engine's hint step `stepped` for the hint `hint` composed before it. */
export function hintOutcome(hint: ComposedHint, stepped: SessionStep): HintOutcome {
  if (!stepped.ok) return { words: stepped.message, session: null };
  if (!stepped.result.success) return { words: stepped.result.message, session: stepped.session };
  const given = stepped.session.hints_given ?? {};
  const session = hint.elementId
    ? { ...stepped.session, hints_given: { ...given, [hint.elementId]: (given[hint.elementId] ?? 0) + 1 } }
    : stepped.session;
  return { words: hint.text, session };
}
