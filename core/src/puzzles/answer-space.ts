/**
 * How many entries a player could try on a code lock without working its clues out (issue 30
 * item 6): the answer space. It is read from the lock as the play screen shows it (its
 * description: the face text and "It takes a 4-digit code" / "a 6-letter word"), never from
 * the clues, the pattern or the code. What the face tells about the code's form narrows it:
 *
 * - its length and kind, from "It takes a N-digit code" / "a N-letter word" (nothing else
 *   known: no answer space, null);
 * - digits: ten per place, nine when the face pairs its numerals one to nine with the letters
 *   A to I; a row of symbols carved on the face ties places that show the same symbol to the
 *   same digit, so only the distinct symbols count;
 * - a face whose wheels are labelled HOUR and MINUTES opens with a time as a clock shows it:
 *   the hour (one to twelve, no leading zero) then two digits of minutes (00 to 59); wheels the
 *   face lists after them ("its last two wheels bear ...") are digits of their own;
 * - a word the face calls the answer to a riddle names a thing in the room: the words of that
 *   length among the names of the things the player can see (`inSight`);
 * - any other word: an English word of that length, counted by ENGLISH_WORDS.
 */
import { numbersInWords, readTemplate } from './kit';
import { ROW_LINES } from './wording/symbol-map';

export interface LockAsSeen {
  /** The lock's description as the play screen shows it: its face and "It takes a 4-digit code." */
  description: string;
  /** The names of the things a player can see in the room (a riddle's answer is one of their words). */
  inSight?: readonly string[];
}

/**
 * About how many English words each length has (2 to 15 letters): the words a patient player could run
 * through for a word code. Rounded down from the per-length counts of a Scrabble tournament word list
 * (two letters about 100, three about 1,000, four about 4,000, five about 8,900; the longer lengths are
 * rough figures). What matters here is whether a length holds 1,000 words: every length from four
 * letters to fourteen holds several thousand, and word codes from medium up are four letters or more.
 */
export const ENGLISH_WORDS: Readonly<Record<number, number>> = {
  2: 100,
  3: 1000,
  4: 4000,
  5: 8900,
  6: 15000,
  7: 23000,
  8: 28000,
  9: 24000,
  10: 20000,
  11: 15000,
  12: 11000,
  13: 7000,
  14: 4000,
  15: 2000,
};

const SAYS_FORM = /\b(?:a|an) (\d+)-(digit code|letter word)\b/i;
const ONE_TO_NINE = /\bA (?:under|beside|with|for|is) one\b|\bone is A\b|\bfrom one to nine\b/i;
const CLOCK_WHEELS = /\bHOUR\b[^.]*\bMINUTES\b/;
const WHEELS_AFTER = /\blast (?:(\w+) wheels|wheel)\b/i;
const RIDDLE_FACE = /\briddle\b|\banswer\b|\bwhat am I\b|\bguess me\b|\bspell me\b/i;

/** Times of `digits` digits a clock shows: hour 1..12 written without a leading zero, then minutes 00..59. */
export function clockTimes(digits: number): number {
  const hours = digits === 3 ? 9 : digits === 4 ? 3 : 0;
  return hours * 60;
}

/** Digits a player could try: ten per place (nine on one-to-nine dials), a time first on an HOUR and MINUTES face. */
function digitSpace(face: string, length: number): number {
  const perPlace = ONE_TO_NINE.test(face) ? 9 : 10;
  if (CLOCK_WHEELS.test(face)) {
    const after = face.match(WHEELS_AFTER);
    const extra = !after ? 0 : after[1] ? (numbersInWords(after[1])[0] ?? 0) : 1;
    return clockTimes(length - extra) * perPlace ** extra;
  }
  const row = readTemplate(ROW_LINES, face, { row: '(?<row>[^.]+)' })?.row;
  if (row) {
    const symbols = row.split(/,\s*|\s+and\s+/).map((s) => s.replace(/^an?\s+/, '').trim());
    if (symbols.length === length) return perPlace ** new Set(symbols).size;
  }
  return perPlace ** length;
}

/** Words of `length` letters among the names a player can see, without repeats. */
function wordsInSight(inSight: readonly string[], length: number): number {
  const words = inSight.flatMap((name) => name.toUpperCase().split(/[^A-Z]+/)).filter((w) => w.length === length);
  return new Set(words).size;
}

/** The number of entries a player could try on `lock`, from what its face says about the code's form (null: it says nothing). */
export function answerSpace(lock: LockAsSeen): number | null {
  const form = lock.description.match(SAYS_FORM);
  if (!form) return null;
  const length = Number(form[1]);
  if (form[2].toLowerCase() === 'digit code') return digitSpace(lock.description, length);
  if (RIDDLE_FACE.test(lock.description)) return wordsInSight(lock.inSight ?? [], length);
  return ENGLISH_WORDS[length] ?? 0;
}
