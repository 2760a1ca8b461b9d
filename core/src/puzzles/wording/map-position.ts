/**
 * How map-position puzzles are worded: the lock's face, and the notes that tie each pair of wheels
 * to a pin ({ordinal}, {colour}). The map and its pins are put in words by PICTURE_FRAMES.map and .pin.
 */
import type { PatternWording } from '../kit';
import { PICTURE_FRAMES } from '../pictures';

/** Faces that say how to work the code out (medium rooms). */
export const MAP_FACES = [
  'Its wheels stand in pairs. A plate reads: "For every pin, the square across, then the square down."',
  'Engraved beneath its wheels: "Find the pins on the map; count squares across, then down."',
  'A compass rose is etched on it, and beneath: "Across, then down, for each pin in turn."',
  'A brass plate on it reads: "Two pins, two pairs of wheels: the square across first, then the square down."',
  'Beneath its wheels: "Every pair of wheels is a square of the map: across, then down."',
];

/** Faces from hard up: the look of the lock and a motto, no method. */
export const MAP_QUIET_FACES = [
  'Its wheels stand in pairs beneath an etched compass rose.',
  'A motto runs beneath its wheels: "Every road is a column and a row."',
  "Its wheels are set in a brass frame engraved with a surveyor's grid.",
  'A motto beneath its wheels: "The map knows where you stand."',
  'Its wheels are painted to look like tiny map pins.',
];

/** One pair of wheels and the pin it answers to. */
export const MAP_LINES = [
  'The {ordinal} pair of wheels wants the {colour} pin.',
  'For the {ordinal} pair of wheels, find the {colour} pin.',
  'The {colour} pin belongs to the {ordinal} pair of wheels.',
  'The {ordinal} pair of wheels remembers where the {colour} pin stands.',
  'Where the {colour} pin stands, so turn the {ordinal} pair of wheels.',
  'The {colour} pin is for the {ordinal} pair of wheels.',
  'Set the {ordinal} pair of wheels by the {colour} pin.',
  'The {ordinal} pair of wheels follows the {colour} pin.',
  'The {colour} pin marks the {ordinal} pair of wheels.',
  'Ask the {colour} pin about the {ordinal} pair of wheels.',
  'The {ordinal} pair of wheels: the {colour} pin, across and then down.',
  'The {colour} pin keeps the secret of the {ordinal} pair of wheels.',
  'The {ordinal} pair of wheels was set where the {colour} pin went in.',
  'Across and down to the {colour} pin: that is the {ordinal} pair of wheels.',
  'The {colour} pin rules the {ordinal} pair of wheels.',
  'The {ordinal} pair of wheels lies under the {colour} pin.',
  'Whoever turns the {ordinal} pair of wheels should seek the {colour} pin.',
  'The {colour} pin gives the {ordinal} pair of wheels two numbers.',
  'The {ordinal} pair of wheels and the {colour} pin go together.',
  'Only the {colour} pin answers for the {ordinal} pair of wheels.',
  'Trust the {colour} pin with the {ordinal} pair of wheels.',
  'The {ordinal} pair of wheels points to the {colour} pin on the map.',
  'Mind the {colour} pin for the {ordinal} pair of wheels.',
  'On the {ordinal} pair of wheels goes the {colour} pin.',
];

export const MAP_WORDING: PatternWording = {
  lockFaces: [...MAP_FACES, ...MAP_QUIET_FACES],
  clueTemplates: [...MAP_LINES, PICTURE_FRAMES.map, PICTURE_FRAMES.pin],
};
