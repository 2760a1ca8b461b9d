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
} from './kit';
import { COUNTING_FACES, COUNTING_LEADS, COUNTING_WORDING } from './wording/counting';

const THINGS = [
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
    // One decoy kind that no dial asks for.
    const decoy = shuffle(random, THINGS).find((t) => !kinds.includes(t))!;
    const all = kinds
      .flatMap((kind, i) => Array<string>(counts[i]).fill(kind))
      .concat(Array(int(random, 1, 3)).fill(decoy));
    const parts = splitInto(random, shuffle(random, all), Math.min(sourceCount, all.length));
    const leads = shuffle(random, COUNTING_LEADS);
    const sources = parts.map((part, i) => ({
      name: 'Sketched Tile',
      look: 'a clay tile covered in little drawings',
      text: `${leads[i]}: ${drawn(part)}.`,
      art: 'scroll',
      fixed: false,
      portable: true,
    }));
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
    // The drawings run from the colon to the end of that sentence (a source may say more after it).
    const drawings = sourceTexts.flatMap((t) =>
      (t.match(/:\s*([^.]*)\./)?.[1] ?? '').split(/,\s*/).map((d) => d.replace(/^\s*an?\s+/, '').trim()),
    );
    const counts = kinds.map((kind) => drawings.filter((d) => d === kind).length);
    return counts.every((c) => c > 0 && c < 10) ? counts.join('') : null;
  },
};
