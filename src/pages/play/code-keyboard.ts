/**
 * Which keyboard a combination lock opens: a numeric keypad for digit-only codes, the text
 * keyboard for words. Decided from what the lock publicly says about its code (its
 * puzzle pattern, its description "It takes a 3-digit code" / "a 5-letter word", its
 * hints); the hashed code itself tells nothing. When unsure, the text keyboard (a player
 * must always be able to type letters).
 */
import type { PlayElement } from '@core';

export type CodeKeyboard = 'numeric' | 'text';

/** Puzzle patterns whose answers are numbers (core/puzzles ids). */
const NUMERIC_PATTERNS = /^(counting|clock|clock-reading|letter-to-number|sum|sum-of-numbers|number)/i;
const LETTER_WORDS = /\b(letters?|words?|password|spell|name)\b|-letter\b/i;
const DIGIT_WORDS = /-digit\b|\bdigits?\b|\bnumbers?\b|\bnumeric\b|\bkeypad\b|\bpin\b/i;

export function codeKeyboard(el: Pick<PlayElement, 'description' | 'hints' | 'name' | 'requires'>): CodeKeyboard {
  const pattern = el.requires.pattern ?? '';
  if (pattern && NUMERIC_PATTERNS.test(pattern)) return 'numeric';
  const said = [el.name, el.description, ...el.hints].join(' ');
  if (LETTER_WORDS.test(said)) return 'text';
  return DIGIT_WORDS.test(said) ? 'numeric' : 'text';
}

/** The input attributes of that keyboard. */
export function codeInputProps(keyboard: CodeKeyboard): { inputmode: 'numeric' | 'text'; pattern?: string } {
  return keyboard === 'numeric' ? { inputmode: 'numeric', pattern: '[0-9]*' } : { inputmode: 'text' };
}
