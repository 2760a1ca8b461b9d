/**
 * Model designs for the shape contract tests (issue 30 item 8), in the wire format a model answers
 * with: `mockDesign` (room-responder.ts) is the corridor; `branchingEasyDesign` is an easy room a
 * model laid out with two threads open at once, naming one pattern the library has and one it lacks.
 */
import type { Storyboard } from '@core';
import type { WireDesign, WireElement } from './room-responder';

const clue = (ref: string, name: string, look: string): WireElement => ({
  ref,
  name,
  kind: 'clue',
  look,
  description: `${look.charAt(0).toUpperCase()}${look.slice(1)}.`,
  clue_text: 'Someone wrote here in a hurry.',
});

const hidden = (ref: string, name: string, kind: 'key' | 'item', look: string): WireElement => ({
  ref,
  name,
  kind,
  look,
  description: `${look.charAt(0).toUpperCase()}${look.slice(1)}.`,
  hidden: true,
});

/** The first scene: a keypad and a music box open at once; the chest and the door each close one thread. */
function firstScene(first: string): WireDesign['scenes'][number] {
  return {
    scene_index: 0,
    elements: [
      clue('ledger', `${first} ledger`, 'a ledger bound in cracked leather'),
      {
        ref: 'keypad',
        name: `${first} brass keypad`,
        kind: 'code_lock',
        description: 'A brass keypad set into a small safe.',
        pattern: 'counting',
        code: '1847',
        clue: 'ledger',
        reveals: ['brass-key'],
      },
      hidden('brass-key', 'brass key', 'key', 'a small brass key'),
      clue('letter', 'sealed letter', 'a letter sealed with green wax'),
      {
        ref: 'music-box',
        name: 'music box',
        kind: 'code_lock',
        description: 'A music box with a ring of lettered buttons.',
        pattern: 'tide-reckoning',
        code: 'TIDES',
        clue: 'letter',
        reveals: ['iron-key'],
      },
      hidden('iron-key', 'iron key', 'key', 'a cold iron key'),
      {
        ref: 'sea-chest',
        name: 'sea chest',
        kind: 'container',
        description: 'A sea chest with a brass keyhole.',
        needs: ['brass-key'],
        reveals: ['gear'],
      },
      hidden('gear', 'clock gear', 'item', 'a toothed clock gear'),
      {
        ref: 'door',
        name: `${first} oak door`,
        kind: 'door',
        description: 'A heavy oak door.',
        needs: ['iron-key'],
      },
    ],
  };
}

/** The second scene: a padlock open beside the clock case the first scene's gear fits; the exit takes the key. */
function secondScene(second: string): WireDesign['scenes'][number] {
  return {
    scene_index: 1,
    elements: [
      clue('scroll', 'tide scroll', 'a scroll of tide tables'),
      {
        ref: 'padlock',
        name: 'lettered padlock',
        kind: 'code_lock',
        description: 'A padlock with three number wheels.',
        pattern: 'letter-number',
        code: '2210',
        clue: 'scroll',
        reveals: ['crank'],
      },
      hidden('crank', 'iron crank', 'item', 'a bent iron crank'),
      {
        ref: 'clock-case',
        name: 'clock case',
        kind: 'container',
        description: 'A tall clock case with an empty gear shaft.',
        needs: ['gear'],
        reveals: ['exit-key'],
      },
      hidden('exit-key', 'exit key', 'key', 'a long key with a lighthouse bow'),
      {
        ref: 'winch',
        name: 'rope winch',
        kind: 'container',
        description: 'A rope winch missing its crank.',
        needs: ['crank'],
        reveals: ['note'],
      },
      { ...clue('note', 'keeper note', 'a note from the lighthouse keeper'), hidden: true },
      {
        ref: 'exit',
        name: `${second} exit door`,
        kind: 'exit',
        description: 'Daylight glows under it.',
        needs: ['exit-key'],
      },
    ],
  };
}

/** Two scenes of the storyboard: in each, two puzzles can be worked at once; the door and the exit close both threads. */
export function branchingEasyDesign(storyboard: Storyboard): WireDesign {
  const [first, second] = storyboard.scenes.map((s) => s.title.replace(/^Mockingbird /, ''));
  return { scenes: [firstScene(first), secondScene(second)] };
}
