import { describe, expect, it } from 'vitest';
import { buildRoom, clue, codeLock, door, sampleRoom } from '../../test-support/test-rooms';
import { clockReadings, numbersIn, shiftLetters } from './knowledge';
import { playFromScreen } from './play-from-screen';
import { reasonedCodes } from './reasoning';
import { notesByTie } from './links';
import { colourFor, numberFor } from './lists';

describe('general knowledge', () => {
  it('reads numbers written out, clock faces and shifted letters', () => {
    expect(numbersIn('Among smudges: "three thousand seven hundred and seventy-two".').map((n) => n.value)).toEqual([
      3772,
    ]);
    expect(numbersIn('the flame stands for five and the star stands for seven').map((n) => n.value)).toEqual([5, 7]);
    expect(numbersIn('six thousand and fifteen, then forty').map((n) => n.value)).toEqual([6015, 40]);
    expect(clockReadings('The short hand points at the five. The long hand points at the three.')).toEqual([
      { hour: 5, minutes: 15 },
    ]);
    expect(shiftLetters('WJIZN', -21)).toBe('BONES');
  });
});

/** A lock whose dials show pictures, and two slips drawing them: each digit is a count. */
function countingRoom() {
  const face =
    'A brass box. Over its dials, from left to right, are painted a lamp, a fox and a boat. A small comet is scratched into its lid. It takes a 3-digit code.';
  return buildRoom({
    scenes: [
      {
        id: 'hall',
        elements: [
          clue(
            'slip',
            'Inked in a row: a fox, a lamp, a boat, a fox, a cup. A small comet is scratched in one corner.',
          ),
          clue('tile', 'Drawn edge to edge: a boat, a fox, a boat, a cup. A small comet is scratched below.'),
          clue('diary', 'Dear diary, it rained for two days and then for three more.'),
          codeLock('box', '133', undefined, { escape: true }, { description: face }),
        ],
      },
    ],
  });
}

describe('screen bot', () => {
  it('escapes the sample room from the screen alone, reading the code before entering it', () => {
    const { pkg } = sampleRoom();
    const run = playFromScreen(pkg);
    expect(run.escaped).toBe(true);
    const read = run.actions.findIndex((a) => a.type === 'interact' && a.element_id === 'painting');
    const entered = run.actions.findIndex((a) => a.type === 'interact' && a.input === '427');
    expect(read).toBeGreaterThanOrEqual(0);
    expect(entered).toBeGreaterThan(read);
    expect(run.locks.get('desk-drawer')).toEqual({ tries: 1, opened: true });
  });

  it('counts the drawings the lock pictures, in its order, over the texts marked like it', () => {
    const { pkg } = countingRoom();
    const run = playFromScreen(pkg);
    expect(run.escaped).toBe(true);
    expect(run.locks.get('box')).toEqual({ tries: 1, opened: true });
  });

  it('ranks the reasoned code first, and the blind guesser, entering every number it read, stays locked in', () => {
    const { pkg } = countingRoom();
    const notes = pkg.scenes[0].elements.map((el) => ({ key: el.id, text: el.clue_text, isLock: false }));
    const box = pkg.scenes[0].elements.find((el) => el.id === 'box')!;
    expect(reasonedCodes({ key: 'box', name: box.name, face: box.description, otherFaces: [] }, notes, [])[0]).toBe(
      '133',
    );
    const blind = playFromScreen(pkg, { mind: 'blind' });
    expect(blind.escaped).toBe(false);
    expect(blind.locks.get('box')?.opened).toBe(false);
  });

  it('gives up when nothing is left to try, within its budget of codes per lock', () => {
    const { pkg } = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            clue('note', 'Numbers everywhere: 12, 345, 6789 and "four hundred and two".'),
            codeLock('exit', '999', undefined, { escape: true }, { description: 'A keypad. It takes a 3-digit code.' }),
            door('hatch', { locked: true, escape: true }),
          ],
        },
      ],
    });
    const run = playFromScreen(pkg, { budget: 2 });
    expect(run.escaped).toBe(false);
    expect(run.locks.get('exit')!.tries).toBeLessThanOrEqual(2);
    expect(run.steps).toBeLessThan(20);
  });
});

