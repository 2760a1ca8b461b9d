/**
 * Sum of found numbers: numbers are written out in words on several things; the lock
 * wants their total. No part equals the code, and no text writes a digit.
 */
import { clamp, int, numberToWords, numbersInWords, pick, type PuzzlePattern } from './kit';

const DIGITS: [number, number] = [3, 4];
const PHRASES = [
  (n: string) => `A tally at the bottom reads "${n}", underlined twice.`,
  (n: string) => `Someone has written out a number in full: "${n}".`,
  (n: string) => `The only legible line says: "${n}".`,
  (n: string) => `In the corner, neatly lettered: "${n}".`,
];

export const foundSum: PuzzlePattern = {
  id: 'found-sum',
  kind: 'digits',
  sources: [2, 4],
  generate(random, opts) {
    const digits = clamp(opts.digits ?? 3, DIGITS);
    const count = clamp(opts.sources, this.sources);
    const low = 10 ** (digits - 1);
    const total = int(random, Math.max(low, count * 20), 10 ** digits - 1);
    // Random cut points give `count` positive parts that add up to the total.
    const cuts = new Set<number>();
    while (cuts.size < count - 1) cuts.add(int(random, 1, total - 1));
    const bounds = [0, ...[...cuts].sort((a, b) => a - b), total];
    const parts = bounds.slice(1).map((b, i) => b - bounds[i]);
    const sources = parts.map((part) => ({
      name: 'Numbered Slip',
      look: 'a slip of paper with writing on it',
      text: pick(random, PHRASES)(numberToWords(part)),
      art: 'card',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: String(total),
      lockText: `Its dial is engraved: "The whole is the sum of its parts. Gather all ${numberToWords(count)}."`,
      sources,
      hints: [
        `Numbers written out in words are scattered about.`,
        `The lock wants ${numberToWords(count)} written-out numbers combined.`,
        `Add together the ${numberToWords(count)} numbers written out in words on the clues and enter the total.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!/The whole is the sum of its parts/.test(lockText)) return null;
    const numbers = sourceTexts.flatMap((t) => numbersInWords(t.match(/"([^"]+)"/)?.[1] ?? ''));
    return numbers.length > 0 ? String(numbers.reduce((a, b) => a + b, 0)) : null;
  },
};
