/**
 * Which keyboard a combination lock opens: a numeric keypad for digit-only codes, the text
 * keyboard for words. Decided from what the lock publicly says about its code (its
 * puzzle pattern, its description "It takes a 3-digit code" / "a 5-letter word", its
 * hints); the hashed code itself tells nothing. When unsure, the text keyboard (a player
 * must always be able to type letters).
 */
import type { PlayElement } from '@core';

export type CodeKeyboard = 'numeric' | 'text';

/** What generated locks say outright: "It takes a 3-digit code" / "It takes a 5-letter word". */
const SAYS_DIGITS = /\b\d+-digit\b/i;
const SAYS_LETTERS = /\b\d+-letter\b/i;
/** Puzzle patterns whose answers are always numbers, or always words (core/puzzles ids). */
const NUMERIC_PATTERNS = new Set(['counting', 'clock', 'found-sum', 'letter-number']);
const WORD_PATTERNS = new Set(['riddle', 'cipher-wheel']);
const LETTER_WORDS = /\b(letters?|words?|password|spell|name)\b/i;
const DIGIT_WORDS = /\bdigits?\b|\bnumbers?\b|\bnumeric\b|\bkeypad\b|\bpin\b/i;

export function codeKeyboard(el: Pick<PlayElement, 'description' | 'hints' | 'name' | 'requires'>): CodeKeyboard {
  // The lock's own statement first: other words in its text ("the Greek letter alpha") must not outvote it.
  if (SAYS_DIGITS.test(el.description)) return 'numeric';
  if (SAYS_LETTERS.test(el.description)) return 'text';
  const pattern = el.requires.pattern ?? '';
  if (NUMERIC_PATTERNS.has(pattern)) return 'numeric';
  if (WORD_PATTERNS.has(pattern)) return 'text';
  const said = [el.name, el.description, ...el.hints].join(' ');
  if (LETTER_WORDS.test(said)) return 'text';
  return DIGIT_WORDS.test(said) ? 'numeric' : 'text';
}

/** The input attributes of that keyboard. */
export function codeInputProps(keyboard: CodeKeyboard): { inputmode: 'numeric' | 'text'; pattern?: string } {
  return keyboard === 'numeric' ? { inputmode: 'numeric', pattern: '[0-9]*' } : { inputmode: 'text' };
}
