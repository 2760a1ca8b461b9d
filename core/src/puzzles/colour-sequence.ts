/**
 * Colour sequence (issue 30 item 5, read from the picture): a rug painted into the scene is woven
 * in stripes of colour; notes elsewhere give each colour a number. The code is the stripes, read
 * left to right, each turned into its colour's number. A note or two name colours the rug lacks.
 */
import { clamp, int, pick, shuffle, type PuzzlePattern, type PuzzleSource, type Random } from './kit';
import {
  PICTURE_COLOURS,
  colourSlot,
  describePicture,
  digitWordSlot,
  leftToRight,
  noteLine,
  readAll,
  type PictureColour,
  type ScenePicture,
} from './pictures';
import { SEQUENCE_FACES, SEQUENCE_LINES, SEQUENCE_QUIET_FACES, SEQUENCE_WORDING } from './wording/colour-sequence';
import { DIGIT_WORDS } from './kit';

const DIGITS: [number, number] = [3, 5];
const ALL_FACES = [...SEQUENCE_FACES, ...SEQUENCE_QUIET_FACES];

/** The stripes: every colour of `used` at least once, `length` in all, in a random order. */
function stripesOf(random: Random, used: PictureColour[], length: number): PictureColour[] {
  const extra = Array.from({ length: length - used.length }, () => pick(random, used));
  return shuffle(random, [...used, ...extra]);
}

/** Notes pairing colours with numbers: each note gives at least one colour the rug shows. */
function notesOf(random: Random, used: PictureColour[], value: Map<string, number>, notes: number): string[] {
  const decoys = PICTURE_COLOURS.filter((c) => value.has(c) && !used.includes(c));
  const parts: PictureColour[][] = Array.from({ length: notes }, () => []);
  shuffle(random, used).forEach((colour, i) => parts[i % notes].push(colour));
  decoys.forEach((colour) => parts[int(random, 0, notes - 1)].push(colour));
  const lines = shuffle(random, SEQUENCE_LINES);
  let next = 0;
  return parts.map((part) =>
    shuffle(random, part)
      .map((colour) => noteLine(lines[next++ % lines.length], { colour, number: value.get(colour) }))
      .join(' '),
  );
}

export const colourSequence: PuzzlePattern = {
  id: 'colour-sequence',
  kind: 'digits',
  // The rug and at least two notes: a lock fed by two chains gets a note from each.
  sources: [3, 4],
  wording: SEQUENCE_WORDING,
  generate(random, opts) {
    const digits = clamp(opts.digits ?? 4, DIGITS);
    const notes = clamp(opts.sources, this.sources) - 1;
    const distinct = clamp(digits - int(random, 0, 1), [notes, digits]);
    const colours = shuffle(random, PICTURE_COLOURS);
    const used = colours.slice(0, distinct);
    const named = colours.slice(0, distinct + int(random, 1, 2));
    const values = shuffle(random, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const value = new Map<string, number>(named.map((c, i) => [c, values[i]]));
    const picture: ScenePicture = { kind: 'striped-rug', colours: stripesOf(random, used, digits) };
    const rug: PuzzleSource = {
      name: 'Striped Rug',
      look: 'a long rug woven in broad bands of colour',
      text: describePicture(picture, 'the rug'),
      art: 'rug',
      fixed: true,
      portable: false,
      picture,
    };
    const sources = notesOf(random, used, value, notes).map((text) => ({
      name: "Dyer's Note",
      look: 'a note stained with dye',
      text,
      art: 'card',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: picture.colours.map((c) => value.get(c)).join(''),
      lockText: pick(random, opts.quietFace ? SEQUENCE_QUIET_FACES : SEQUENCE_FACES),
      sources: [rug, ...sources],
      hints: [
        `The colours woven into something on the floor matter, and so do notes that speak of colours.`,
        `The stripes of the rug, read from left to right, are the code once each colour is a number.`,
        `Take the rug's stripes from left to right and enter, for each, the number the notes give its colour: ${DIGIT_WORDS[digits]} digits.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!ALL_FACES.some((face) => lockText.includes(face))) return null;
    const stripes = leftToRight(sourceTexts, /woven in \w+ broad stripes/);
    if (!stripes) return null;
    const pairs = readAll(SEQUENCE_LINES, sourceTexts.join(' '), { colour: colourSlot(), number: digitWordSlot() });
    const value = new Map(pairs.map((p) => [p.colour, DIGIT_WORDS.indexOf(p.number)]));
    const digits = stripes.map((c) => value.get(c));
    return digits.every((d) => d !== undefined && d > 0) ? digits.join('') : null;
  },
};
