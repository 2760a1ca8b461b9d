/**
 * Left to right (issue 30 item 5, read from the picture): a painting in the scene shows bottles of
 * different colours standing in a row; notes elsewhere tie each of the lock's wheels to a bottle by
 * its colour. Each digit is where that bottle stands in the row, counted from the left.
 */
import { DIGIT_WORDS, clamp, int, pick, shuffle, type PuzzlePattern, type PuzzleSource, type Random } from './kit';
import {
  ORDINALS,
  PICTURE_COLOURS,
  colourSlot,
  describePicture,
  leftToRight,
  noteLine,
  ordinalSlot,
  readAll,
  type ScenePicture,
} from './pictures';
import { ROW_FACES, ROW_LINES, ROW_QUIET_FACES, ROW_WORDING } from './wording/left-to-right';

const DIGITS: [number, number] = [3, 5];
const ALL_FACES = [...ROW_FACES, ...ROW_QUIET_FACES];

/** Notes tying wheels (one-based) to bottle colours: each note names at least one wheel. */
function notesOf(random: Random, wheels: string[], notes: number): string[] {
  const parts: number[][] = Array.from({ length: notes }, () => []);
  shuffle(
    random,
    wheels.map((_, i) => i + 1),
  ).forEach((wheel, i) => parts[i % notes].push(wheel));
  const lines = shuffle(random, ROW_LINES);
  let next = 0;
  return parts.map((part) =>
    part
      .sort((a, b) => a - b)
      .map((wheel) => noteLine(lines[next++ % lines.length], { ordinal: wheel, colour: wheels[wheel - 1] }))
      .join(' '),
  );
}

export const leftToRightPattern: PuzzlePattern = {
  id: 'left-to-right',
  kind: 'digits',
  // The painting and at least two notes: a lock fed by two chains gets a note from each.
  sources: [3, 4],
  wording: ROW_WORDING,
  generate(random, opts) {
    const digits = clamp(opts.digits ?? 4, DIGITS);
    const notes = clamp(opts.sources, this.sources) - 1;
    const bottles = shuffle(random, PICTURE_COLOURS).slice(0, int(random, Math.max(7, digits + 2), 9));
    const places = shuffle(
      random,
      bottles.map((_, i) => i + 1),
    ).slice(0, digits);
    const picture: ScenePicture = { kind: 'bottle-row', colours: bottles };
    const painting: PuzzleSource = {
      name: 'Painted Still Life',
      look: 'a still life of coloured bottles standing on a sill',
      text: describePicture(picture, 'the painting'),
      art: 'painting',
      fixed: true,
      portable: false,
      picture,
    };
    const sources = notesOf(
      random,
      places.map((place) => bottles[place - 1]),
      notes,
    ).map((text) => ({
      name: 'Cellar Note',
      look: 'a note in a hurried hand',
      text,
      art: 'card',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: places.join(''),
      lockText: pick(random, opts.quietFace ? ROW_QUIET_FACES : ROW_FACES),
      sources: [painting, ...sources],
      hints: [
        `A painting of bottles hangs in here, and notes elsewhere speak of bottles and wheels.`,
        `Each wheel belongs to one bottle of the painted row; where that bottle stands is the digit.`,
        `For each of the ${DIGIT_WORDS[digits]} wheels, find its bottle by colour in the painting and enter its place in the row, counted from the left.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!ALL_FACES.some((face) => lockText.includes(face))) return null;
    const row = leftToRight(sourceTexts, /bottles standing in a row on a sill/);
    if (!row) return null;
    const pairs = readAll(ROW_LINES, sourceTexts.join(' '), { ordinal: ordinalSlot(), colour: colourSlot() });
    const wheel = new Map(pairs.map((p) => [ORDINALS.indexOf(p.ordinal) + 1, p.colour]));
    // As many wheels as the lock says it has digits, when it says so.
    const wheels = Number(lockText.match(/\b(\d+)-digit code\b/)?.[1] ?? wheel.size);
    const digits = Array.from({ length: wheels }, (_, i) => row.indexOf(wheel.get(i + 1) as never) + 1);
    return digits.length > 0 && digits.every((d) => d > 0) ? digits.join('') : null;
  },
};