describe('tying texts to a lock', () => {
  const mark = (sign: string) => `In one corner, someone has scratched a small ${sign}.`;
  const face = 'A cabinet with a combination drawer. Someone has scratched a small trident into its frame.';

  it('reads the sign, not the words it is scratched in, and a scene listing the lock by name is no tie', () => {
    // The first lock met: the words around every sign are on many texts, the sign itself on its own clues.
    const notes = [
      { key: 'tally', text: `The tally ends with "thirteen". ${mark('trident')}`, isLock: false },
      { key: 'scrap', text: `Squeezed into a corner: "ninety-three". ${mark('trident')}`, isLock: false },
      ...['spiral', 'spiral', 'horseshoe', 'arrowhead', 'arrowhead', 'thistle', 'thistle'].map((sign, i) => ({
        key: `other-${i}`,
        text: `A note of ${i + 2} lines. ${mark(sign)}`,
        isLock: false,
      })),
      {
        key: 'scene:hall',
        text: 'Scrolls in niches. You spot the Jar Shelf and the Catalogue Cabinet. The only way on is a gate.',
        isLock: false,
        isScene: true,
      },
    ];
    const lock = {
      key: 'cabinet',
      name: 'Catalogue Cabinet',
      face,
      otherFaces: ['A keypad. Someone has scratched a small spiral into its frame.'],
    };
    const { strong } = notesByTie(lock, notes);
    expect(strong).toEqual([notes[0].text, notes[1].text]);
  });
});

describe('reading a sign by its glaze', () => {
  it('takes the colour of jars that stand somewhere, not the gold of a panel painted with stars', () => {
    const texts = [
      'On the top board, from left to right: a green jar, a red jar, a green jar.',
      'Star Ceiling Panel. A fallen ceiling panel painted with gold stars. For the sign of the star, green glaze.',
    ];
    expect(colourFor('star', ['star', 'sun'], texts)).toBe('green');
  });
});

describe('a number for a sign', () => {
  it('takes the number a sentence gives the sign, not one that counts something else beside it', () => {
    const texts = [
      'Star Chart. A star chart pinned flat with four brass tacks.',
      'A numbered key: the star stands for seven and the snake stands for three.',
    ];
    expect(numberFor('star', ['star', 'snake'], texts)).toBe(7);
    // A count is the number when nothing else gives one ("the violet candle bears four rings").
    expect(numberFor('violet', ['violet', 'red'], ['The violet candle bears four rings.'])).toBe(4);
  });
});

describe('a sign among phrases as wide', () => {
  it('ties the lock to the phrase with the rarest word', () => {
    const face =
      'A hatch. Its dials show an owl, a moth, a candle and a ring. Someone has scratched a small horseshoe into its frame.';
    const notes = [
      ...['a moth', 'an owl, a candle', 'a ring, a candle'].map((drawn, i) => ({
        key: `drawn-${i}`,
        text: `Sketched: ${drawn}. In one corner, someone has scratched a small horseshoe.`,
        isLock: false,
      })),
      ...['yellow', 'black', 'white'].map((colour, i) => ({
        key: `candle-${i}`,
        text: `The ${colour} candle has ${['four', 'one', 'three'][i]} rings. In one corner, someone has scratched a small thistle.`,
        isLock: false,
      })),
      { key: 'lamp', text: 'A lamp with a candle inside.', isLock: false },
    ];
    const lock = { key: 'hatch', name: 'Submersible Hatch', face, otherFaces: [] };
    expect(notesByTie(lock, notes).strong).toEqual(notes.slice(0, 3).map((n) => n.text));
  });
});
