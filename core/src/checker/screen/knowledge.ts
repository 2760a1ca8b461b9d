/**
 * What any reader knows, for the screen bot (screen-bot.ts): English number words and how they
 * build numbers ("three thousand and forty-two"), the alphabet, how a clock face is read, colour
 * names and the little words that carry no meaning. Nothing here comes from the room generators:
 * no pattern, template or answer bank (issue 30 item 7). The number words are the shared list
 * (words/number-words.ts) the puzzle patterns write with.
 */
import { SCALE_WORDS, numberWordValue, ordinalValue } from '../../words/number-words';

/** The value of one number word ('seven', 'forty', 'hundred' as a scale is not one), or digits, or null. */
export function numberWord(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return numberWordValue(word) ?? null;
}

const isNumberToken = (t: string) => numberWord(t) !== null || t in SCALE_WORDS;

/** The value of a run of number tokens ('three thousand seven hundred and seventy two'). */
function valueOf(tokens: string[]): number {
  let total = 0;
  let current = 0;
  for (const t of tokens) {
    if (t === 'and') continue;
    const scale = SCALE_WORDS[t];
    if (scale === 100) current = (current || 1) * 100;
    else if (scale) {
      total += (current || 1) * scale;
      current = 0;
    } else current += numberWord(t) ?? 0;
  }
  return total + current;
}

/** A number read in a text: its value and where it starts (for reading order). */
export interface NumberRead {
  value: number;
  at: number;
  /** The words or digits as written. */
  written: string;
}

/**
 * Every number a text writes, in words or in digits, in reading order. "and" joins words only
 * after a hundred or a thousand ("five hundred and six"), so "five and the star" stays five.
 */
export function numbersIn(text: string): NumberRead[] {
  const found: NumberRead[] = [];
  const tokens = [...text.toLowerCase().matchAll(/[a-z]+|\d+/g)].map((m) => ({ t: m[0], at: m.index }));
  let i = 0;
  while (i < tokens.length) {
    if (!isNumberToken(tokens[i].t) || tokens[i].t in SCALE_WORDS) {
      i++;
      continue;
    }
    const run = [tokens[i].t];
    let j = i + 1;
    while (j < tokens.length) {
      const t = tokens[j].t;
      const scaled = run.some((r) => r in SCALE_WORDS);
      if (isNumberToken(t) && !/^\d+$/.test(t) && !/^\d+$/.test(run[0])) run.push(t);
      else if (t === 'and' && scaled && j + 1 < tokens.length && numberWord(tokens[j + 1].t) !== null) run.push(t);
      else break;
      j++;
    }
    const end = j < tokens.length ? tokens[j].at : text.length;
    found.push({ value: valueOf(run), at: tokens[i].at, written: text.slice(tokens[i].at, end).trim() });
    i = j;
  }
  return found;
}

/** The place an ordinal word names ('third' -> 3), or null. */
export function ordinalWord(word: string): number | null {
  return ordinalValue(word) ?? null;
}

/** Every number and ordinal a text writes, in reading order ('the seventh square across and the second down' -> 7, 2). */
export function numbersAndPlaces(text: string): number[] {
  const places = [...text.toLowerCase().matchAll(/[a-z]+/g)]
    .filter((m) => ordinalWord(m[0]) !== null)
    .map((m) => ({ value: ordinalWord(m[0])!, at: m.index }));
  return [...numbersIn(text), ...places].sort((a, b) => a.at - b.at).map((n) => n.value);
}

/** A letter's place in the alphabet (A is 1), or 0. */
export const alphabetPlace = (letter: string) => {
  const code = letter.toUpperCase().charCodeAt(0) - 64;
  return code >= 1 && code <= 26 ? code : 0;
};

/** `word` with every letter moved `by` places along the alphabet (wrapping round). */
export function shiftLetters(word: string, by: number): string {
  return word
    .toUpperCase()
    .replace(/[A-Z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 65 + by + 260) % 26) + 65));
}

export const COLOUR_NAMES = [
  'red',
  'blue',
  'green',
  'yellow',
  'white',
  'black',
  'violet',
  'purple',
  'orange',
  'brown',
  'grey',
  'gray',
  'pink',
  'gold',
  'silver',
];

/** Clock reading: the hour the short hand shows and the minutes of the long one (each numeral is five minutes). */
export interface ClockReading {
  hour: number;
  minutes: number;
}

const HOUR_HAND = /\b(?:hour hand|short hand|little hand|short one|hour)\b/i;
const MINUTE_HAND = /\b(?:minute hand|long hand|big hand|long one|minutes?)\b/i;

/** The first number word after a match of `hand` in `sentence`, within a few words. */
function numberAfter(sentence: string, hand: RegExp): number | null {
  const m = hand.exec(sentence);
  if (!m) return null;
  const rest = sentence.slice(m.index + m[0].length).split(/[;,]|\band\b/)[0];
  const n = numbersIn(rest)[0];
  return n ? n.value : null;
}

/** Every time a text shows on a clock face ("the hour hand at the seven, the minute hand at the four" -> 7:20). */
export function clockReadings(text: string): ClockReading[] {
  const readings: ClockReading[] = [];
  // A reading may run over two sentences ("The short hand points at the five. The long hand...").
  for (const sentence of [...sentencesOf(text), text]) {
    if (!/\bhands?\b/i.test(sentence) && !/\bshort one\b/i.test(sentence)) continue;
    const hour = numberAfter(sentence, HOUR_HAND);
    const mark = numberAfter(sentence, MINUTE_HAND);
    if (hour === null || mark === null || hour < 1 || hour > 12 || mark < 1 || mark > 12) continue;
    if (!readings.some((r) => r.hour === hour && r.minutes === (mark % 12) * 5))
      readings.push({ hour, minutes: (mark % 12) * 5 });
  }
  return readings;
}

/** A text cut into sentences (quotes kept inside their sentence). */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+["”]?|$)/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Words that carry no meaning of their own when two texts are compared (a short list of the commonest English words). */
export const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at by for with from into onto over under its it is are was were be been has have ' +
    'had this that these those there here as so but not no nor one all any each every some someone something ' +
    'you your yours he she his her him they them their we our us i me my who whom which what when where why how ' +
    'than then too very just only also still yet once left right side up down out off about above below beside ' +
    'behind near far way takes take code digit letter word look looks like part larger seem seems made make ' +
    'set turn turned see seen find found stand stands give gives keep keeps put goes go went must might would ' +
    'should could will shall can may upon'
  ).split(' '),
);

/** The content words of a text, lower-cased, plural -s dropped ("candles" -> "candle"). */
export function contentWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(/[a-z]+/g)]
    .map((m) => m[0])
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && numberWord(w) === null && !(w in SCALE_WORDS))
    .map(singular);
}

/** "candles" -> "candle", "boxes" -> "box", "glass" stays. */
export function singular(word: string): string {
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') && word.length > 3 ? word.slice(0, -1) : word;
}
