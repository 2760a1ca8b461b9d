import { describe, expect, it } from 'vitest';
import { createRandom } from '../checker/player-bot';
import { PUZZLE_PATTERNS, generatePuzzle, methodWordIn, puzzleTexts, solvePuzzle, textGivesAway } from './index';

const SEEDS = 300;

describe('the puzzle library', () => {
  it('has at least eight patterns with distinct ids', () => {
    expect(PUZZLE_PATTERNS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PUZZLE_PATTERNS.map((p) => p.id)).size).toBe(PUZZLE_PATTERNS.length);
  });

  for (const pattern of PUZZLE_PATTERNS) {
    it(`${pattern.id}: for ${SEEDS} seeds and every source count, the texts alone solve the code and none gives it away`, () => {
      const [min, max] = pattern.sources;
      for (let seed = 0; seed < SEEDS; seed++) {
        const random = createRandom(seed * 31 + 7);
        const sources = min + (seed % (max - min + 1));
        const digits = 3 + (seed % 3);
        // Every other seed words the face as hard and expert rooms do: the texts must still solve it.
        const quietFace = seed % 2 === 1;
        const puzzle = generatePuzzle(pattern, random, { sources, digits, quietFace });
        const where = `${pattern.id} seed ${seed}`;
        expect(puzzle.pattern, where).toBe(pattern.id);
        expect(puzzle.sources, where).toHaveLength(sources);
        expect(puzzle.hints, where).toHaveLength(3);
        if (pattern.kind === 'digits') expect(puzzle.code, where).toMatch(/^[1-9]\d{2,4}$/);
        else expect(puzzle.code, where).toMatch(/^[A-Z]{3,}$/);
        const texts = puzzle.sources.map((s) => s.text);
        expect(pattern.solve(puzzle.lockText, texts), where).toBe(puzzle.code);
        expect(solvePuzzle(puzzle.lockText, texts), where).toEqual([puzzle.code]);
        // Designers may add a sentence to each text (a mark telling which lock a clue belongs to).
        const marked = texts.map((t) => `${t} In one corner, someone has scratched a small trident.`);
        expect(
          pattern.solve(`${puzzle.lockText} Someone has scratched a small trident into its frame.`, marked),
          where,
        ).toBe(puzzle.code);
        for (const text of puzzleTexts(puzzle)) {
          expect(textGivesAway(text, puzzle.code), `${where}: ${text}`).toBe(false);
          expect(text, where).not.toMatch(/\d/);
        }
      }
    });

    it(`${pattern.id}: a quiet face (hard and expert) states no method`, () => {
      for (let seed = 0; seed < 100; seed++) {
        const [min, max] = pattern.sources;
        const sources = min + (seed % (max - min + 1));
        const puzzle = generatePuzzle(pattern, createRandom(seed * 17 + 3), { sources, digits: 4, quietFace: true });
        expect(methodWordIn(puzzle.lockText), puzzle.lockText).toBeNull();
      }
    });

    it(`${pattern.id}: a missing source leaves the code unknown or different`, () => {
      for (let seed = 0; seed < 50; seed++) {
        const puzzle = generatePuzzle(pattern, createRandom(seed), { sources: pattern.sources[1], digits: 4 });
        if (puzzle.sources.length < 2) continue;
        const partial = puzzle.sources.slice(1).map((s) => s.text);
        expect(pattern.solve(puzzle.lockText, partial)).not.toBe(puzzle.code);
      }
    });
  }

  it('uses the theme words for word codes when given', () => {
    const puzzle = generatePuzzle(PUZZLE_PATTERNS.find((p) => p.id === 'cipher-wheel')!, createRandom(3), {
      sources: 2,
      words: ['GALLEON'],
    });
    expect(puzzle.code).toBe('GALLEON');
  });

  it('knows no answer without a lock text it recognises', () => {
    expect(solvePuzzle('A plain lock.', ['Nothing to see here.'])).toEqual([]);
  });
});
