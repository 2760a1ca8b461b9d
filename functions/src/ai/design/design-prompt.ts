/**
 * The puzzle design request to a text model (issue 30 item 8): the model writes the objects, their
 * looks and wording, lays out a bushy chart and picks patterns from the puzzle library by id; it
 * never writes a code (the server's generator draws every code). On the retry after a refused
 * design, the reason is named, so the model can fix what fell short.
 */
import type { Storyboard } from '@core';
import type { RoomBrief } from '../../model/room-design';
import { patternMenu } from './model-puzzles';
import { shapeTargets } from './design-shape';

/** The line before the storyboard JSON in the design prompt (a local Gemini-format server may read it). */
export const DESIGN_STORYBOARD_LINE = 'The storyboard (JSON):';

/** What a player does with each library pattern; a pattern not listed here is offered by its id alone. */
const PATTERN_NOTES: Record<string, string> = {
  counting: 'count things drawn or listed across the clues',
  clock: 'read the time a stopped clock shows',
  'clock-count': 'read a stopped clock, then count pictured things',
  'letter-number': 'turn letters into their places in the alphabet',
  riddle: 'answer a riddle whose answer is a thing in the room',
  'found-sum': 'add numbers found on several clues',
  'colour-order': 'read digits in the order of colours',
  'symbol-map': 'turn signs into digits with a legend',
  'cipher-wheel': 'turn the letters of a word back along the alphabet',
};

const noted = (id: string) => (PATTERN_NOTES[id] ? `"${id}" (${PATTERN_NOTES[id]})` : `"${id}"`);

/** The shape the chart must have at this difficulty, in the model's terms. */
function shapeRules(brief: RoomBrief, scenes: number): string[] {
  const targets = shapeTargets(brief.difficulty, scenes);
  const easy = brief.difficulty === 'easy';
  return [
    `- Bushy, not a corridor: on average at least ${targets.meanOpen} puzzles (code locks, things that take an item) ` +
      'must be workable at the same time. ' +
      (easy
        ? 'Give each scene two separate ways to make progress.'
        : `Each scene has a final lock fed by at least two independent chains (each chain yields one clue or item it needs), ` +
          `and at most ${Math.round(targets.singleOpenShare * 100)} % of the time may a single puzzle be open.`),
    `- Depth: the longest chain of puzzles, each needing the one before, is at least ${targets.depth}.`,
    easy
      ? '- A code lock is worked out from its clue ("clue") or clues ("clues").'
      : '- Every code lock is worked out from two or more clues combined: list them in "clues".',
  ];
}

/** The puzzle design request: the brief and the storyboard in, a compact design per scene out. */
export function puzzleDesignPrompt(brief: RoomBrief, storyboard: Storyboard, retryReason?: string): string {
  const last = storyboard.scenes.length - 1;
  const menu = patternMenu(brief.difficulty);
  return [
    `You are Ermie, an escape-room puzzle designer. Design the puzzle chain of the room "${storyboard.title}" ` +
      `(${brief.difficulty}, theme ${brief.theme}) so that it fits this storyboard exactly.`,
    DESIGN_STORYBOARD_LINE,
    JSON.stringify(storyboard),
    '',
    `Answer with {"scenes": [...]}: one entry per storyboard scene (scene_index 0 to ${last}), each with its elements.`,
    'Rules:',
    '- Name every element after an object the scene description mentions or that belongs in it; no generic names. ' +
      'Give each a "look": how it looks as a noun phrase ("a ledger bound in cracked leather").',
    `- Scenes 0 to ${last - 1} each have exactly one "door" leading to the next scene; scene ${last} has exactly one "exit" and no door.`,
    '- Every door and the exit is opened either by items in "needs" (a key found earlier) or by a code_lock or container ' +
      'that lists it in "unlocks".',
    `- A "code_lock" names its puzzle "pattern", one of the library: ${menu.digits.map(noted).join(', ')} (digit codes); ` +
      `${menu.word.map(noted).join(', ')} (word codes). Use each pattern once in the room.`,
    '- Never write a code, a number to enter or an answer anywhere: the server draws every code and writes the clue texts ' +
      'it is worked out from. "clue_text" is only what else the player reads there (story, mood).',
    ...shapeRules(brief, storyboard.scenes.length),
    '- Hidden things (keys, items, clues) appear when a container or code_lock lists them in "reveals"; mark them "hidden": true.',
    '- Everything the player needs must be in the same scene or an earlier one; every key or item is used exactly once.',
    '- At most 12 elements per scene. refs are short, lower-case, unique in the whole room. Answer with the JSON object only.',
    retryReason ? `Your previous design was refused: ${retryReason}. Fix this in the new design.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
