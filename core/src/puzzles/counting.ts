/**
 * Counting: the lock's dials are marked with small pictures (a bell, a key...), and the
 * clue texts show a jumble of those things drawn in a row. Each digit is how many of
 * that thing are drawn, over all the sources, in the order of the dials.
 */
import {
  clamp,
  fillTemplate,
  int,
  listing,
  pick,
  readTemplate,
  shuffle,
  splitInto,
  withArticle,
  type PuzzlePattern,
  type Random,
} from './kit';
import { COUNTING_FACES, COUNTING_LEADS, COUNTING_WORDING } from './wording/counting';

export const THINGS = [
  'bell',
  'key',
  'candle',
  'feather',
  'crown',
  'skull',
  'anchor',
  'owl',
  'moth',
  'shell',
  'acorn',
  'ring',
];
const DIGITS: [number, number] = [3, 5];

/** 'two bells' reads badly in a jumble; each drawing is listed one by one. */
const drawn = (things: string[]) => things.map(withArticle).join(', ');

export const counting: PuzzlePattern = {
  id: 'counting',
  kind: 'digits',
  sources: [1, 3],
  wording: COUNTING_WORDING,
  generate(random, opts) {
    const digits = clamp(opts.digits ?? 3, DIGITS);
    const sourceCount = clamp(opts.sources, this.sources);
    const kinds = shuffle(random, THINGS).slice(0, digits);
    const counts = kinds.map(() => int(random, 1, 9));
    // With one decoy kind that no dial asks for.
    const sources = drawnJumble(random, kinds, counts, sourceCount, [1, 3]).map(sketchedTile);
    const dials = listing(kinds.map(withArticle));
    const where = sources.length > 1 ? 'everything you have seen drawn' : 'the drawings';
    return {
      pattern: this.id,
      code: counts.join(''),
      lockText: fillTemplate(pick(random, COUNTING_FACES), { dials }),
      sources,
      hints: [
        `The little pictures on the dials are drawn somewhere else too.`,
        `Each dial wants a count: look for ${where} of the same things.`,
        `Count every ${kinds.join(', every ')} drawn on the ${sources.length > 1 ? 'clues' : 'clue'}, in the order of the dials: each count is one digit.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    const dials = readTemplate(COUNTING_FACES, lockText, { dials: '(?<dials>[^.]+)' })?.dials;
    if (!dials) return null;
    const kinds = dials.split(/,\s*|\s+and\s+/).map((d) => d.replace(/^an?\s+/, '').trim());
    const counts = countDrawings(kinds, sourceTexts);
    return counts.every((c) => c > 0 && c < 10) ? counts.join('') : null;
  },
};

/**
 * The texts of a jumble of drawings: `counts[i]` of each of `kinds` and a few (`decoys`) of one kind
 * nobody asks for, shuffled and split over `texts` texts (fewer when there are fewer drawings).
 */
/** A clue source holding drawings to count: a portable clay tile (counting and clock-count). */
export const sketchedTile = (text: string) => ({
  name: 'Sketched Tile',
  look: 'a clay tile covered in little drawings',
  text,
  art: 'scroll',
  fixed: false,
  portable: true,
});

export function drawnJumble(
  random: Random,
  kinds: readonly string[],
  counts: readonly number[],
  texts: number,
  decoys: [number, number],
): string[] {
  const decoy = shuffle(random, THINGS).find((t) => !kinds.includes(t))!;
  const all = kinds
    .flatMap((kind, i) => Array<string>(counts[i]).fill(kind))
    .concat(Array(int(random, ...decoys)).fill(decoy));
  const parts = splitInto(random, shuffle(random, all), Math.min(texts, all.length));
  const leads = shuffle(random, COUNTING_LEADS);
  return parts.map((part, i) => `${leads[i]}: ${drawn(part)}.`);
}

/** How many of each of `kinds` are drawn over `texts` (the drawings run from a colon to the end of that sentence). */
export function countDrawings(kinds: readonly string[], texts: readonly string[]): number[] {
  // A text may say more after the drawings.
  const drawings = texts.flatMap((t) =>
    (t.match(/:\s*([^.]*)\./)?.[1] ?? '').split(/,\s*/).map((d) => d.replace(/^\s*an?\s+/, '').trim()),
  );
  return kinds.map((kind) => drawings.filter((d) => d === kind).length);
}
