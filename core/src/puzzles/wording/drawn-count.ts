/**
 * How drawn-count puzzles are worded: the lock's face ({dials}: the signs over its dials, left to
 * right) and the notes that give each sign a glaze ({symbol}, {colour}: one sentence a pair). The
 * painted shelf is put in words by PICTURE_FRAMES.shelf and .shelfLine.
 */
import type { PatternWording } from '../kit';
import { PICTURE_FRAMES } from '../pictures';

/** Faces that say how to work the code out (medium rooms); each lists the signs, then a full stop. */
export const JAR_FACES = [
  'Its dials bear, from left to right, {dials}. Beneath them: "Count the jars of each sign\'s glaze."',
  'Little enamel signs sit over its dials, from left to right: {dials}. A label says: "How many jars wear each sign\'s colour?"',
  'Its dials are stamped, from left to right, with {dials}. Scratched beneath: "One dial, one glaze: count its jars."',
  'Over its dials, from left to right, are painted {dials}. A plate reads: "Each sign has a glaze; each glaze, a number of jars."',
  'Its dials carry, from left to right, {dials}. A tag reads: "Find each sign\'s colour on the shelf and count the jars."',
];

/** Faces from hard up: the signs the code needs and the lock's look, no method. */
export const JAR_QUIET_FACES = [
  'Its dials bear, from left to right, {dials}.',
  'Little enamel signs sit over its dials, from left to right: {dials}.',
  'Its dials are stamped, from left to right, with {dials}.',
  'Over its dials, from left to right, are painted {dials}. A motto runs beneath: "The potter keeps good books."',
  'Its dials carry, from left to right, {dials}. The brass is spotted with old glaze.',
];

/** One sign and its glaze. */
export const JAR_LINES = [
  'The {symbol} is glazed {colour}.',
  'For the {symbol}, the potter used {colour} glaze.',
  "A {colour} jar is the {symbol}'s jar.",
  'The {symbol} takes the {colour} glaze.',
  'Under the sign of the {symbol}: {colour}.',
  'The {symbol} was always fired {colour}.',
  'Beside a little {symbol}, a daub of {colour} glaze.',
  'The {symbol} belongs to the {colour} jars.',
  'Jars of the {symbol} are glazed {colour}.',
  "The potter's mark for {colour} is the {symbol}.",
  'Wherever you see {colour} glaze, think of the {symbol}.',
  'The {symbol} sleeps in {colour} jars.',
  'A {symbol} is painted on a {colour} shard.',
  'The {symbol} wears {colour}.',
  'The {colour} glaze is the glaze of the {symbol}.',
  'Ask the {colour} jars about the {symbol}.',
  'The {symbol} keeps to {colour} jars.',
  'For the sign of the {symbol}, {colour} glaze.',
  'The {symbol} and the {colour} glaze go together.',
  'A {symbol} scratched into {colour} glaze.',
  'The {symbol} hides in the {colour} jars.',
  'Only {colour} glaze will do for the {symbol}.',
  'The {symbol} is known by the {colour} jars.',
];

export const JAR_WORDING: PatternWording = {
  lockFaces: [...JAR_FACES, ...JAR_QUIET_FACES],
  clueTemplates: [...JAR_LINES, PICTURE_FRAMES.shelf, PICTURE_FRAMES.shelfLine],
};
