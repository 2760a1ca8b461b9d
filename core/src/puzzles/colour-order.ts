/**
 * Colour order: the lock's buttons are coloured in a given order; somewhere, things of
 * those colours each carry a number of marks. The code is the marks, read in the order
 * of the lock's colours (an ordering puzzle: the sources list them in another order).
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
  splitInto,
  type PuzzlePattern,
} from './kit';
import { COLOUR_FACES, COLOUR_LINES, COLOUR_WORDING } from './wording/colour-order';

const COLOURS = ['red', 'blue', 'green', 'yellow', 'white', 'black', 'violet'];
const THINGS = [
  { noun: 'ribbon', marks: 'knots', mark: 'knot' },
  { noun: 'flask', marks: 'notches', mark: 'notch' },
  { noun: 'candle', marks: 'rings', mark: 'ring' },
  { noun: 'banner', marks: 'stars', mark: 'star' },
  { noun: 'stone', marks: 'dots', mark: 'dot' },
];
const DIGITS: [number, number] = [3, 5];

export const colourOrder: PuzzlePattern = {
  id: 'colour-order',
  kind: 'digits',
  sources: [1, 4],
  wording: COLOUR_WORDING,
  generate(random, opts) {
    // Each source shows at least one colour, so more sources need a longer code.
    const digits = clamp(Math.max(opts.digits ?? 3, opts.sources), DIGITS);
    const colours = shuffle(random, COLOURS).slice(0, digits);
    const values = colours.map(() => int(random, 1, 9));
    const thing = pick(random, THINGS);
    const sourceCount = clamp(opts.sources, this.sources);
    // The sources name the colours in a different order than the lock.
    let shown = shuffle(random, colours);
    if (shown.every((c, i) => c === colours[i])) shown = shown.slice(1).concat(shown[0]);
    const parts = splitInto(random, shown, sourceCount);
    const lines = shuffle(random, COLOUR_LINES);
    const sources = parts.map((part) => ({
      name: `Painted ${thing.noun.charAt(0).toUpperCase()}${thing.noun.slice(1)}s`,
      look: `a few painted ${thing.noun}s`,
      text: part
        .map((colour) => {
          const n = values[colours.indexOf(colour)];
          const marks = n === 1 ? thing.mark : thing.marks;
          return fillTemplate(lines[colours.indexOf(colour)], {
            colour,
            noun: thing.noun,
            count: DIGIT_WORDS[n],
            marks,
          });
        })
        .join(' '),
      art: 'vase',
      fixed: false,
      portable: true,
    }));
    return {
      pattern: this.id,
      code: values.join(''),
      lockText: fillTemplate(pick(random, COLOUR_FACES), { colours: listing(colours) }),
      sources,
      hints: [
        `The colours on the lock are not just decoration.`,
        `Find the ${thing.noun}s of the lock's colours: each carries a number of ${thing.marks}.`,
        `For each colour on the lock, from left to right, enter how many ${thing.marks} the ${thing.noun} of that colour bears.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    const order = readTemplate(COLOUR_FACES, lockText, { colours: '(?<colours>[^.]+)' })?.colours;
    if (!order) return null;
    const colours = order.split(/,\s*|\s+and\s+/).map((c) => c.trim());
    const all = sourceTexts.join(' ');
    const digits = colours.map((colour) => {
      for (const line of COLOUR_LINES) {
        const count = readTemplate([line], all, { colour, count: '(?<count>[a-z]+)' })?.count;
        if (count && DIGIT_WORDS.includes(count)) return DIGIT_WORDS.indexOf(count);
      }
      return -1;
    });
    return digits.every((d) => d > 0) ? digits.join('') : null;
  },
};
