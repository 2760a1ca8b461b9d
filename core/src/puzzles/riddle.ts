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
  {
    answer: 'DOOR',
    riddle:
      'I have hinges on one side and a handle on the other, and I stand between one room and the next. What am I?',
  },
  {
    answer: 'GATE',
    riddle: 'I swing in a wall or a fence to let the road through, and at night I am barred. What am I?',
  },
  { answer: 'HATCH', riddle: 'I am a small lid in a floor, a ceiling or a hull, and you climb through me. What am I?' },
  { answer: 'TABLE', riddle: 'I have four legs and a flat top; you eat and play on me, but I never walk. What am I?' },
  {
    answer: 'DRAWER',
    riddle: 'I slide out when you pull and back when you push, and I keep what you put in me. What am I?',
  },
  { answer: 'CRATE', riddle: 'I am made of slats and nails, and I carry goods across the sea. What am I?' },
  { answer: 'VASE', riddle: 'I have a neck but no head, and I hold flowers but never smell them. What am I?' },
  { answer: 'URN', riddle: 'I am a tall pot of clay with two handles, and I keep grain, oil or ashes. What am I?' },
  { answer: 'WINDOW', riddle: 'I let in the light but keep out the rain; you look through me, not at me. What am I?' },
  {
    answer: 'LOCK',
    riddle: 'I hold a door or a lid shut, and I have a hole in my face that only one thing fits. What am I?',
  },
  { answer: 'BOX', riddle: 'I have a lid, a bottom and four sides, and I hold whatever fits inside me. What am I?' },
  { answer: 'CABINET', riddle: 'I stand against the wall with doors in front and shelves behind them. What am I?' },
  {
    answer: 'CONSOLE',
    riddle: 'I am a desk of switches, buttons and lights, and whoever sits at me runs the machines. What am I?',
  },
  { answer: 'TERMINAL', riddle: 'I have a keyboard and a screen, and I talk to a computer far away. What am I?' },
  { answer: 'CASKET', riddle: 'I am a small, precious box for jewels, and some of my kind hold the dead. What am I?' },
  { answer: 'CASE', riddle: 'I carry things by a handle and snap shut with two clasps. What am I?' },
  { answer: 'STRONGBOX', riddle: 'I am a small iron chest, too heavy to carry off, where money sleeps. What am I?' },
  { answer: 'LOCKER', riddle: 'I am a tall, narrow metal cupboard with a number, one of a row. What am I?' },
  {
    answer: 'VAULT',
    riddle: 'I am a room of steel behind a door as thick as a wall, where treasures sleep. What am I?',
  },
  { answer: 'BUREAU', riddle: 'I am a writing desk whose lid folds down over little drawers. What am I?' },
  { answer: 'PANEL', riddle: 'I am a flat face on the wall, covered in buttons and lights. What am I?' },
  { answer: 'CAGE', riddle: 'I have bars but serve no drinks, and I keep what is inside from getting out. What am I?' },
  { answer: 'COFFER', riddle: 'I am the strong chest where a lord keeps his gold. What am I?' },
  { answer: 'DIAL', riddle: 'I turn round and round, and numbers or signs run along my rim. What am I?' },
  { answer: 'WHEEL', riddle: 'I turn round and round on my axle, and without me no cart would roll. What am I?' },
  { answer: 'THRONE', riddle: 'Only one may sit on me, and they wear a crown while they do. What am I?' },
  { answer: 'FREEZER', riddle: 'I keep whatever you give me so cold that it turns to ice. What am I?' },
  {
    answer: 'LAPTOP',
    riddle: 'I fold shut like a book, I have a screen and keys, and I sit on your knees. What am I?',
  },
  { answer: 'RELIQUARY', riddle: "I am a golden box that keeps a saint's bones. What am I?" },
  { answer: 'LOCKBOX', riddle: 'I am a little metal chest with a lock of my own, for papers and coins. What am I?' },
  { answer: 'BOOKEND', riddle: 'I stand at the end of a row of books and keep them from falling over. What am I?' },
  { answer: 'CANISTER', riddle: 'I am a sealed metal tin for keeping samples, film or tea. What am I?' },
  {
    answer: 'MAINFRAME',
    riddle: 'I am the great computer that fills a room, humming behind all the screens. What am I?',
  },
  { answer: 'RACK', riddle: 'I am a frame of shelves or pegs where things hang or stand in rows. What am I?' },
  { answer: 'INCUBATOR', riddle: 'I keep eggs and cultures warm until they are ready to grow. What am I?' },
  { answer: 'MODEL', riddle: 'I am a small copy of something much bigger, built with care. What am I?' },
  { answer: 'PLATE', riddle: 'I am a flat piece of metal fixed to a wall, often with writing on me. What am I?' },
  {
    answer: 'MACHINE',
    riddle: 'I have gears or circuits inside, and I do my work when you feed me a coin. What am I?',
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
