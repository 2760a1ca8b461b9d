/**
 * Map position (issue 30 item 5, read from the picture): a map on the wall is ruled in a grid and
 * stuck with coloured pins; two notes elsewhere say which pin each pair of the lock's wheels wants.
 * Each pin gives two digits: its square across, counted from the left, then its square down.
 */
import { DIGIT_WORDS, int, pick, shuffle, type PuzzlePattern, type PuzzleSource } from './kit';
import {
  ORDINALS,
  PICTURE_COLOURS,
  PICTURE_FRAMES,
  colourSlot,
  describePicture,
  noteLine,
  ordinalSlot,
  readAll,
  type MapPin,
  type ScenePicture,
} from './pictures';
import { MAP_FACES, MAP_LINES, MAP_QUIET_FACES, MAP_WORDING } from './wording/map-position';

const ALL_FACES = [...MAP_FACES, ...MAP_QUIET_FACES];
/** Pins the code is read from (two digits each), and one pin nobody asks for. */
const PINS = 2;

export const mapPosition: PuzzlePattern = {
  id: 'map-position',
  kind: 'digits',
  // The map and a note for each pin (a lock fed by two chains gets one from each).
  sources: [3, 3],
  wording: MAP_WORDING,
  generate(random, opts) {
    const grid = { columns: int(random, 5, 9), rows: int(random, 4, 8) };
    const cells = shuffle(
      random,
      Array.from({ length: grid.columns * grid.rows }, (_, i) => i),
    ).slice(0, PINS + 1);
    const colours = shuffle(random, PICTURE_COLOURS);
    const pins: MapPin[] = cells.map((cell, i) => ({
      colour: colours[i],
      column: (cell % grid.columns) + 1,
      row: Math.floor(cell / grid.columns) + 1,
    }));
    const picture: ScenePicture = { kind: 'pinned-map', colours: [], grid, pins: shuffle(random, pins) };
    const map: PuzzleSource = {
      name: 'Pinned Map',
      look: 'a map on the wall, ruled in a grid and stuck with coloured pins',
      text: describePicture(picture, 'the map'),
      art: 'map',
      fixed: true,
      portable: false,
      picture,
    };
    const lines = shuffle(random, MAP_LINES);
    const notes = pins.slice(0, PINS).map((pin, i) => ({
      name: "Surveyor's Note",
      look: "a surveyor's note in pencil",
      text: noteLine(lines[i], { ordinal: i + 1, colour: pin.colour }),
      art: 'card',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: pins
        .slice(0, PINS)
        .map((pin) => `${pin.column}${pin.row}`)
        .join(''),
      lockText: pick(random, opts.quietFace ? MAP_QUIET_FACES : MAP_FACES),
      sources: [map, ...notes],
      hints: [
        `A map hangs in here, stuck with pins, and notes elsewhere speak of pins and wheels.`,
        `Each pair of wheels belongs to one pin of the map: where it stands across, then down.`,
        `For each of the ${DIGIT_WORDS[PINS]} pins the notes name, in their order, enter its square across, counted from the left, then its square down, counted from the top.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!ALL_FACES.some((face) => lockText.includes(face))) return null;
    const all = sourceTexts.join(' ');
    const slots = { colour: colourSlot(), across: ordinalSlot('across'), down: ordinalSlot('down') };
    const pins = new Map(
      readAll([PICTURE_FRAMES.pin], all, slots).map((p) => [
        p.colour,
        `${ORDINALS.indexOf(p.across) + 1}${ORDINALS.indexOf(p.down) + 1}`,
      ]),
    );
    const wanted = new Map(
      readAll(MAP_LINES, all, { ordinal: ordinalSlot(), colour: colourSlot() }).map((p) => [p.ordinal, p.colour]),
    );
    const places = ORDINALS.slice(0, PINS).map((ordinal) => pins.get(wanted.get(ordinal) ?? ''));
    return places.every((p) => p !== undefined) ? places.join('') : null;
  },
};
