/**
 * English number words, as any reader knows them: the words for 0 to 19, the tens, the scales
 * (hundred, thousand, million) and the ordinals. One list for the puzzle patterns, which write
 * numbers out (puzzles/kit.ts), and for the screen bot, which reads them back
 * (checker/screen/knowledge.ts). General knowledge only: no pattern, template or answer bank.
 */

export const DIGIT_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];
export const TEEN_WORDS: readonly string[] = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
/** 'twenty' at 2 through 'ninety' at 9 (0 and 1 have no tens word of their own). */
export const TENS_WORDS: readonly string[] = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];
/** The words that multiply what comes before them ('three hundred'). */
export const SCALE_WORDS: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000, million: 1_000_000 };
/** 'first' (1) to 'twelfth' (12). */
export const ORDINAL_WORDS: readonly string[] = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

const WORD_VALUES: ReadonlyMap<string, number> = new Map<string, number>([
  ...DIGIT_WORDS.map((w, i): [string, number] => [w, i]),
  ...TEEN_WORDS.map((w, i): [string, number] => [w, i + 10]),
  ...TENS_WORDS.flatMap((w, i): Array<[string, number]> => (w ? [[w, i * 10]] : [])),
]);

/** The value of one number word below a hundred ('seven' 7, 'forty' 40), any case, or undefined (scales are not one). */
export const numberWordValue = (word: string): number | undefined => WORD_VALUES.get(word.toLowerCase());

/** The place an ordinal word names ('third' 3), any case, or undefined. */
export function ordinalValue(word: string): number | undefined {
  const at = ORDINAL_WORDS.indexOf(word.toLowerCase());
  return at < 0 ? undefined : at + 1;
}

/** 0..99,999 in English words: 'four thousand two hundred and seven'. */
export function numberToWords(n: number): string {
  if (n < 10) return DIGIT_WORDS[n];
  if (n < 20) return TEEN_WORDS[n - 10];
  if (n < 100) return TENS_WORDS[Math.floor(n / 10)] + (n % 10 ? `-${DIGIT_WORDS[n % 10]}` : '');
  if (n < 1000) {
    const rest = n % 100;
    return `${DIGIT_WORDS[Math.floor(n / 100)]} hundred${rest ? ` and ${numberToWords(rest)}` : ''}`;
  }
  const rest = n % 1000;
  const joiner = rest > 0 && rest < 100 ? ' and ' : ' ';
  return `${numberToWords(Math.floor(n / 1000))} thousand${rest ? joiner + numberToWords(rest) : ''}`;
}
