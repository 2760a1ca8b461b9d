/**
 * How colour-sequence puzzles are worded: the lock's face, and the notes that give each colour its
 * number ({colour}, {number}: one sentence a pair). The rug itself is put in words by PICTURE_FRAMES.rug.
 */
import type { PatternWording } from '../kit';
import { PICTURE_FRAMES } from '../pictures';

/** Faces that say how to work the code out (medium rooms). */
export const SEQUENCE_FACES = [
  'Its wheels are wound with coloured silk, and a tag reads: "Give every band its number, left to right."',
  'A brass plate on it reads: "Read the stripes from left to right, each as the dyer numbered it."',
  'Its dials are ringed with coloured thread. Scratched beneath: "Colours into numbers, left to right."',
  'Beneath its wheels: "Walk the woven bands from left to right and say each colour\'s number."',
  'A card tucked into its frame reads: "Each stripe is a digit, once you know what its dye is worth."',
];

/** Faces from hard up: the look of the lock and a motto, no method. */
export const SEQUENCE_QUIET_FACES = [
  'Its wheels are wound with threads of many colours.',
  'Its dials are banded in faded coloured silk.',
  'A motto runs beneath its wheels: "Every thread remembers its dye."',
  'Its wheels sit in a frame of woven cloth.',
  'Its wheels are stained with old dye, and a motto beneath says: "The loom keeps its accounts."',
];

/** One colour and its number, in words; a note holds one sentence per pair. */
export const SEQUENCE_LINES = [
  'A {colour} thread is worth {number}.',
  'The dyer wrote {number} beside a {colour} swatch.',
  'A scrap of {colour} wool is pinned above the word {number}.',
  'For {colour}, the weaver reckoned {number}.',
  'The {colour} dye pot is marked {number}.',
  'Under a smear of {colour} paint: {number}.',
  'A {colour} bead hangs on a string tagged {number}.',
  'In the margin, a {colour} blot and the word {number}.',
  'The {colour} skein carries a label: {number}.',
  'Beside the {colour} sample someone has written {number}.',
  'A {colour} ribbon is tied around a tag that says {number}.',
  'The {colour} square on the chart reads {number}.',
  'Every {colour} band, the note insists, means {number}.',
  'The loom-master gave {colour} the number {number}.',
  'A {colour} thumbprint sits next to the word {number}.',
  'Against a {colour} stitch: {number}.',
  'Where the {colour} thread runs, read {number}.',
  'The {colour} sample is numbered {number}.',
  'A tiny flag of {colour} cloth marks the word {number}.',
  'Next to a {colour} dot: {number}.',
  "The weaver's tally gives {colour} the value {number}.",
  'A {colour} tassel hangs from a tag lettered {number}.',
  'A {colour} knot on the fringe is tagged {number}.',
  'Stitched in the corner: {colour} for {number}.',
];

export const SEQUENCE_WORDING: PatternWording = {
  lockFaces: [...SEQUENCE_FACES, ...SEQUENCE_QUIET_FACES],
  clueTemplates: [...SEQUENCE_LINES, PICTURE_FRAMES.rug],
};
