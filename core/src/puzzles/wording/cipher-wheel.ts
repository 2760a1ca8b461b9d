/** How cipher-wheel puzzles are worded: the wheel's setting ({outer} over A), the scrawls and the lock's face. */
import type { PatternWording } from '../kit';

/** Faces that say how to work the word out (easy and medium rooms). */
export const CIPHER_FACES = [
  'Its letter wheels wait for a word. Engraved below: "What the wheel hides, the wheel reveals."',
  'Its letter rings turn stiffly. A motto runs beneath them: "Turn back what was turned."',
  'Its letter tumblers stand in a row. Scratched under them: "Every letter has moved; move it home."',
  'Its letter dials are worn smooth. A line beneath: "The wheel wrote it; the wheel can read it."',
  'Its letter wheels are stiff with age. Under them, small: "Shifted letters, shifted back."',
  'Its brass letter rings click as they turn. Etched beside them: "A secret turned is a secret kept."',
  'Its letter wheels sit in a row. A motto above: "Set the wheel, and the scrawl will speak."',
  'Its letter dials are set into brass. Engraved on the rim: "Turn the letters back and read."',
];

/** Faces from hard up: the letter wheels and a motto that evokes without saying what to do. */
export const CIPHER_QUIET_FACES = [
  'Its letter wheels wait for a word. Engraved below: "Time hides what it cannot destroy."',
  'Its letter rings turn stiffly. A motto runs beneath them: "Nothing is lost that was only mislaid."',
  'Its letter tumblers stand in a row. Scratched under them: "Round and round the secret goes."',
  'Its letter dials are worn smooth. A line beneath: "Every traveller comes home in the end."',
  'Its letter wheels are stiff with age. Under them, small: "Silence is the oldest lock."',
  'Its brass letter rings click as they turn. Etched beside them: "What the circle hides, the circle keeps."',
  'Its letter wheels sit in a row. A motto above: "The truth wears a mask to cross the border."',
  'Its letter dials are set into brass. Engraved on the rim: "Old words sleep in strange clothes."',
];

/** How the wheel is set: the outer letter {outer} sits over A of the inner ring. */
export const WHEEL_LINES = [
  'Its two brass rings are turned so that {outer} sits over A on the inner ring.',
  'Its rings have been left with {outer} over A on the inner ring.',
  'Someone turned its outer ring until {outer} stood above A on the inner ring.',
  'Its outer ring is set so that {outer} lies over A on the inner ring.',
  'Its rings are jammed with {outer} resting over A on the inner ring.',
  'The outer ring has been turned until {outer} sits over A on the inner ring.',
  'Its rings are held by a pin, {outer} above A on the inner ring.',
  'A smear of wax fixes its rings, {outer} over A on the inner ring.',
  'Its rings are turned so the outer {outer} sits over A on the inner ring.',
  'Its outer ring was left turned, {outer} sitting above A on the inner ring.',
  'Its rings are set, and {outer} on the outer ring covers A on the inner ring.',
  'Look at its rings: {outer} sits over A on the inner ring.',
  'Its rings are rusted in place with {outer} over A on the inner ring.',
  'Its rings have stuck, {outer} on the outside over A on the inner ring.',
];

/** A whole scrawled word ({word}, in capitals). */
export const SCRAWL_LINES = [
  'A scrawled word in capitals: "{word}".',
  'One word is scrawled right across, in capitals: "{word}".',
  'Someone has scribbled a word in capitals: "{word}".',
  'In hurried capitals: "{word}".',
  'A single word, written in block capitals: "{word}".',
  'Scratched in capitals, a word that is no word: "{word}".',
  'Written large and underlined: "{word}".',
  'A word in smudged capitals: "{word}".',
  'Printed in capitals, one word: "{word}".',
  'Across the bottom, in capitals: "{word}".',
  'A nonsense word in capitals: "{word}".',
  'Copied out in stiff capitals: "{word}".',
  'Someone pressed hard on the pen: "{word}".',
];

/** Half of a scrawled word ({ordinal} is first or second; {piece} in capitals). */
export const HALF_LINES = [
  'The {ordinal} half of a scrawled word: "{piece}".',
  'The {ordinal} half of a word in capitals: "{piece}".',
  'Torn across, the {ordinal} half of a word: "{piece}".',
  'In capitals, the {ordinal} half of some word: "{piece}".',
  'Only the {ordinal} half of a word survives: "{piece}".',
  'Marked as the {ordinal} half of a word: "{piece}".',
  'The {ordinal} half of a capitalised word: "{piece}".',
  'Written in capitals and labelled the {ordinal} half: "{piece}".',
  'The {ordinal} half of a message in capitals: "{piece}".',
  'A scrap of a word, its {ordinal} half: "{piece}".',
  'The {ordinal} half of a word someone split in two: "{piece}".',
  'The {ordinal} half of a garbled word: "{piece}".',
  'Squeezed into the corner, the {ordinal} half of a word: "{piece}".',
];

export const CIPHER_WORDING: PatternWording = {
  lockFaces: [...CIPHER_FACES, ...CIPHER_QUIET_FACES],
  clueTemplates: [...WHEEL_LINES, ...SCRAWL_LINES, ...HALF_LINES],
};
