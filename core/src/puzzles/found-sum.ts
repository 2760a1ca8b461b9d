/**
 * Sum of found numbers: numbers are written out in words on several things; the lock
 * wants their total. No part equals the code, and no text writes a digit.
 */
import {
  capitalize,
  clamp,
  fillTemplate,
  int,
  numberToWords,
  numbersInWords,
  pick,
  readTemplate,
  shuffle,
  type PuzzlePattern,
} from './kit';
import { SUM_FACES, SUM_LINES, SUM_QUIET_FACES, SUM_WORDING } from './wording/found-sum';

const ALL_FACES = [...SUM_FACES, ...SUM_QUIET_FACES];

const DIGITS: [number, number] = [3, 4];

export const foundSum: PuzzlePattern = {
  id: 'found-sum',
  kind: 'digits',
  sources: [2, 4],
  wording: SUM_WORDING,
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
    const lines = shuffle(random, SUM_LINES);
    const sources = parts.map((part, i) => ({
      name: 'Numbered Slip',
      look: 'a slip of paper with writing on it',
      text: fillTemplate(lines[i], { n: numberToWords(part) }),
      art: 'card',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: String(total),
      lockText: fillTemplate(pick(random, opts.quietFace ? SUM_QUIET_FACES : SUM_FACES), {
        count: numberToWords(count),
        Count: capitalize(numberToWords(count)),
      }),
      sources,
      hints: [
        `Numbers written out in words are scattered about.`,
        `The lock wants ${numberToWords(count)} written-out numbers combined.`,
        `Add together the ${numberToWords(count)} numbers written out in words on the clues and enter the total.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!readTemplate(ALL_FACES, lockText, { count: '[a-z]+', Count: '[A-Z][a-z]+' })) return null;
    const numbers = sourceTexts.flatMap((t) => numbersInWords(t.match(/"([^"]+)"/)?.[1] ?? ''));
    return numbers.length > 0 ? String(numbers.reduce((a, b) => a + b, 0)) : null;
  },
};
