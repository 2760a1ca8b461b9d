/**
 * Clock and count: a clock reading as one part of a longer code (issue 30 item 6). The lock's
 * first wheels are labelled HOUR and MINUTES, its last ones marked with little pictures; a
 * stopped clock gives the time, and jumbles of drawings on other clues give the counts. The
 * code is the time (hour, then the minutes) followed by one count per pictured wheel.
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
} from './kit';
import { readClock, stoppedClock } from './clock';
import { THINGS, countDrawings, drawnJumble, sketchedTile } from './counting';
import { CLOCK_COUNT_FACES, CLOCK_COUNT_WORDING, LAST_WHEEL, LAST_WHEELS } from './wording/clock-count';

/** The whole code: a three-digit time and one or two counts. */
const DIGITS: [number, number] = [4, 5];
const TIME_DIGITS = 3;

/** What the face says of its last wheels, read back: the pictures in `dials`. */
const MARKED = String.raw`its last (?:wheel is|\w+ wheels are) marked(?:, from left to right,)? with (?<dials>[^.]+)`;

export const clockCount: PuzzlePattern = {
  id: 'clock-count',
  kind: 'digits',
  // The clock and at least two jumbles: a lock fed by two chains gets a clue from each.
  sources: [3, 4],
  wording: CLOCK_COUNT_WORDING,
  generate(random, opts) {
    const pictured = clamp(opts.digits ?? 4, DIGITS) - TIME_DIGITS;
    const sourceCount = clamp(opts.sources, this.sources);
    const stopped = stoppedClock(random, int(random, 1, 9));
    const kinds = shuffle(random, THINGS).slice(0, pictured);
    const counts = kinds.map(() => int(random, 1, 9));
    const jumbles = drawnJumble(random, kinds, counts, sourceCount - 1, [2, 3]).map(sketchedTile);
    const dials = listing(kinds.map(withArticle));
    const marked =
      pictured === 1
        ? fillTemplate(LAST_WHEEL, { dials })
        : fillTemplate(LAST_WHEELS, { count: DIGIT_WORDS[pictured], dials });
    return {
      pattern: this.id,
      code: `${stopped.time}${counts.join('')}`,
      lockText: fillTemplate(pick(random, CLOCK_COUNT_FACES), { marked }),
      sources: [stopped.source, ...jumbles],
      hints: [
        pictured === 1
          ? `Time stood still somewhere in here, and the picture on the last wheel is drawn somewhere too.`
          : `Time stood still somewhere in here, and the pictures on the last wheels are drawn somewhere too.`,
        `The first wheels want the time the ${stopped.called} shows; ${pictured === 1 ? 'the last one wants a count' : 'the last ones want counts'} of drawings.`,
        `Enter the hour the short hand points at, then the minutes of the long hand (each numeral is ${DIGIT_WORDS[5]} minutes), then how many of each pictured thing are drawn on the clues, in the order of the wheels.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    const dials = readTemplate(CLOCK_COUNT_FACES, lockText, { marked: MARKED })?.dials;
    if (!dials) return null;
    const time = readClock(sourceTexts);
    const kinds = dials.split(/,\s*|\s+and\s+/).map((d) => d.replace(/^an?\s+/, '').trim());
    const counts = countDrawings(kinds, sourceTexts);
    return time && counts.every((c) => c > 0 && c < 10) ? `${time}${counts.join('')}` : null;
  },
};
