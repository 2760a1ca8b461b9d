/**
 * Puzzles read from the picture (issue 30 item 5): the painted thing holds exactly the data the
 * code needs, the words a screen-reader player gets (the scene's description) solve it as well as
 * the close-up does, and every picture stays small enough to draw and count.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../checker/player-bot';
import { PUZZLE_PATTERNS, generatePuzzle, type Puzzle } from './index';
import { ORDINALS, PICTURE_COLOURS, describePicture, shelvesOf, type ScenePicture } from './pictures';
import { DIGIT_WORDS } from './kit';
import { drawnCount } from './drawn-count';
import { leftToRightPattern } from './left-to-right';
import { colourSequence } from './colour-sequence';
import { mapPosition } from './map-position';

const PICTURED = [drawnCount, leftToRightPattern, colourSequence, mapPosition];
const SEEDS = 200;

function draw(pattern: (typeof PICTURED)[number], seed: number): Puzzle {
  const [min, max] = pattern.sources;
  return generatePuzzle(pattern, createRandom(seed * 7 + 5), {
    sources: min + (seed % (max - min + 1)),
    digits: 3 + (seed % 3),
    quietFace: seed % 2 === 0,
  });
}

/** The code worked out from the picture's data (never its words) and the notes' pairs, as a person reads the drawing. */
function codeFromDrawing(puzzle: Puzzle): string {
  const picture = puzzle.sources[0].picture!;
  const notes = puzzle.sources.slice(1).map((s) => s.text.replace(/\bAn /g, 'A ').replace(/\ban /g, 'a '));
  const said = (pattern: RegExp) => notes.flatMap((t) => [...t.matchAll(pattern)]);
  const colours = PICTURE_COLOURS.join('|');
  if (puzzle.pattern === 'left-to-right') {
    const wheels = said(
      new RegExp(
        `(${ORDINALS.join('|')}) wheel[^.]*?\\b(${colours}) bottle|(${colours}) bottle[^.]*?\\b(${ORDINALS.join('|')}) wheel`,
        'g',
      ),
    );
    const byWheel = new Map(wheels.map((m) => [ORDINALS.indexOf(m[1] ?? m[4]), m[2] ?? m[3]]));
    return [...byWheel.keys()]
      .sort()
      .map((w) => picture.colours.indexOf(byWheel.get(w) as never) + 1)
      .join('');
  }
  if (puzzle.pattern === 'map-position') {
    const pins = said(
      new RegExp(
        `(${ORDINALS.join('|')}) pair[^.]*?\\b(${colours}) pin|(${colours}) pin[^.]*?\\b(${ORDINALS.join('|')}) pair`,
        'g',
      ),
    );
    const byPair = new Map(pins.map((m) => [ORDINALS.indexOf(m[1] ?? m[4]), m[2] ?? m[3]]));
    return [...byPair.keys()]
      .sort()
      .map((p) => picture.pins!.find((pin) => pin.colour === byPair.get(p))!)
      .map((pin) => `${pin.column}${pin.row}`)
      .join('');
  }
  if (puzzle.pattern === 'colour-sequence') {
    const value = new Map<string, number>();
    for (const note of notes)
      for (const sentence of note.split(/(?<=\.) /)) {
        const colour = sentence.match(new RegExp(`\\b(${colours})\\b`))?.[1];
        const number = DIGIT_WORDS.findIndex((w, i) => i > 0 && new RegExp(`\\b${w}\\b`).test(sentence));
        if (colour && number > 0) value.set(colour, number);
      }
    return picture.colours.map((c) => value.get(c)).join('');
  }
  // drawn-count: the dials' signs from the face, each sign's glaze from the notes, the jars from the drawing.
  const signs = [
    ...puzzle.lockText.matchAll(/\ban? (sun|moon|star|eye|hand|fish|tree|bird|wave|flame|crown|snake)\b/g),
  ].map((m) => m[1]);
  const glaze = new Map<string, string>();
  for (const note of notes)
    for (const sentence of note.split(/(?<=\.) /)) {
      const colour = sentence.match(new RegExp(`\\b(${colours})\\b`))?.[1];
      const sign = signs.find((s) => new RegExp(`\\b${s}\\b`).test(sentence));
      if (colour && sign) glaze.set(sign, colour);
    }
  return signs.map((sign) => picture.colours.filter((c) => c === glaze.get(sign)).length).join('');
}

