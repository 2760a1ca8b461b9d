/**
 * How a bought hint is recorded in `GameState.hints_seen`: `<element id>:<level>`. Its own module,
 * free of the engine, so a screen that only names a hint (the chat's offer) does not load the search.
 */
export type HintLevel = 0 | 1 | 2;

/** The levels a player can buy per element, 0 vague, 1 specific, 2 explicit (HintLevel). */
export const HINT_LEVELS: readonly HintLevel[] = [0, 1, 2];

/** `<element id>:<level>`, as recorded in `GameState.hints_seen`. */
export const hintKey = (elementId: string, level: number) => `${elementId}:${level}`;

/** The element and level of a recorded hint, or null for a key that is not one. */
export function parseHintKey(key: string): { element_id: string; level: HintLevel } | null {
  const at = key.lastIndexOf(':');
  const level = Number(key.slice(at + 1));
  if (at <= 0 || !HINT_LEVELS.includes(level as HintLevel)) return null;
  return { element_id: key.slice(0, at), level: level as HintLevel };
}
