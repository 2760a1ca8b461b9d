/**
 * Issue 30 item 6 over generated rooms: from medium up every code lock has at least 1,000 entries a
 * player could try (core answerSpace, read from the lock's face alone); small spaces (a clock's
 * times, three lettered dials, a riddle's words in sight) only in easy rooms. The Gemini path's
 * one-clue puzzles keep to the same floor.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, answerSpace, type Difficulty } from '@core';
import { createRng } from '../rng';
import { writeStoryboard } from '../writing/storyboard-writer';
import { briefFor } from './bot-trial';
import { drawOneCluePuzzle } from './code-puzzles';
import { describeCode } from './element-factory';
import { designPuzzles } from './puzzle-designer';
import { lockAnswerSpaces, spreadOf } from './answer-spaces';

const ROOMS = 100;

describe.each(DIFFICULTIES)('answer spaces of %s rooms', (difficulty: Difficulty) => {
  it(`when ${ROOMS} rooms are designed, then from medium up no code lock has fewer than 1,000 entries to try`, () => {
    const spaces: number[] = [];
    const patterns = new Map<string, number>();
    for (let seed = 0; seed < ROOMS; seed++) {
      const brief = briefFor(difficulty, seed);
      const design = designPuzzles(brief, writeStoryboard(brief));
      const elements = design.scenes.flatMap((s) => s.elements);
      const roomSpaces = lockAnswerSpaces(elements);
      spaces.push(...roomSpaces);
      // Every lock states its code's form ("It takes a 4-digit code"), so every space is counted.
      expect(roomSpaces.every((n) => n > 0)).toBe(true);
      const locks = elements.filter((e) => e.element_type === 'combination_lock');
      locks.forEach((lock, i) => {
        const key = lock.requires.pattern ?? 'none';
        patterns.set(key, Math.min(patterns.get(key) ?? Infinity, roomSpaces[i]));
      });
    }
    const spread = spreadOf(spaces);
    console.log(
      `${difficulty}: ${spread.locks} code locks, answer space min ${spread.min}, median ${spread.median}, ` +
        `under 1,000: ${spread.under1000}; least by pattern: ${[...patterns].map(([p, n]) => `${p} ${n}`).join(', ')}`,
    );
    if (difficulty === 'easy') {
      // The small spaces live here: a clock, three lettered dials, a riddle.
      expect(spread.min).toBeLessThan(1000);
    } else {
      expect(spread.min).toBeGreaterThanOrEqual(1000);
      expect(spread.under1000).toBe(0);
      expect([...patterns.keys()]).not.toContain('riddle');
      expect([...patterns.keys()]).not.toContain('clock');
      expect(patterns.get('clock-count')).toBeGreaterThanOrEqual(1000);
    }
  });

  it('when the Gemini path draws one-clue puzzles, then from medium up each has at least 1,000 entries to try', () => {
    const rng = createRng(7, `one-clue-${difficulty}`);
    const least: number[] = [];
    for (let i = 0; i < 300; i++) {
      const puzzle = drawOneCluePuzzle(rng, difficulty, {
        word: i % 3 === 0,
        digits: 3 + (i % 3),
        taken: new Set(),
        avoid: '',
        present: ['DESK', 'CANDLE', 'MIRROR', 'CLOCK', 'BOOK'],
      });
      const description = `${puzzle.lockText} It takes ${describeCode(puzzle.code)}.`;
      least.push(answerSpace({ description, inSight: ['Oak Desk', 'Candle', 'Mirror', 'Clock', 'Book'] }) ?? 0);
    }
    if (difficulty !== 'easy') expect(Math.min(...least)).toBeGreaterThanOrEqual(1000);
    else expect(Math.min(...least)).toBeLessThan(1000);
  });
});
