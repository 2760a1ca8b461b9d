/**
 * Which puzzle a combination lock gets, by difficulty: easy = one clue, one step
 * (count, read a clock, turn letters into numbers, answer a riddle); medium = two clues
 * combined; hard and expert = three or more clues, a cipher or an ordering. The texts
 * come from the core puzzle library, so each code is worked out, never read off.
 */
import { PUZZLE_PATTERNS, generatePuzzle, textGivesAway, type Difficulty, type Puzzle } from '@core';
import type { Rng } from '../rng';
import type { RoomBrief } from '../../../model/room-design';

interface Menu {
  digits: string[];
  word: string[];
  sources: [number, number];
}

const MENUS: Record<Difficulty, Menu> = {
  easy: { digits: ['counting', 'clock', 'letter-number'], word: ['riddle'], sources: [1, 1] },
  medium: { digits: ['found-sum', 'colour-order', 'symbol-map', 'counting'], word: ['cipher-wheel'], sources: [2, 2] },
  hard: { digits: ['found-sum', 'colour-order', 'symbol-map', 'counting'], word: ['cipher-wheel'], sources: [3, 3] },
  expert: { digits: ['colour-order', 'found-sum', 'symbol-map', 'counting'], word: ['cipher-wheel'], sources: [3, 4] },
};

/** Single-clue patterns whose clue text reads well on any object (no clock face): for designs that name one clue per lock. */
const ONE_CLUE: Record<Difficulty, { digits: string[]; word: string[] }> = {
  easy: { digits: ['counting', 'letter-number'], word: ['riddle'] },
  medium: { digits: ['symbol-map', 'colour-order', 'counting'], word: ['cipher-wheel', 'riddle'] },
  hard: { digits: ['symbol-map', 'colour-order', 'counting'], word: ['cipher-wheel'] },
  expert: { digits: ['symbol-map', 'colour-order'], word: ['cipher-wheel'] },
};

/** Draws a puzzle whose code is worked out from exactly one clue (the Gemini path: the model names one clue per lock). */
export function drawOneCluePuzzle(
  rng: Rng,
  difficulty: Difficulty,
  opts: { word: boolean; digits: number; taken: ReadonlySet<string>; avoid: string },
): Puzzle {
  const menu = ONE_CLUE[difficulty] ?? ONE_CLUE.medium;
  const id = rng.pick(opts.word ? menu.word : menu.digits);
  const pattern = PUZZLE_PATTERNS.find((p) => p.id === id)!;
  return generatePuzzle(
    pattern,
    rng.next,
    { sources: 1, digits: opts.digits, avoid: opts.avoid },
    (puzzle) =>
      !opts.taken.has(puzzle.code) && !/^(\d)\1+$/.test(puzzle.code) && !textGivesAway(opts.avoid, puzzle.code),
  );
}

/** Draws the puzzle of one lock; `taken` (codes already in the room) are not drawn again. */
export function drawCodePuzzle(
  rng: Rng,
  difficulty: Difficulty,
  opts: { word: boolean; digits: number; themeWords: string[]; taken: ReadonlySet<string>; avoid: string },
): Puzzle {
  const menu = MENUS[difficulty] ?? MENUS.medium;
  const ids = opts.word ? menu.word : menu.digits;
  const id = rng.pick(ids);
  const pattern = PUZZLE_PATTERNS.find((p) => p.id === id);
  if (!pattern) throw new Error(`no pattern ${id}`);
  const sources = rng.int(...menu.sources);
  return generatePuzzle(
    pattern,
    rng.next,
    { sources, digits: opts.digits, words: opts.themeWords, avoid: opts.avoid },
    (puzzle) =>
      !opts.taken.has(puzzle.code) && !/^(\d)\1+$/.test(puzzle.code) && !textGivesAway(opts.avoid, puzzle.code),
  );
}

/** Everything the room's writing material and brief may show, lower case: codes are never drawn from inside it. */
export function roomTextOf(
  material: { setting: object; theme: { words: string[] }; voice: object },
  brief: RoomBrief,
  titles: string[] = [],
): string {
  const { setting, theme, voice } = material;
  return JSON.stringify([
    setting,
    { ...theme, words: [] },
    voice,
    brief.title,
    brief.description,
    brief.theme,
    brief.agent,
    titles,
  ]).toLowerCase();
}

/** The marks that tell which clues belong to which lock (Greek letters: no pattern uses them). */
export const MARKS = ['alpha', 'beta', 'gamma', 'delta', 'sigma', 'omega', 'theta', 'lambda', 'kappa', 'zeta'];
export const MARK_LINE = (mark: string) => `It also bears the Greek letter ${mark}.`;
export const MARK_NOTE = (mark: string) => `The clues it needs bear the Greek letter ${mark}.`;
