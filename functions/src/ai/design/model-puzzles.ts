/**
 * The puzzle of each code lock of a model's design (issue 30 item 8): the model names a pattern
 * of the library and the clues the code is worked out from; the code, the texts and the hints
 * come from the core generator. A pattern the library lacks, one the difficulty does not use,
 * one the room has used up, or one that cannot spread its code over that many clues, is set
 * aside, and another pattern the room may still use is drawn. No code the model wrote is read.
 */
import { PUZZLE_PATTERNS, generatePuzzle, textGivesAway, type Difficulty, type Puzzle } from '@core';
import { patternsLeft, quietFaces } from '../offline/design/code-puzzles';
import { SHAPES } from '../offline/design/difficulty-shapes';
import type { Rng } from '../offline/rng';
import { PatternShortage } from './design-problem';

/** The library's patterns a room of `difficulty` may use, by kind (what the design prompt lists). */
export const patternMenu = (difficulty: Difficulty): { digits: string[]; word: string[] } =>
  patternsLeft(difficulty, new Map());

export interface LockPuzzleRequest {
  /** The lock's ref, for the problem's message. */
  ref: string;
  /** The pattern id the model named, if any. */
  asked?: string;
  /** How many clues the model gave the lock. */
  clues: number;
}

export interface LockPuzzleContext {
  rng: Rng;
  difficulty: Difficulty;
  /** Codes used so far in the room. */
  taken: Set<string>;
  /** Locks per pattern so far in the room. */
  used: Map<string, number>;
  /** Every text the room shows (lower case): no code is drawn from inside it. */
  avoid: string;
  /** Upper-case words of things a player can see: a riddle answers with one. */
  present: readonly string[];
}

/** The patterns to try for a lock, the asked one first when the room may use it. */
function candidates(request: LockPuzzleRequest, ctx: LockPuzzleContext): string[] {
  const left = patternsLeft(ctx.difficulty, ctx.used);
  const ids = ctx.rng.shuffle([...left.digits, ...left.word]);
  const asked = request.asked?.trim().toLowerCase();
  return asked && ids.includes(asked) ? [asked, ...ids.filter((id) => id !== asked)] : ids;
}

/**
 * A puzzle for the lock whose sources are exactly its clues (none tied to an object of its own, like
 * a clock face), with a fresh code shown in no text of the room. Throws PatternShortage when no pattern fits.
 */
export function puzzleForLock(request: LockPuzzleRequest, ctx: LockPuzzleContext): Puzzle {
  const fits = (puzzle: Puzzle) =>
    puzzle.sources.length === request.clues &&
    puzzle.sources.every((source) => !source.fixed) &&
    !ctx.taken.has(puzzle.code) &&
    !/^(\d)\1+$/.test(puzzle.code) &&
    ((puzzle.pattern === 'riddle' && ctx.present.includes(puzzle.code)) || !textGivesAway(ctx.avoid, puzzle.code));
  for (const id of candidates(request, ctx)) {
    const pattern = PUZZLE_PATTERNS.find((p) => p.id === id);
    if (!pattern || request.clues < pattern.sources[0] || request.clues > pattern.sources[1]) continue;
    const puzzle = generatePuzzle(
      pattern,
      ctx.rng.next,
      {
        sources: request.clues,
        digits: ctx.rng.int(...SHAPES[ctx.difficulty].codeLength),
        avoid: ctx.avoid,
        present: ctx.present,
        quietFace: quietFaces(ctx.difficulty),
      },
      fits,
    );
    if (!fits(puzzle)) continue;
    ctx.taken.add(puzzle.code);
    ctx.used.set(puzzle.pattern, (ctx.used.get(puzzle.pattern) ?? 0) + 1);
    return puzzle;
  }
  throw new PatternShortage(
    `no puzzle pattern left for the code_lock "${request.ref}" with ${request.clues} clue${request.clues === 1 ? '' : 's'}`,
  );
}
