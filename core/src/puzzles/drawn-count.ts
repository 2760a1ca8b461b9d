/**
 * Drawn count (issue 30 item 5, read from the picture): a shelf painted into the scene holds jars
 * glazed in several colours; the lock's dials bear signs, and notes elsewhere give each sign its
 * glaze. Each digit is how many jars on the shelf wear the glaze of that dial's sign.
 */
import {
  DIGIT_WORDS,
  clamp,
  fillTemplate,
  int,
  listing,
  pick,
  readTemplate,
  shuffle,
  withArticle,
  type PuzzlePattern,
  type PuzzleSource,
  type Random,
} from './kit';
import {
  PICTURE_COLOURS,
  PICTURE_FRAMES,
  colourSlot,
  describePicture,
  noteLine,
  readAll,
  type PictureColour,
  type ScenePicture,
} from './pictures';
import { JAR_FACES, JAR_LINES, JAR_QUIET_FACES, JAR_WORDING } from './wording/drawn-count';

const DIGITS: [number, number] = [3, 5];
const SIGNS = ['sun', 'moon', 'star', 'eye', 'hand', 'fish', 'tree', 'bird', 'wave', 'flame', 'crown', 'snake'];
const ALL_FACES = [...JAR_FACES, ...JAR_QUIET_FACES];
/** Jars a shelf board holds in the painting. */
const PER_SHELF = 8;

/** Notes giving signs their glaze: each note names at least one dial's sign; the decoy pair goes in one of them. */
function notesOf(random: Random, pairs: Array<[string, PictureColour]>, decoy: [string, PictureColour], notes: number) {
  const parts: Array<Array<[string, PictureColour]>> = Array.from({ length: notes }, () => []);
  shuffle(random, pairs).forEach((pair, i) => parts[i % notes].push(pair));
  parts[int(random, 0, notes - 1)].push(decoy);
  const lines = shuffle(random, JAR_LINES);
  let next = 0;
  return parts.map((part) =>
    shuffle(random, part)
      .map(([symbol, colour]) => noteLine(lines[next++ % lines.length], { symbol, colour }))
      .join(' '),
  );
}

/** The painted shelf: `counts[i]` jars of `colours[i]`, shuffled over as many boards as they need. */
function shelfOf(random: Random, colours: PictureColour[], counts: number[]): ScenePicture {
  const jars = shuffle(
    random,
    colours.flatMap((colour, i) => Array<PictureColour>(counts[i]).fill(colour)),
  );
  return { kind: 'jar-shelf', colours: jars, shelves: Math.max(2, Math.ceil(jars.length / PER_SHELF)) };
}

export const drawnCount: PuzzlePattern = {
  id: 'drawn-count',
  kind: 'digits',
  // The shelf and at least two notes: a lock fed by two chains gets a note from each.
  sources: [3, 4],
  wording: JAR_WORDING,
  generate(random, opts) {
    const digits = clamp(opts.digits ?? 4, DIGITS);
    const notes = clamp(opts.sources, this.sources) - 1;
    const signs = shuffle(random, SIGNS).slice(0, digits + 1);
    const colours = shuffle(random, PICTURE_COLOURS).slice(0, digits + 1);
    const counts = colours.map(() => int(random, 1, digits === 5 ? 5 : 6));
    const picture = shelfOf(random, colours, counts);
    const shelf: PuzzleSource = {
      name: 'Jar Shelf',
      look: 'a tall shelf crowded with glazed jars',
      text: describePicture(picture, 'the shelf'),
      art: 'bookshelf',
      fixed: true,
      portable: false,
      picture,
    };
    const pairs = signs.slice(0, digits).map((sign, i) => [sign, colours[i]] as [string, PictureColour]);
    const sources = notesOf(random, pairs, [signs[digits], colours[digits]], notes).map((text) => ({
      name: "Potter's Note",
      look: 'a note smudged with glaze',
      text,
      art: 'card',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: counts.slice(0, digits).join(''),
      lockText: fillTemplate(pick(random, opts.quietFace ? JAR_QUIET_FACES : JAR_FACES), {
        dials: listing(signs.slice(0, digits).map(withArticle)),
      }),
      sources: [shelf, ...sources],
      hints: [
        `The signs on the dials have colours, and jars of many colours stand on a shelf in here.`,
        `Notes tell which glaze belongs to which sign; each dial wants a number of jars.`,
        `For each of the ${DIGIT_WORDS[digits]} dials, from left to right, find its sign's glaze in the notes and count the jars of that glaze on the shelf.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    const dials = readTemplate(ALL_FACES, lockText, { dials: '(?<dials>[^.:]+)' })?.dials;
    if (!dials) return null;
    const signs = dials.split(/,\s*|\s+and\s+/).map((d) => d.replace(/^an?\s+/, '').trim());
    const all = sourceTexts.join(' ');
    const symbol = `(?<symbol>${SIGNS.join('|')})`;
    const glaze = new Map(readAll(JAR_LINES, all, { symbol, colour: colourSlot() }).map((p) => [p.symbol, p.colour]));
    const boards = readAll([PICTURE_FRAMES.shelfLine], all, { where: '[a-z ]+', jars: '(?<jars>[^.]+)' });
    const jars = boards.flatMap((b) => b.jars.split(/,\s*/).map((j) => j.replace(/^an?\s+|\s+jar$/g, '')));
    const counts = signs.map((sign) => jars.filter((colour) => colour === glaze.get(sign)).length);
    return signs.length > 0 && counts.every((c) => c > 0 && c < 10) ? counts.join('') : null;
  },
};
