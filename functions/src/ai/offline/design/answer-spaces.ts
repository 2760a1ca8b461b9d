/**
 * The answer spaces of a room's code locks (issue 30 item 6; core answerSpace): how many entries a
 * player could try on each, from its face as the play screen shows it, and their spread over rooms.
 */
import { answerSpace } from '@core';

interface SeenElement {
  name: string;
  description: string;
  element_type: string;
}

/** Each code lock's answer space; a riddle's words are those of the names of every thing in the room. */
export function lockAnswerSpaces(elements: readonly SeenElement[]): number[] {
  const inSight = elements.map((e) => e.name);
  return elements
    .filter((e) => e.element_type === 'combination_lock')
    .map((e) => answerSpace({ description: e.description, inSight }) ?? 0);
}

export interface SpaceSpread {
  locks: number;
  min: number;
  median: number;
  /** Locks with fewer than 1,000 entries to try. */
  under1000: number;
}

export function spreadOf(spaces: readonly number[]): SpaceSpread {
  const sorted = [...spaces].sort((a, b) => a - b);
  return {
    locks: sorted.length,
    min: sorted[0] ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    under1000: sorted.filter((n) => n < 1000).length,
  };
}
