/**
 * Issue 33 item 3: the offline assistant answers what a creator asks about the scene in front
 * of them. Thirty varied questions against the Workshop fixture (a room built with core's
 * fixtures and proved by core's checker); each answer is checked against the scene's own data.
 */
import { describe, expect, it } from 'vitest';
import { workshopContext } from '../../testing/scene-questions-fixture';
import { answerSceneAssistant } from './scene-assistant';

type Check = (answer: string) => boolean;
const has =
  (...names: string[]): Check =>
  (answer) =>
    names.every((name) => answer.toLowerCase().includes(name.toLowerCase()));
const not =
  (...names: string[]): Check =>
  (answer) =>
    names.every((name) => !answer.toLowerCase().includes(name.toLowerCase()));
const all =
  (...checks: Check[]): Check =>
  (answer) =>
    checks.every((check) => check(answer));
const matches =
  (pattern: RegExp): Check =>
  (answer) =>
    pattern.test(answer);

const EVERY_ELEMENT = has(
  'Grandfather Clock',
  'Tool Cabinet',
  'Silver Key',
  'Workshop Door',
  'Workbench',
  'Brass Gear',
);

/** [question, check, the broken room?] */
const QUESTIONS: Array<[string, Check, boolean?]> = [
  ['Which objects can a player find in this scene?', EVERY_ELEMENT],
  ['Which element has the lowest confidence?', all(has('Brass Gear'), not('Workbench'))],
  ['How many elements are there?', all(matches(/\b6\b|\bsix\b/i), EVERY_ELEMENT)],
  ['List everything in the workshop', EVERY_ELEMENT],
  ['Where is the silver key?', all(has('Silver Key', 'bottom right'), not('top'))],
  ["where's the clock", all(has('Grandfather Clock', 'top left'), not('bottom'))],
  ['Whereabouts is the tool cabinet located?', all(has('Tool Cabinet', 'top right'), not('bottom'))],
  ["What's in the top left corner?", all(has('Grandfather Clock'), not('Tool Cabinet', 'Workbench', 'Silver Key'))],
  [
    'Which elements are near the bottom of the picture?',
    all(has('Silver Key', 'Workbench', 'Brass Gear'), not('Grandfather Clock', 'Tool Cabinet')),
  ],
  ['Which grid cell is the workbench in?', all(has('Workbench'), matches(/\(7, 13\)/))],
  ['What does the tool cabinet do?', all(has('Tool Cabinet', 'Silver Key', 'Grandfather Clock'), matches(/code/i))],
  ['What is the workshop door for?', has('Workshop Door', 'Silver Key', 'Attic')],
  ['How do players open the door?', all(has('Workshop Door', 'Silver Key'), not('Brass Gear'))],
  ['What does the silver key open?', all(has('Workshop Door'), not('Music Box'))],
  ['How does the player get the silver key?', all(has('Silver Key', 'Tool Cabinet'), matches(/reveal/i))],
  ['Tell me about the grandfather clock', has('Grandfather Clock', '3:15')],
  ['What is this scene about?', all(has('single lamp'), not('I did not understand'))],
  ['Where does the code for the cabinet come from?', all(has('Tool Cabinet', 'Grandfather Clock'), not('Workbench'))],
  ['Which items go into the inventory?', all(has('Silver Key', 'Brass Gear'), not('Workbench', 'Tool Cabinet'))],
  ['Are there any hidden elements?', all(has('Silver Key'), not('Workbench', 'Brass Gear'))],
  ['Which elements are locked at the start?', all(has('Workshop Door'), not('Workbench', 'Grandfather Clock'))],
  ['Is this room solvable?', all(matches(/can be solved/i), matches(/\b7 steps\b/))],
  ['How does the player leave this scene?', all(has('Workshop Door', 'Attic'), not('Workbench'))],
  ['What is the brass gear used for?', has('Brass Gear', 'Music Box')],
  ['What should I add to this scene?', all(has('Workbench'), matches(/clue|hint/i))],
  ['Any suggestions to improve this scene?', all(has('Workbench'), matches(/clue|hint/i))],
  ['Which elements have no hints?', all(has('Workbench'), not('Tool Cabinet', 'Grandfather Clock'))],
  ['What blocks solvability?', all(has('Silver Key'), matches(/nothing (in the room )?reveals/i)), true],
  ["Why can't players finish the room?", all(has('Silver Key'), matches(/cannot be solved/i)), true],
  ["What's missing to make this room work?", all(has('Silver Key'), matches(/reveal/i)), true],
];

describe('issue 33 item 3: the offline assistant answers a creator’s questions about the scene', () => {
  it('answers at least 27 of 30 varied questions correctly from the scene’s data, none with "I did not understand"', () => {
    expect(QUESTIONS).toHaveLength(30);
    const results = QUESTIONS.map(([question, check, broken]) => {
      const answer = answerSceneAssistant(workshopContext(question, { broken })).content;
      return { question, answer, correct: check(answer) };
    });
    const correct = results.filter((r) => r.correct).length;
    const wrong = results.filter((r) => !r.correct).map((r) => `  ✗ ${r.question}\n    → ${r.answer}`);
    console.log(`issue 33 item 3: ${correct}/30 questions answered correctly\n${wrong.join('\n')}`);

    expect(results.filter((r) => /I did not understand/i.test(r.answer)).map((r) => r.question)).toEqual([]);
    expect(correct).toBeGreaterThanOrEqual(27);
  });
});
