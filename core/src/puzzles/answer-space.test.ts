/** Issue 30 item 6: how many entries a player could try, read from the lock's face alone. */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../checker/player-bot';
import { answerSpace } from './answer-space';
import { PUZZLE_PATTERNS, generatePuzzle, type Puzzle } from './index';

/** The lock as the play screen shows it (the designers add the same sentence: element-factory.ts describeCode). */
const seen = (puzzle: Puzzle) =>
  `${puzzle.lockText} It takes a ${puzzle.code.length}-${/^\d+$/.test(puzzle.code) ? 'digit code' : 'letter word'}.`;

describe('answer space', () => {
  it('counts ten digits a place, nine on dials paired one to nine with A to I, and nothing without a stated form', () => {
    expect(answerSpace({ description: 'A steel keypad. It takes a 3-digit code.' })).toBe(1000);
    expect(answerSpace({ description: 'A steel keypad. It takes an 8-digit code.' })).toBe(1e8);
    const lettered = 'Its dials show numerals with small letters under them: A under one, B under two, and so on.';
    expect(answerSpace({ description: `${lettered} It takes a 4-digit code.` })).toBe(9 ** 4);
    expect(answerSpace({ description: 'A steel keypad with no markings.' })).toBeNull();
  });

  it('counts a clock face as the times it could show, and a time followed by pictured wheels as time times digits', () => {
    const clock = 'Its wheels are labelled HOUR and MINUTES. Beneath them: "When did it all stand still?"';
    expect(answerSpace({ description: `${clock} It takes a 3-digit code.` })).toBe(9 * 60);
    expect(answerSpace({ description: `${clock} It takes a 4-digit code.` })).toBe(3 * 60);
    const one = 'Its first wheels are labelled HOUR and MINUTES, and its last wheel is marked with a bell.';
    expect(answerSpace({ description: `${one} It takes a 4-digit code.` })).toBe(540 * 10);
    const two =
      'Its first wheels are labelled HOUR and MINUTES, and its last two wheels are marked, from left to right, with a bell and an owl.';
    expect(answerSpace({ description: `${two} It takes a 5-digit code.` })).toBe(540 * 100);
  });

  it('ties the places of a row carved on the face that show the same symbol', () => {
    const face = (row: string) => `Its face is carved with symbols: Carved in a row, left to right: ${row}.`;
    expect(answerSpace({ description: `${face('a sun, a moon, a sun')} It takes a 3-digit code.` })).toBe(100);
    expect(answerSpace({ description: `${face('a sun, a moon, a star')} It takes a 3-digit code.` })).toBe(1000);
  });

  it('counts a riddle as the words of its length among the things in sight, any other word as English words of its length', () => {
    const riddle =
      'Its letter dials sit in a row. Painted above: "Look around you for the answer." It takes a 4-letter word.';
    const inSight = ['Oak Desk', 'Brass Lamp', 'Lamp Shade', 'Grandfather Clock', 'Iron Gate'];
    expect(answerSpace({ description: riddle, inSight })).toBe(4); // DESK, LAMP, IRON, GATE
    expect(answerSpace({ description: riddle })).toBe(0);
    const wheel =
      'Its letter rings turn stiffly. A motto runs beneath them: "Turn back what was turned." It takes a 6-letter word.';
    expect(answerSpace({ description: wheel })).toBe(15000);
  });

  for (const pattern of PUZZLE_PATTERNS)
    it(`${pattern.id}: the code of every drawn puzzle is of the form its face tells (a candidate the count includes)`, () => {
      for (let seed = 0; seed < 100; seed++) {
        const [min, max] = pattern.sources;
        const puzzle = generatePuzzle(pattern, createRandom(seed * 13 + 1), {
          sources: min + (seed % (max - min + 1)),
          digits: 3 + (seed % 3),
        });
        const description = seen(puzzle);
        const space = answerSpace({ description, inSight: [puzzle.code] });
        expect(space, description).toBeGreaterThan(0);
        if (/HOUR/.test(description)) {
          const extra = pattern.id === 'clock' ? 0 : puzzle.code.length - 3;
          const time = puzzle.code.slice(0, puzzle.code.length - extra);
          const [hour, minutes] = [Number(time.slice(0, -2)), Number(time.slice(-2))];
          expect(hour >= 1 && hour <= 12 && minutes < 60, `${seed}: ${puzzle.code}`).toBe(true);
          expect(space).toBe((hour < 10 ? 540 : 180) * 10 ** extra);
        }
        const lettered = /A under one|A is one|one is A|A (?:beside|with|for) one/.test(description);
        if (lettered) expect(puzzle.code).not.toContain('0');
        // Any other digit face (a symbol row on it included) leaves every digit open.
        else if (pattern.kind === 'digits' && !/HOUR/.test(description))
          expect(space, description).toBe(10 ** puzzle.code.length);
      }
    });
});
