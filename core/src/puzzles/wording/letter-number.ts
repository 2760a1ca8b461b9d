/** How letter-number puzzles are worded: the one word ({word}, in quotes) and the lock's lettered dials. */
import type { PatternWording } from '../kit';

export const LETTER_FACES = [
  'Its dials run from one to nine, and under each numeral a letter is stamped: A under one, B under two, and so on.',
  'Each of its dials runs from one to nine with a letter beneath each numeral: A under one, B under two, up to I under nine.',
  'Its wheels pair numbers with letters: A is one, B is two, C is three, and so on.',
  'Beside each numeral on its dials a letter is painted: A beside one, B beside two, and onwards.',
  'Its number wheels are lettered as well: one is A, two is B, three is C, and so on to nine, which is I.',
  'Its dials show numerals with small letters under them: A under one, B under two, and so on.',
  'A brass strip beside its dials pairs them: A with one, B with two, and so on up to I with nine.',
  'Its dials carry letters as well as numbers, A for one, B for two, and so on.',
];

/** Each holds the word as the first quoted text of its clue. */
export const LETTER_LINES = [
  'One word is carved deep into the wood: "{word}".',
  'One word is stitched in red thread: "{word}".',
  'One word is inked in a careful hand: "{word}".',
  'A single word, in capitals: "{word}".',
  'Only one word is legible: "{word}".',
  'Scratched deep, one word: "{word}".',
  'A word in bold letters: "{word}".',
  'Embroidered in the corner: "{word}".',
  'Painted in capitals: "{word}".',
  'Someone has written one word and underlined it: "{word}".',
  'A name, or just a word: "{word}".',
  'Stamped in the middle: "{word}".',
  'In letters of gold leaf: "{word}".',
  'Branded into the surface: "{word}".',
  'A short word, printed neatly: "{word}".',
  'Chalked in capitals: "{word}".',
  'Written in a child\'s hand: "{word}".',
  'Pressed into the surface: "{word}".',
  'Across the top, one word: "{word}".',
  'One word, nothing else: "{word}".',
  'In faded capitals: "{word}".',
  'Etched into it: "{word}".',
  'The only writing on it: "{word}".',
  'A single word, circled: "{word}".',
  'Typed in capitals: "{word}".',
  'One word in the margin: "{word}".',
  'Burned into it: "{word}".',
  'A word picked out in brass tacks: "{word}".',
  'Lettered in green ink: "{word}".',
  'Cut from a newspaper and glued on: "{word}".',
  'In tall, thin capitals: "{word}".',
  'A word scratched with a pin: "{word}".',
  'Written in soot: "{word}".',
  'Woven into the pattern: "{word}".',
  'One word, pencilled lightly: "{word}".',
  'In letters of blue enamel: "{word}".',
  'Drawn in careful block letters: "{word}".',
  'Engraved on a small brass plate: "{word}".',
  'Printed in red: "{word}".',
  'A word in chalk, half rubbed out but readable: "{word}".',
];

export const LETTER_WORDING: PatternWording = { lockFaces: LETTER_FACES, clueTemplates: LETTER_LINES };
