/**
 * Cipher wheel: a word written with a Caesar shift. One source shows how the wheel is
 * set (which letter sits over which); the scrambled word is on another source (or the
 * same one), possibly split in halves. The code is the word shifted back.
 */
import { clamp, fillTemplate, int, pick, readTemplate, splitInto, wordsNotIn, type PuzzlePattern } from './kit';
import {
  CIPHER_FACES,
  CIPHER_QUIET_FACES,
  CIPHER_WORDING,
  HALF_LINES,
  SCRAWL_LINES,
  WHEEL_LINES,
} from './wording/cipher-wheel';
import { ORDINAL_WORDS } from '../words/number-words';

const WORDS = ['LANTERN', 'HARBOR', 'MIRROR', 'FALCON', 'THIMBLE', 'COMPASS', 'GARDEN', 'WINTER', 'SILVER', 'ORCHID'];
const A = 'A'.charCodeAt(0);
const shiftLetter = (c: string, by: number) => String.fromCharCode(((c.charCodeAt(0) - A + by + 26) % 26) + A);
const shiftWord = (word: string, by: number) => word.replace(/[A-Z]/g, (c) => shiftLetter(c, by));
const ORDINALS = ORDINAL_WORDS.slice(0, 3);

export const cipherWheel: PuzzlePattern = {
  id: 'cipher-wheel',
  kind: 'word',
  sources: [1, 3],
  wording: CIPHER_WORDING,
  generate(random, opts) {
    const themed = (opts.words ?? []).filter((w) => /^[A-Z]{4,10}$/.test(w) && !opts.avoid?.includes(w.toLowerCase()));
    const words = themed.length > 0 ? themed : wordsNotIn(WORDS, opts.avoid, (w) => w);
    const sourceCount = clamp(opts.sources, this.sources);
    let word = '';
    let shift = 0;
    let scrambled = '';
    // A shift whose scrambled word does not happen to spell the answer or any of its halves.
    for (let tries = 0; tries < 50; tries++) {
      word = pick(random, words);
      shift = int(random, 2, 23);
      scrambled = shiftWord(word, shift);
      if (!scrambled.includes(word) && !word.includes(scrambled)) break;
    }
    const wheelText = fillTemplate(pick(random, WHEEL_LINES), { outer: shiftLetter('A', shift) });
    const pieces = sourceCount === 3 ? splitInto(random, scrambled.split(''), 2).map((p) => p.join('')) : [scrambled];
    const scrawls = pieces.map((piece, i) =>
      pieces.length > 1
        ? fillTemplate(pick(random, HALF_LINES), { ordinal: ORDINALS[i], piece })
        : fillTemplate(pick(random, SCRAWL_LINES), { word: piece }),
    );
    const wheel = {
      name: 'Cipher Wheel',
      look: 'two brass rings of letters, one inside the other',
      art: 'gear',
      fixed: true,
      portable: true,
    };
    const note = {
      name: 'Scrawled Note',
      look: 'a scrap of paper covered in capitals',
      art: 'scroll',
      fixed: false,
      portable: true,
    };
    const sources =
      sourceCount === 1
        ? [{ ...wheel, text: `${wheelText} ${scrawls[0]}` }]
        : [{ ...wheel, text: wheelText }, ...scrawls.map((text) => ({ ...note, text }))];
    return {
      pattern: this.id,
      code: word,
      lockText: pick(random, opts.quietFace ? CIPHER_QUIET_FACES : CIPHER_FACES),
      sources,
      hints: [
        `The scrawled capitals do not spell anything as they are.`,
        `The cipher wheel's setting turns the scrawled letters into a real word.`,
        `Move each scrawled letter back along the alphabet by as many places as the outer letter over A is past A (so the outer letter becomes A), then enter the word.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (![...CIPHER_FACES, ...CIPHER_QUIET_FACES].some((face) => lockText.includes(face))) return null;
    const all = sourceTexts.join(' ');
    const outer = readTemplate(WHEEL_LINES, all, { outer: '(?<outer>[A-Z])' })?.outer;
    const whole = readTemplate(SCRAWL_LINES, all, { word: '(?<word>[A-Z]+)' })?.word;
    const halves = ORDINALS.slice(0, 2).map(
      (ordinal) => readTemplate(HALF_LINES, all, { ordinal, piece: '(?<piece>[A-Z]+)' })?.piece,
    );
    const scrambled = whole ?? (halves.every(Boolean) ? halves.join('') : null);
    if (!outer || !scrambled) return null;
    return shiftWord(scrambled, -(outer.charCodeAt(0) - A));
  },
};
