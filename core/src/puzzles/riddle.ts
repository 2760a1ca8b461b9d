/**
 * Riddle: the answer is a word. The riddle is written on the source; the solver knows
 * the riddles a player would (the bank below), never the lock's answer.
 */
import { numberToWords, pick, wordsNotIn, type PuzzlePattern } from './kit';

export const RIDDLES: Array<{ answer: string; riddle: string }> = [
  { answer: 'SHADOW', riddle: 'I follow you all day but vanish at night. What am I?' },
  { answer: 'ECHO', riddle: 'I speak without a mouth and answer without being asked. What am I?' },
  { answer: 'SILENCE', riddle: 'Say my name and I am broken. What am I?' },
  { answer: 'TOWEL', riddle: 'The more I dry, the wetter I get. What am I?' },
  { answer: 'FOOTSTEPS', riddle: 'The more of me you take, the more you leave behind. What are we?' },
  {
    answer: 'ICICLE',
    riddle: 'I hang from the roof head down and grow in the cold, yet die in the warmth. What am I?',
  },
  { answer: 'BREATH', riddle: 'Lighter than a feather, yet the strongest cannot hold me for long. What am I?' },
  { answer: 'SPONGE', riddle: 'I am full of holes but still hold water. What am I?' },
  { answer: 'PROMISE', riddle: 'I can be broken without being touched, and kept without being held. What am I?' },
  { answer: 'TOMORROW', riddle: 'I am always coming but never arrive. What am I?' },
  { answer: 'NOTHING', riddle: 'The poor have me, the rich need me, and if you eat me you will die. What am I?' },
  { answer: 'HOLE', riddle: 'The more you take from me, the bigger I grow. What am I?' },
];

export const riddle: PuzzlePattern = {
  id: 'riddle',
  kind: 'word',
  sources: [1, 1],
  generate(random, opts) {
    const chosen = pick(
      random,
      wordsNotIn(RIDDLES, opts.avoid, (r) => r.answer),
    );
    const frame = pick(random, ['Written in a flowing hand', 'Carefully lettered', 'Faded, but still legible']);
    return {
      pattern: this.id,
      code: chosen.answer,
      lockText: `Its letter dials spell nothing yet. A line above them: "Answer me truly and I open."`,
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
        `Someone here likes word games.`,
        `The riddle you read is the lock's question.`,
        `Enter the one-word answer to the riddle, in ${numberToWords(chosen.answer.length)} letters.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    if (!/Answer me truly/.test(lockText)) return null;
    for (const text of sourceTexts) {
      const found = RIDDLES.find((r) => text.includes(r.riddle));
      if (found) return found.answer;
    }
    return null;
  },
};
