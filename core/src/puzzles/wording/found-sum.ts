/** How found-sum puzzles are worded: a number written out ({n}, always in quotes) and the lock's face ({count}). */
import type { PatternWording } from '../kit';

/** Faces that say how to work the code out (easy and medium rooms). */
export const SUM_FACES = [
  'Its dial is engraved: "The whole is the sum of its parts. Gather the {count}."',
  'Its dial bears a motto: "Add up the {count} and I open."',
  'A brass plate below its dial reads: "Add {count} together, and no fewer."',
  'Engraved around its dial: "Find the {count} parts; count them as one."',
  'Its dial is ringed with a motto: "The sum of {count} is the key."',
  'A plate on it reads: "Put the {count} together and add."',
  'Its dial bears a line: "What the {count} say apart, they say together."',
  'Its dial is engraved: "Gather every part, {count} in all, and add them up."',
  'Its dial has a motto: "Many make one: add the {count}."',
];

/** Faces from hard up: a motto that evokes the parts ({count} of them) without saying what to do with them. */
export const SUM_QUIET_FACES = [
  'Its dial is engraved: "The river remembers all {count} of its streams."',
  'Engraved around its dial: "Patience opens what force cannot."',
  'A brass plate below its dial reads: "No one of the {count} is enough alone."',
  'Its dial bears a motto: "Scattered, they are nothing; kept, they are everything."',
  'Its dial is ringed with a motto: "Many hands, one harvest."',
  'A worn plate on it reads: "The {count} keep the secret between them."',
  'Its dial bears a line: "Every stream finds the sea."',
  'Its dial has a motto: "{Count} roads, one gate."',
];

/** Each holds the first quoted text of its clue: the number, in words. */
export const SUM_LINES = [
  'A tally at the bottom reads "{n}", underlined twice.',
  'Someone has written out a number in full: "{n}".',
  'The only legible line says: "{n}".',
  'In the corner, neatly lettered: "{n}".',
  'A sum is written out in words: "{n}".',
  'Circled in pencil: "{n}".',
  'At the foot of the page: "{n}".',
  'Someone has totted up a figure: "{n}".',
  'Written large in a merchant\'s hand: "{n}".',
  'A figure, spelled out: "{n}".',
  'Underlined three times: "{n}".',
  'The last line of a tally: "{n}".',
  'A count written out in full: "{n}".',
  'In faded ink, a number in words: "{n}".',
  'Scrawled in the margin: "{n}".',
  'A running total, in words: "{n}".',
  'Beside a tick mark: "{n}".',
  'Someone has noted: "{n}".',
  'A total, carefully lettered: "{n}".',
  'Squeezed into a corner: "{n}".',
  'Crossed out once and written again: "{n}".',
  'On a line of its own: "{n}".',
  'Among smudges, one clear number: "{n}".',
  'A clerk\'s note reads: "{n}".',
  'The figure at the bottom says: "{n}".',
  'Pencilled lightly: "{n}".',
  'Above a signature: "{n}".',
  'Boxed in ink: "{n}".',
  'A reckoning, in words: "{n}".',
  'Stamped beside a seal: "{n}".',
  'An entry, in a careful hand: "{n}".',
  'Someone wrote a number and underlined it: "{n}".',
  'In the bottom corner, very small: "{n}".',
  'The tally ends with "{n}".',
  'The very last figure: "{n}".',
  'A number, written out and circled: "{n}".',
  'In red ink: "{n}".',
  'Marked as a share: "{n}".',
  'Written on a line by itself: "{n}".',
  'Copied from somewhere else: "{n}".',
];

export const SUM_WORDING: PatternWording = { lockFaces: [...SUM_FACES, ...SUM_QUIET_FACES], clueTemplates: SUM_LINES };
