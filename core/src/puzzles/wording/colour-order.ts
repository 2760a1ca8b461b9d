/** How colour-order puzzles are worded: the lock's colours ({colours}) and one sentence per coloured thing. */
import type { PatternWording } from '../kit';

/** Each ends with the colours listed left to right, then a full stop. */
export const COLOUR_FACES = [
  'Its buttons are painted, from left to right: {colours}.',
  'Its buttons wear coloured caps, from left to right: {colours}.',
  'Its keys are enamelled in a row, left to right: {colours}.',
  'Each of its dials has a coloured band; from left to right: {colours}.',
  'Its push-buttons are lacquered, left to right: {colours}.',
  'Coloured glass beads sit above its dials, from left to right: {colours}.',
  'Its wheels are painted, left to right: {colours}.',
  'Its levers end in coloured knobs, from left to right: {colours}.',
  'From left to right, its buttons are {colours}.',
];

/** One coloured thing and its marks; {count} is a number word and {marks} agrees with it. */
export const COLOUR_LINES = [
  'The {colour} {noun} bears {count} {marks}.',
  'The {colour} {noun} has {count} {marks} on it.',
  'On the {colour} {noun} you count {count} {marks}.',
  'You count {count} {marks} on the {colour} {noun}.',
  'The {colour} {noun} shows {count} {marks}.',
  'The {colour} {noun} carries {count} {marks}.',
  'Someone gave the {colour} {noun} {count} {marks}.',
  'The {colour} {noun} is marked with {count} {marks}.',
  'Look closely, and the {colour} {noun} has {count} {marks}.',
  'The {colour} {noun} bears exactly {count} {marks}.',
  'The {colour} {noun} has been given {count} {marks}.',
  'The {colour} {noun} has {count} {marks}, no more.',
  'Somebody put {count} {marks} on the {colour} {noun}.',
  'Running a finger along the {colour} {noun}, you find {count} {marks}.',
  'You find {count} {marks} on the {colour} {noun}.',
  'The {colour} {noun} has {count} {marks}, neatly spaced.',
  'The {colour} {noun} wears {count} {marks}.',
  'Tilted to the light, the {colour} {noun} shows {count} {marks}.',
  'Under the dust, the {colour} {noun} has {count} {marks}.',
  'The {colour} {noun} bears {count} {marks}, faint but clear.',
  'Turning the {colour} {noun} over, you see {count} {marks}.',
  'The {colour} {noun} is decorated with {count} {marks}.',
  'The {colour} {noun} has {count} {marks} worked into it.',
  'Close up, the {colour} {noun} has {count} {marks}.',
  'The {colour} {noun} carries {count} {marks}, all alike.',
  'You make out {count} {marks} on the {colour} {noun}.',
  'Whoever made the {colour} {noun} gave it {count} {marks}.',
  'The {colour} {noun} bears {count} {marks} in a row.',
  'Counting carefully, you find {count} {marks} on the {colour} {noun}.',
  'The {colour} {noun} has {count} {marks} near one end.',
  'The {colour} {noun} keeps {count} {marks}.',
  'The {colour} {noun} has {count} {marks}, plain to see.',
  'A glance at the {colour} {noun} shows {count} {marks}.',
  'The {colour} {noun} shows {count} {marks} along one side.',
  'Held up to the lamp, the {colour} {noun} shows {count} {marks}.',
  'The {colour} {noun} has just {count} {marks}.',
  'Someone has worked {count} {marks} into the {colour} {noun}.',
  'There is no mistaking it: the {colour} {noun} has {count} {marks}.',
  'The {colour} {noun} was finished with {count} {marks}.',
  'Beside the others, the {colour} {noun} has {count} {marks}.',
];

export const COLOUR_WORDING: PatternWording = { lockFaces: COLOUR_FACES, clueTemplates: COLOUR_LINES };
