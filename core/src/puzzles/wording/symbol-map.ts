/** How symbol-map puzzles are worded: legends ({pairs}), carved rows ({row}) and the lock's face. */
import type { PatternWording } from '../kit';

/** What comes before the colon of a legend; "the sun stands for four, ..." follows it. */
export const LEGEND_LEADS = [
  'A legend in neat columns',
  'A key to the symbols, in a tidy hand',
  'A table pairs each symbol with a number',
  'Written beside little drawings',
  'A list, each symbol with its number',
  'In two careful columns',
  'A chart, ruled in ink',
  'A glossary of signs',
  'Someone has explained the signs',
  'Each sign is given a value',
  'A reckoning table',
  "A scholar's key",
  'Noted in a cramped hand',
  'A translation table',
  'Copied from some older key',
  'In faded ink, a key to the signs',
  'A list of signs and their worth',
  'A numbered key, neatly ruled',
  'Set out like a dictionary',
  'A legend drawn in the margin',
  'Sign by sign',
];

/** A row of symbols read left to right; {row} is "a fish, a sun, a fish". */
export const ROW_LINES = [
  'Carved in a row, left to right: {row}.',
  'Cut deep, from left to right: {row}.',
  'Chiselled left to right: {row}.',
  'A line of symbols, read left to right: {row}.',
  'Engraved in one line, left to right: {row}.',
  'In a single row, from left to right: {row}.',
  'Inlaid from left to right: {row}.',
  'Punched in a line, left to right: {row}.',
  'Scratched in a row, reading left to right: {row}.',
  'Painted in a band, left to right: {row}.',
  'Stamped from left to right: {row}.',
  'Worked in a row from left to right: {row}.',
  'Carved in a neat line, left to right: {row}.',
  'Set in a row, from left to right: {row}.',
  'Burned in a line, left to right: {row}.',
  'Written in signs from left to right: {row}.',
  'Marked out in a row, left to right: {row}.',
  'Picked out in a line, from left to right: {row}.',
  'Raised in relief, left to right: {row}.',
  'Incised in a row, left to right: {row}.',
  'The signs run from left to right: {row}.',
];

/** Faces that carry the row themselves ({row} is a whole row sentence). */
export const ROW_ON_LOCK_FACES = [
  'Its face is carved with symbols: {row}',
  'Symbols are cut into its face. {row}',
  'Its face bears a line of signs. {row}',
  'Its front is decorated with signs. {row}',
];

/** Faces for a lock whose row is carved elsewhere, saying how to read it (easy and medium rooms). */
export const ROW_ELSEWHERE_FACES = [
  'Its face bears one line: "Read the carved row through the legend."',
  'Its face bears one line: "Signs become numbers for those who keep the key."',
  'A small plate on it reads: "Every sign has its number."',
  'Its face is blank but for a motto: "What is carved, translate."',
  'Its dials are framed by a motto: "Row and legend make the code."',
  'A line is etched above its dials: "The signs count, if you know their worth."',
];

/** Faces from hard up for a lock whose row is carved elsewhere: a motto that evokes without saying what to do. */
export const ROW_ELSEWHERE_QUIET_FACES = [
  'Its face is blank but for a motto: "Old signs keep old secrets."',
  'A small plate on it reads: "The stones remember what the scribes forgot."',
  'Its dials are framed by a motto: "Wisdom is written twice."',
  'A line is etched above its dials: "Those who keep the key need no lamp."',
  'Its face bears one line: "Every mark was made by a hand that meant it."',
  'Its face bears one line: "The old tongue is not dead, only sleeping."',
];

export const SYMBOL_WORDING: PatternWording = {
  lockFaces: [...ROW_ON_LOCK_FACES, ...ROW_ELSEWHERE_FACES, ...ROW_ELSEWHERE_QUIET_FACES],
  clueTemplates: [...LEGEND_LEADS.map((lead) => `${lead}: {pairs}.`), ...ROW_LINES],
};
