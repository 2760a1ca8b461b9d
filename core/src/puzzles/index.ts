/**
 * The puzzle library: every pattern a code can follow, by id. Designers draw a puzzle
 * with `generatePuzzle` (which refuses any draw that writes its code anywhere a player
 * reads); the player bot works codes out with `solvePuzzle` from what it has read.
 */
import { clamp, textGivesAway, type Puzzle, type PuzzleOptions, type PuzzlePattern, type Random } from './kit';
import { counting } from './counting';
import { clock } from './clock';
import { clockCount } from './clock-count';
import { colourOrder } from './colour-order';
import { cipherWheel } from './cipher-wheel';
import { letterNumber } from './letter-number';
import { foundSum } from './found-sum';
import { symbolMap } from './symbol-map';
import { riddle } from './riddle';
import { drawnCount } from './drawn-count';
import { leftToRightPattern } from './left-to-right';
import { colourSequence } from './colour-sequence';
import { mapPosition } from './map-position';

export {
  textGivesAway,
  numberToWords,
  numbersInWords,
  type Puzzle,
  type PuzzleOptions,
  type PuzzlePattern,
  type PuzzleSource,
  type Random,
} from './kit';
export { answerSpace, clockTimes, ENGLISH_WORDS, type LockAsSeen } from './answer-space';
export { methodWordIn } from './method-words';
export {
  PICTURE_COLOURS,
  describePicture,
  shelvesOf,
  type MapPin,
  type PictureColour,
  type PictureKind,
  type ScenePicture,
} from './pictures';

export const PUZZLE_PATTERNS: readonly PuzzlePattern[] = [
  counting,
  clock,
  colourOrder,
  cipherWheel,
  letterNumber,
  foundSum,
  symbolMap,
  riddle,
  clockCount,
  // Read from the picture (issue 30 item 5): the painter draws their first source's `picture`.
  drawnCount,
  leftToRightPattern,
  colourSequence,
  mapPosition,
];

export function puzzlePattern(id: string): PuzzlePattern | undefined {
  return PUZZLE_PATTERNS.find((p) => p.id === id);
}

/** Every text of a puzzle a player can read: the lock's face, the sources and the hints. */
export const puzzleTexts = (puzzle: Puzzle): string[] => [
  puzzle.lockText,
  ...puzzle.sources.flatMap((s) => [s.name, s.look, s.text]),
  ...puzzle.hints,
];

/** True when no text of the puzzle gives its code away (nor any of `extraTexts`). */
export function keepsItsSecret(puzzle: Puzzle, extraTexts: string[] = []): boolean {
  return [...puzzleTexts(puzzle), ...extraTexts].every((text) => !textGivesAway(text, puzzle.code));
}

/**
 * A puzzle of `pattern`, redrawn (up to 20 times) until no text gives its code away and
 * `accept` (say, "this code is not used yet") passes. Source counts are clamped to the pattern.
 */
export function generatePuzzle(
  pattern: PuzzlePattern,
  random: Random,
  opts: PuzzleOptions,
  accept: (puzzle: Puzzle) => boolean = () => true,
): Puzzle {
  const clamped = { ...opts, sources: clamp(opts.sources, pattern.sources) };
  let puzzle = pattern.generate(random, clamped);
  for (let tries = 0; tries < 20 && !(keepsItsSecret(puzzle) && accept(puzzle)); tries++)
    puzzle = pattern.generate(random, clamped);
  if (!keepsItsSecret(puzzle)) throw new Error(`The ${pattern.id} puzzle kept giving its code away`);
  return puzzle;
}

/**
 * The codes a player could work out from what they have read: the named pattern's
 * answer, or (no pattern named) every pattern's answer, without repeats.
 */
export function solvePuzzle(lockText: string, sourceTexts: string[], patternId?: string): string[] {
  const patterns = patternId ? PUZZLE_PATTERNS.filter((p) => p.id === patternId) : PUZZLE_PATTERNS;
  const codes = patterns.map((p) => p.solve(lockText, sourceTexts)).filter((c): c is string => !!c);
  return [...new Set(codes)];
}
