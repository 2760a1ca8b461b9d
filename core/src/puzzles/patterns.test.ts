/** Each pattern's solver on hand-written texts (the round trip over many seeds is in puzzles.test.ts). */
import { describe, expect, it } from 'vitest';
import { counting } from './counting';
import { clock } from './clock';
import { colourOrder } from './colour-order';
import { cipherWheel } from './cipher-wheel';
import { letterNumber } from './letter-number';
import { foundSum } from './found-sum';
import { symbolMap } from './symbol-map';
import { riddle } from './riddle';
import { numberToWords, numbersInWords } from './kit';

describe('number words', () => {
  it('writes and reads numbers back', () => {
    expect(numberToWords(4207)).toBe('four thousand two hundred and seven');
    expect(numberToWords(1015)).toBe('one thousand and fifteen');
    for (const n of [0, 7, 13, 40, 99, 100, 305, 999, 1000, 2468, 9999, 45120])
      expect(numbersInWords(`It says "${numberToWords(n)}" and then twice more`)).toEqual([n]);
  });
});

describe('counting', () => {
  it('counts each dial picture over every source', () => {
    const lock = 'Its dials are marked, from left to right, with a bell, an owl and a key.';
    expect(counting.solve(lock, ['Drawn: a bell, an owl, a key, a bell.', 'Sketched: a bell, a moth, an owl.'])).toBe(
      '321',
    );
  });
});

describe('clock', () => {
  it('reads hour then minutes', () => {
    const lock = clock.generate(() => 0.5, { sources: 1 }).lockText;
    const face = 'Its hands have stopped: the short hour hand points at the ten, the long minute hand at the three.';
    expect(clock.solve(lock, [face])).toBe('1015');
  });
});

describe('colour order', () => {
  it('reads the marks in the lock’s colour order', () => {
    const lock = 'Its buttons are painted, from left to right: green, red and blue.';
    const texts = [
      'The red flask bears four notches. The blue flask bears one notch.',
      'The green flask bears nine notches.',
    ];
    expect(colourOrder.solve(lock, texts)).toBe('941');
  });
});

describe('cipher wheel', () => {
  it('shifts the scrawl back by the wheel’s setting', () => {
    const lock = cipherWheel.generate(() => 0.1, { sources: 2 }).lockText;
    const texts = [
      'Its two brass rings are turned so that D sits over A on the inner ring.',
      'A scrawled word in capitals: "ODQWHUQ".',
    ];
    expect(cipherWheel.solve(lock, texts)).toBe('LANTERN');
  });
});

describe('letter to number', () => {
  it('turns A..I into one..nine', () => {
    const lock = letterNumber.generate(() => 0.2, { sources: 1 }).lockText;
    expect(letterNumber.solve(lock, ['One word is carved deep into the wood: "FACE".'])).toBe('6135');
  });
});

describe('found sum', () => {
  it('adds the written-out numbers', () => {
    const lock = 'Its dial is engraved: "The whole is the sum of its parts. Gather the two."';
    const texts = [
      'In the corner, neatly lettered: "two hundred and forty".',
      'The only legible line says: "ninety-three".',
    ];
    expect(foundSum.solve(lock, texts)).toBe('333');
  });
});

describe('symbol map', () => {
  it('translates the carved row through the legend, wherever the row is', () => {
    const legend =
      'A legend in neat columns: the sun stands for four, the eye stands for two and the fish stands for seven.';
    const row = 'Carved in a row, left to right: a fish, a sun, a fish.';
    expect(symbolMap.solve('Its face bears one line: "Read the carved row through the legend."', [legend, row])).toBe(
      '747',
    );
    expect(symbolMap.solve(`Its face is carved with symbols: ${row}`, [legend])).toBe('747');
  });
});

describe('riddle', () => {
  it('answers a known riddle and nothing else', () => {
    const lock = riddle.generate(() => 0, { sources: 1 }).lockText;
    expect(
      riddle.solve(lock, ['Carefully lettered: "I have a face and two hands, but no arms and no legs. What am I?"']),
    ).toBe('CLOCK');
    expect(riddle.solve(lock, ['An unknown riddle.'])).toBeNull();
  });

  it('answers with a thing present in the room whenever the room holds one it has a riddle for', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const present of [['MIRROR'], ['LAMP', 'CHEST', 'DOOR'], ['GLOBE', 'SAFE']])
      for (let i = 0; i < 20; i++) expect(present).toContain(riddle.generate(random, { sources: 1, present }).code);
  });
});
