/**
 * Clock reading: a clock (or watch) has stopped; its text says where the hands point.
 * The code is the hour then the minutes (a quarter past ten → 1015; ten past nine → 910).
 */
import {
  DIGIT_WORDS,
  fillTemplate,
  int,
  pick,
  readTemplate,
  type PuzzlePattern,
  type PuzzleSource,
  type Random,
} from './kit';
import { CLOCK_FACES, CLOCK_LINES, CLOCK_WORDING } from './wording/clock';

const HOUR_NAMES = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const MINUTE_MARKS = [...HOUR_NAMES.slice(1), 'twelve'];
/** Past the half hour the hour hand has crept on from its numeral. */
const PAST = ' (well, just past it)';
const FACES = [
  { name: 'Stopped Clock', look: 'a wall clock whose pendulum hangs still', art: 'clock', portable: false },
  { name: 'Pocket Watch', look: 'a dented pocket watch on a broken chain', art: 'clock', portable: true },
  { name: 'Mantel Clock', look: 'a carved mantel clock under a film of dust', art: 'clock', portable: false },
];

/** "stopped pocket watch", and "stopped clock" (not "stopped stopped clock") for a face already called stopped. */
const stopped = (name: string) => (/^stopped\b/i.test(name) ? name : `stopped ${name}`).toLowerCase();

/**
 * A clock stopped at `hour` and a minute mark drawn here: the time it shows ('915'), the clock as a
 * clue source (its text says where the hands point) and what a hint calls it ('stopped pocket watch').
 */
export function stoppedClock(random: Random, hour: number): { time: string; source: PuzzleSource; called: string } {
  // The minute hand rests on a numeral other than twelve, so the minutes have two digits.
  const mark = int(random, 2, 11);
  const minutes = mark * 5;
  const face = pick(random, FACES);
  const text = fillTemplate(pick(random, CLOCK_LINES), {
    hour: HOUR_NAMES[hour % 12],
    past: minutes >= 30 ? PAST : '',
    minute: MINUTE_MARKS[mark - 1],
  });
  return {
    time: `${hour}${minutes}`,
    source: { name: face.name, look: face.look, text, art: face.art, fixed: true, portable: face.portable },
    called: stopped(face.name),
  };
}

export const clock: PuzzlePattern = {
  id: 'clock',
  kind: 'digits',
  sources: [1, 1],
  wording: CLOCK_WORDING,
  generate(random, opts) {
    const wantFour = (opts.digits ?? 3) >= 4;
    const stopped = stoppedClock(random, wantFour ? int(random, 10, 12) : int(random, 1, 9));
    return {
      pattern: this.id,
      code: stopped.time,
      lockText: pick(random, CLOCK_FACES),
      sources: [stopped.source],
      hints: [
        `Time stood still somewhere in here.`,
        `Read the ${stopped.called}: the lock wants the time it shows.`,
        `Enter the hour the short hand points at, then the minutes of the long hand (each numeral is ${DIGIT_WORDS[5]} minutes), with no separator.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!CLOCK_FACES.some((face) => lockText.includes(face))) return null;
    return readClock(sourceTexts);
  },
};

/** The time a stopped clock shows in the first of `sourceTexts` that describes its hands ('915', '1040'), or null. */
export function readClock(sourceTexts: string[]): string | null {
  const slots = {
    hour: '(?<hour>[a-z]+)',
    past: `(?:${PAST.replace(/[()]/g, '\\$&')})?`,
    minute: '(?<minute>[a-z]+)',
  };
  for (const text of sourceTexts) {
    const hands = readTemplate(CLOCK_LINES, text, slots);
    if (!hands) continue;
    const hourIndex = HOUR_NAMES.indexOf(hands.hour);
    const mark = MINUTE_MARKS.indexOf(hands.minute) + 1;
    if (hourIndex < 0 || mark <= 0) continue;
    // Past the half hour the hour hand has moved on a little; it still names the hour.
    return `${hourIndex === 0 ? 12 : hourIndex}${mark * 5}`;
  }
  return null;
}
