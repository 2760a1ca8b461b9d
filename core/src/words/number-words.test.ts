import { describe, expect, it } from 'vitest';
import { numberToWords, numberWordValue, ordinalValue } from './number-words';
import { numbersInWords } from '../puzzles/kit';
import { numbersIn } from '../checker/screen/knowledge';

describe('number words', () => {
  it('reads each word as its value, in any case, and nothing else', () => {
    expect(numberWordValue('Seven')).toBe(7);
    expect(numberWordValue('nineteen')).toBe(19);
    expect(numberWordValue('forty')).toBe(40);
    expect(numberWordValue('hundred')).toBeUndefined();
    expect(numberWordValue('')).toBeUndefined();
    expect(ordinalValue('Third')).toBe(3);
    expect(ordinalValue('twelfth')).toBe(12);
    expect(ordinalValue('thirteenth')).toBeUndefined();
  });

  it('writes numbers that the patterns and the screen bot both read back', () => {
    const values = [0, 7, 13, 40, 99, 100, 205, 999, 1000, 1005, 3772, 6015, 40_000, 99_999];
    for (let n = 0; n < 100_000; n += 997) values.push(n);
    for (const n of values) {
      const written = numberToWords(n);
      expect(numbersInWords(`It reads "${written}".`), written).toEqual([n]);
      expect(
        numbersIn(`It reads "${written}".`).map((r) => r.value),
        written,
      ).toEqual([n]);
    }
  });
});
