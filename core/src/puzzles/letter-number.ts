/**
 * Letter to number: a word is carved somewhere; the lock's dials run from one to nine
 * with a letter under each (A under one, B under two...). The code is each letter's
 * place in the alphabet, so the words use only the letters A to I.
 */
import { fillTemplate, pick, type PuzzlePattern } from './kit';
import { LETTER_FACES, LETTER_LINES, LETTER_WORDING } from './wording/letter-number';

const WORDS = [
  'BAD',
  'BEG',
  'CAB',
  'DIG',
  'FIG',
  'HID',
  'ACE',
  'AGE',
  'BED',
  'HAG',
  'FED',
  'GAB',
  'BEAD',
  'CAGE',
  'FACE',
  'HIDE',
  'DICE',
  'ACHE',
  'FADE',
  'HEAD',
  'BIDE',
  'CHEF',
  'DEAF',
  'GIBE',
  'BADGE',
  'CHAFE',
  'BEACH',
  'HEDGE',
  'CABID',
  'DECAF',
];
const value = (c: string) => c.charCodeAt(0) - 'A'.charCodeAt(0) + 1;

export const letterNumber: PuzzlePattern = {
  id: 'letter-number',
  kind: 'digits',
  sources: [1, 1],
  wording: LETTER_WORDING,
  generate(random, opts) {
    const length = Math.min(5, Math.max(3, opts.digits ?? 3));
    const word = pick(
      random,
      WORDS.filter((w) => w.length === length && w !== 'CABID'),
    );
    return {
      pattern: this.id,
      code: word.split('').map(value).join(''),
      lockText: pick(random, LETTER_FACES),
      sources: [
        {
          name: 'Lettered Plaque',
          look: 'a small plaque with a single word on it',
          text: fillTemplate(pick(random, LETTER_LINES), { word }),
          art: 'card',
          fixed: false,
          portable: true,
        },
      ],
      hints: [
        `A single word somewhere is worth more than it seems.`,
        `The lock's dials pair letters with numbers: spell the word you found on them.`,
        `Replace each letter of the word with its place in the alphabet (A is one, B is two...) and enter the digits in order.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!LETTER_FACES.some((face) => lockText.includes(face))) return null;
    for (const text of sourceTexts) {
      const m = text.match(/"([A-I]+)"/);
      if (m) return m[1].split('').map(value).join('');
    }
    return null;
  },
};