describe('puzzles read from the picture', () => {
  for (const pattern of PICTURED) {
    it(`${pattern.id}: over ${SEEDS} seeds the drawing holds exactly what the code needs, and the scene's description solves it`, () => {
      for (let seed = 0; seed < SEEDS; seed++) {
        const puzzle = draw(pattern, seed);
        const where = `${pattern.id} seed ${seed}`;
        const [shown, ...notes] = puzzle.sources;
        expect(shown.picture, where).toBeDefined();
        expect(shown.fixed && !shown.portable, where).toBe(true);
        expect(
          notes.every((n) => n.portable && !n.picture),
          where,
        ).toBe(true);
        expect(codeFromDrawing(puzzle), where).toBe(puzzle.code);
        // A screen-reader player reads the scene's description, which names the thing as the room does.
        const sceneWords = describePicture(shown.picture!, `the Trident-Marked ${shown.name}`);
        const texts = [sceneWords, ...notes.map((n) => n.text)];
        expect(pattern.solve(puzzle.lockText, texts), where).toBe(puzzle.code);
        expect(
          pattern.solve(
            puzzle.lockText,
            notes.map((n) => n.text),
          ),
          where,
        ).toBeNull();
      }
    });

    it(`${pattern.id}: every picture is small enough to draw and count, in colours told apart`, () => {
      for (let seed = 0; seed < SEEDS; seed++) {
        const picture: ScenePicture = draw(pattern, seed).sources[0].picture!;
        expect(picture.colours.every((c) => PICTURE_COLOURS.includes(c))).toBe(true);
        if (picture.kind === 'bottle-row') {
          expect(picture.colours.length).toBeLessThanOrEqual(9);
          expect(new Set(picture.colours).size).toBe(picture.colours.length);
        }
        if (picture.kind === 'striped-rug') expect(picture.colours.length).toBeLessThanOrEqual(5);
        if (picture.kind === 'jar-shelf') {
          const boards = shelvesOf(picture);
          expect(boards.length).toBeLessThanOrEqual(5);
          expect(Math.max(...boards.map((b) => b.length))).toBeLessThanOrEqual(8);
          expect(boards.flat()).toEqual(picture.colours);
        }
        if (picture.kind === 'pinned-map') {
          const { columns, rows } = picture.grid!;
          expect(columns <= 9 && rows <= 9).toBe(true);
          const pins = picture.pins!;
          expect(pins.every((p) => p.column >= 1 && p.column <= columns && p.row >= 1 && p.row <= rows)).toBe(true);
          expect(new Set(pins.map((p) => `${p.column},${p.row}`)).size).toBe(pins.length);
          expect(new Set(pins.map((p) => p.colour)).size).toBe(pins.length);
        }
      }
    });
  }

  it('are in the library, which holds at least twelve patterns', () => {
    expect(PUZZLE_PATTERNS.length).toBeGreaterThanOrEqual(12);
    for (const pattern of PICTURED) expect(PUZZLE_PATTERNS).toContain(pattern);
  });

  it('write "an orange" and "an eye", and still read them', () => {
    const face = 'Its dials bear, from left to right, an eye, a sun and a moon.';
    const shelf: ScenePicture = {
      kind: 'jar-shelf',
      shelves: 2,
      colours: ['orange', 'red', 'orange', 'blue', 'red', 'orange'],
    };
    const notes = ["An orange jar is the eye's jar. The sun is glazed red.", 'The moon wears blue.'];
    expect(drawnCount.solve(face, [describePicture(shelf, 'the shelf'), ...notes])).toBe('321');
    const puzzles = Array.from({ length: 100 }, (_, seed) => draw(colourSequence, seed));
    const texts = puzzles.flatMap((p) => p.sources.map((s) => s.text)).join(' ');
    expect(texts).not.toMatch(/\b[Aa] (?:orange|eye)\b/);
  });
});

describe('each picture pattern on hand-written texts', () => {
  it('left-to-right: each wheel is its bottle’s place from the left', () => {
    const row = describePicture(
      { kind: 'bottle-row', colours: ['red', 'blue', 'green', 'white', 'black', 'pink', 'orange'] },
      'the painting',
    );
    const notes = [
      'The first wheel answers to the black bottle. Mind the red bottle for the third wheel.',
      'The green bottle belongs to the second wheel.',
    ];
    expect(
      leftToRightPattern.solve('Its wheels are capped with tiny glass stoppers. It takes a 3-digit code.', [
        row,
        ...notes,
      ]),
    ).toBe('531');
    // A note not read leaves a wheel unknown: no code.
    expect(
      leftToRightPattern.solve('Its wheels are capped with tiny glass stoppers. It takes a 3-digit code.', [
        row,
        notes[0],
      ]),
    ).toBeNull();
  });

  it('colour-sequence: the stripes left to right, each colour turned into its number', () => {
    const rug = describePicture({ kind: 'striped-rug', colours: ['green', 'red', 'green', 'yellow'] }, 'the rug');
    const notes = [
      'A red thread is worth two. Next to a green dot: seven.',
      'The yellow sample is numbered four. A pink thread is worth one.',
    ];
    expect(colourSequence.solve('Its wheels are wound with threads of many colours.', [rug, ...notes])).toBe('7274');
  });

  it('map-position: square across, then down, for the pins in the notes’ order', () => {
    const map = describePicture(
      {
        kind: 'pinned-map',
        colours: [],
        grid: { columns: 6, rows: 5 },
        pins: [
          { colour: 'red', column: 2, row: 5 },
          { colour: 'blue', column: 6, row: 1 },
          { colour: 'white', column: 3, row: 3 },
        ],
      },
      'the map',
    );
    const notes = ['The first pair of wheels wants the blue pin.', 'The red pin belongs to the second pair of wheels.'];
    expect(mapPosition.solve('Its wheels stand in pairs beneath an etched compass rose.', [map, ...notes])).toBe(
      '6125',
    );
  });
});
