/**
 * How clock-count puzzles are worded: the lock's face (its first wheels labelled HOUR and MINUTES,
 * {marked} telling what its last wheels show) and the clues: a stopped clock's hands and jumbles of drawings.
 */
import type { PatternWording } from '../kit';
import { CLOCK_LINES } from './clock';
import { COUNTING_LEADS } from './counting';

/** {marked} is "its last wheel is marked with a bell" or "its last two wheels are marked, from left to right, with a bell and an owl". */
export const CLOCK_COUNT_FACES = [
  'Its first wheels are labelled HOUR and MINUTES, and {marked}.',
  'Its wheels begin with HOUR and MINUTES, and {marked}.',
  'HOUR and MINUTES are painted over its first wheels, and {marked}.',
  'Its first dials read HOUR and MINUTES, and {marked}.',
  'Over its first wheels the words HOUR and MINUTES are stamped, and {marked}.',
  'Its first wheels carry the words HOUR and MINUTES, and {marked}.',
  'A brass strip names its first wheels HOUR and MINUTES, and {marked}.',
  'The first of its wheels say HOUR and MINUTES, and {marked}.',
];

/** What the last wheels show ({dials}: "a bell and an owl"). */
export const LAST_WHEEL = 'its last wheel is marked with {dials}';
export const LAST_WHEELS = 'its last {count} wheels are marked, from left to right, with {dials}';

export const CLOCK_COUNT_WORDING: PatternWording = {
  lockFaces: CLOCK_COUNT_FACES,
  clueTemplates: [...CLOCK_LINES, ...COUNTING_LEADS.map((lead) => `${lead}: {drawings}.`)],
};
