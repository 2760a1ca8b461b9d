/** How clock puzzles are worded: where the stopped hands point ({hour}{past}, {minute}) and the lock's face. */
import type { PatternWording } from '../kit';

export const CLOCK_FACES = [
  'Its wheels are labelled HOUR and MINUTES. A brass plate reads: "Set me to the moment time stopped."',
  'Its two wheels are marked HOUR and MINUTES. Beneath them: "When did it all stand still?"',
  'Its dials read HOUR and MINUTES. A note is pinned beside them: "The moment the hands stopped."',
  'Its wheels are labelled HOUR and MINUTES. Engraved on the rim: "Time stood still; tell me when."',
  'Its first wheel says HOUR, the others MINUTES. A motto: "Stop where the clock stopped."',
  'Its wheels are marked HOUR and MINUTES. Scratched on the case: "What time did the hands give up?"',
  'Its dials are labelled HOUR and MINUTES. Painted above: "The hour it ended, and the minute."',
  'Its wheels carry two words, HOUR and MINUTES. A plate says: "Turn me to the stopped time."',
];

/** {past} is empty, or a note that the hour hand has crept past its numeral. */
export const CLOCK_LINES = [
  'Its hands have stopped: the short hour hand points at the {hour}{past}, the long minute hand at the {minute}.',
  'Its hands have not moved in years: the hour hand rests on the {hour}{past} and the minute hand on the {minute}.',
  'It stopped long ago, the hour hand at the {hour}{past} and the minute hand at the {minute}.',
  'The hour hand has frozen at the {hour}{past}; the minute hand points at the {minute}.',
  'Dust lies thick on its face. The hour hand points at the {hour}{past}, the minute hand at the {minute}.',
  'Its pendulum is still. The short hand sits at the {hour}{past}, the long hand at the {minute}.',
  'Its hands stand still, the short one on the {hour}{past}, the long one on the {minute}.',
  'No ticking. The short hand points to the {hour}{past} and the long hand to the {minute}.',
  'Its glass is cracked; behind it the hour hand points at the {hour}{past} and the minute hand at the {minute}.',
  'It has run down. Its hour hand is at the {hour}{past}; its minute hand is at the {minute}.',
  'Time stopped here: the hour hand on the {hour}{past}, the minute hand on the {minute}.',
  'The short hand points at the {hour}{past}. The long hand points at the {minute}.',
  'Its hands are stuck fast, the hour hand at the {hour}{past}, the minute hand at the {minute}.',
  'Someone stopped it on purpose: the hour hand at the {hour}{past}, the minute hand at the {minute}.',
  'Its winding key is missing. The hour hand stands at the {hour}{past}, the minute hand at the {minute}.',
  'It no longer ticks; the short hand rests at the {hour}{past} and the long hand at the {minute}.',
  'The little hand points at the {hour}{past}; the big hand points at the {minute}.',
  'Frozen mid-stride, its hour hand points at the {hour}{past} and its minute hand at the {minute}.',
  'Silent now, it shows the hour hand at the {hour}{past} and the minute hand at the {minute}.',
  'Its face is yellowed. The hour hand has come to rest at the {hour}{past}, the minute hand at the {minute}.',
  'The hands stopped together: the hour hand at the {hour}{past}, the minute hand at the {minute}.',
  'Its spring has broken. The hour hand points at the {hour}{past}; the minute hand points at the {minute}.',
  'Its tick died long ago, leaving the short hand at the {hour}{past} and the long hand at the {minute}.',
  'You tap the glass, but nothing moves: the hour hand stays at the {hour}{past}, the minute hand at the {minute}.',
  'Its hands stopped at an odd moment, the hour hand on the {hour}{past}, the minute hand on the {minute}.',
  'Cobwebs hold its hands in place: the hour hand at the {hour}{past}, the minute hand at the {minute}.',
  'It must have stopped the night everything went wrong: hour hand at the {hour}{past}, minute hand at the {minute}.',
  'Its chime is silent. The hour hand rests at the {hour}{past}, and the minute hand at the {minute}.',
  'Nobody has wound it since: its hour hand sits on the {hour}{past}, its minute hand on the {minute}.',
  'The clockwork has seized, the hour hand at the {hour}{past} and the minute hand at the {minute}.',
];

export const CLOCK_WORDING: PatternWording = { lockFaces: CLOCK_FACES, clueTemplates: CLOCK_LINES };
