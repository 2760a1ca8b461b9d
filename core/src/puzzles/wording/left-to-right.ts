/**
 * How left-to-right puzzles are worded: the lock's face, and the notes that tie each wheel to a
 * bottle ({ordinal}, {colour}: one sentence a wheel). The painted row is put in words by PICTURE_FRAMES.row.
 */
import type { PatternWording } from '../kit';
import { PICTURE_FRAMES } from '../pictures';

/** Faces that say how to work the code out (medium rooms). */
export const ROW_FACES = [
  'Its wheels sit under a painted sill. A note reads: "Each wheel is a bottle\'s place, counted from the left."',
  'A brass plate on it reads: "Where does each bottle stand? Count from the left."',
  'Engraved beneath its wheels: "A bottle\'s place in the row, from the left, is its number."',
  'Its wheels are tiny glass stoppers. A label says: "Number the bottles from the left."',
  'A line beneath its wheels: "Find each bottle in the row and count its place from the left."',
];

/** Faces from hard up: the look of the lock and a motto, no method. */
export const ROW_QUIET_FACES = [
  'Its wheels are capped with tiny glass stoppers.',
  'Its wheels are set beneath a shelf of little painted bottles.',
  'A motto beneath its wheels: "Every bottle knows its place."',
  'Its brass wheels smell faintly of old wine.',
  'A motto runs around its wheels: "Stand in line, and be known by where you stand."',
];

/** One wheel and the bottle it answers to. */
export const ROW_LINES = [
  'The {ordinal} wheel answers to the {colour} bottle.',
  'For the {ordinal} wheel, look to the {colour} bottle.',
  'The {colour} bottle belongs to the {ordinal} wheel.',
  'The {ordinal} wheel wants the place of the {colour} bottle.',
  'Mind the {colour} bottle for the {ordinal} wheel.',
  "The {ordinal} wheel is the {colour} bottle's.",
  'Where the {colour} bottle stands, so turns the {ordinal} wheel.',
  'On the {ordinal} wheel goes the {colour} bottle.',
  'The {colour} bottle keeps the {ordinal} wheel.',
  'The {ordinal} wheel follows the {colour} bottle.',
  'Ask the {colour} bottle about the {ordinal} wheel.',
  'The {ordinal} wheel turns to the {colour} bottle.',
  'The {colour} bottle, for the {ordinal} wheel.',
  'The {ordinal} wheel remembers the {colour} bottle.',
  'Set the {ordinal} wheel by the {colour} bottle.',
  'The {ordinal} wheel: the {colour} bottle, wherever it stands.',
  'The {colour} bottle rules the {ordinal} wheel.',
  'Whoever turns the {ordinal} wheel should seek the {colour} bottle.',
  "The {ordinal} wheel was always the {colour} bottle's.",
  'Only the {colour} bottle answers for the {ordinal} wheel.',
  'The {ordinal} wheel drinks from the {colour} bottle.',
  'The {colour} bottle gives the {ordinal} wheel a number.',
  'The {ordinal} wheel and the {colour} bottle go together.',
  'Trust the {colour} bottle with the {ordinal} wheel.',
];

export const ROW_WORDING: PatternWording = {
  lockFaces: [...ROW_FACES, ...ROW_QUIET_FACES],
  clueTemplates: [...ROW_LINES, PICTURE_FRAMES.row],
};
