/**
 * Riddle: the answer is a word, the name of a thing a player can see in the room, so it is
 * reasoned out by looking around, not recalled. The riddle is written on the source; the
 * solver knows the riddles a player would (the bank below), never the lock's answer.
 */
import { numberToWords, pick, wordsNotIn, type PuzzlePattern } from './kit';
import { RIDDLE_FACES, RIDDLE_FRAMES, RIDDLE_WORDING } from './wording/riddle';

/** Riddles about things a room may hold; each answer is the word a thing's name would use. */
export const RIDDLES: Array<{ answer: string; riddle: string }> = [
  { answer: 'CANDLE', riddle: 'The longer I stand, the shorter I grow, and I weep without sorrow. What am I?' },
  { answer: 'MIRROR', riddle: 'I have no face of my own, yet I show you yours. What am I?' },
  { answer: 'CLOCK', riddle: 'I have a face and two hands, but no arms and no legs. What am I?' },
  { answer: 'KEY', riddle: 'I have teeth but never bite, and I let you in where others cannot go. What am I?' },
  { answer: 'BOOK', riddle: 'I have a spine but no bones, and leaves but no branches. What am I?' },
  { answer: 'MAP', riddle: 'I have cities but no houses, rivers but no water, and roads but no carts. What am I?' },
  { answer: 'BELL', riddle: 'I have a tongue but never taste, and I speak only when I am struck. What am I?' },
  { answer: 'LADDER', riddle: 'I have many steps but go nowhere unless you climb me. What am I?' },
  { answer: 'BASKET', riddle: 'I am woven but never worn, and I carry whatever you give me. What am I?' },
  { answer: 'JAR', riddle: 'I have a mouth that never speaks and a lid instead of a hat. What am I?' },
  { answer: 'HELMET', riddle: 'I sit on a head but I am no hat, and I was made to take the blows. What am I?' },
  { answer: 'LAMP', riddle: 'I drink oil and eat the dark, and I die when my drink runs out. What am I?' },
  { answer: 'CHEST', riddle: 'I have a lid but no eyes, and I keep what is in my belly until I am opened. What am I?' },
  { answer: 'STATUE', riddle: 'I stand all day and never tire, shaped like a person but never breathing. What am I?' },
  { answer: 'RUG', riddle: 'I lie on the floor all day, walked over by everyone, and never complain. What am I?' },
  { answer: 'GLOBE', riddle: 'I hold the whole world, yet you can spin me with one finger. What am I?' },
  { answer: 'ANCHOR', riddle: 'I am thrown away when I am needed and taken back when I am not. What am I?' },
  { answer: 'DESK', riddle: 'I have legs but never walk, and drawers but never draw. What am I?' },
  { answer: 'SCROLL', riddle: 'Unroll me and I speak; roll me up and I keep quiet. What am I?' },
  { answer: 'DIARY', riddle: 'I keep your secrets day by day and tell them to anyone who reads me. What am I?' },
  { answer: 'PORTRAIT', riddle: 'I wear a face that is not mine and watch the room without ever blinking. What am I?' },
  {
    answer: 'SAFE',
    riddle: 'My belly is steel and my heart is a dial; only the right numbers win me over. What am I?',
  },
  {
    answer: 'PLANT',
    riddle: 'I drink but never eat, I grow but never walk, and I turn my face to the light. What am I?',
  },
  { answer: 'SUNDIAL', riddle: 'I tell the hour with a shadow and sleep through every night. What am I?' },
  {
    answer: 'MONITOR',
    riddle: 'I have a screen but hide nothing behind it, and I go dark when you leave me. What am I?',
  },
  { answer: 'PHONE', riddle: 'I ring without a bell and carry voices from far away in your pocket. What am I?' },
  {
    answer: 'BARREL',
    riddle: 'Round in the middle and flat at both ends, I keep wine or ale in the cellar. What am I?',
  },
  { answer: 'JOURNAL', riddle: 'Day after day you fill me with where you went and what you saw. What am I?' },
];

/** The riddles whose answer names a thing in `present` (upper-case words), else any the room text does not show. */
function riddlesFor(present: readonly string[] | undefined, avoid: string | undefined) {
  const here = RIDDLES.filter((r) => present?.includes(r.answer));
  return here.length > 0 ? here : wordsNotIn(RIDDLES, avoid, (r) => r.answer);
}

export const riddle: PuzzlePattern = {
  id: 'riddle',
  kind: 'word',
  sources: [1, 1],
  wording: RIDDLE_WORDING,
  generate(random, opts) {
    const chosen = pick(random, riddlesFor(opts.present, opts.avoid));
    const frame = pick(random, RIDDLE_FRAMES);
    return {
      pattern: this.id,
      code: chosen.answer,
      lockText: pick(random, RIDDLE_FACES),
      sources: [
        {
          name: 'Riddle Note',
          look: 'a folded note',
          text: `${frame}: "${chosen.riddle}"`,
          art: 'scroll',
          fixed: false,
          portable: true,
        },
      ],
      hints: [
        `Someone here likes word games, and the answer is nearer than you think.`,
        `The riddle you read describes something you can see in this room.`,
        `Find the thing the riddle describes and enter its one-word name, in ${numberToWords(chosen.answer.length)} letters.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!RIDDLE_FACES.some((face) => lockText.includes(face))) return null;
    for (const text of sourceTexts) {
      const found = RIDDLES.find((r) => text.includes(r.riddle));
      if (found) return found.answer;
    }
    return null;
  },
};
