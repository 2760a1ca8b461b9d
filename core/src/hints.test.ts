import { describe, expect, it } from 'vitest';
import type { GameAction, GameState, RoomPackage } from './room';
import { initialState, step } from './engine';
import { nextHint } from './hints';
import { buildRoom, door, keyItem, sampleRoom } from './test-rooms';

function play(pkg: RoomPackage, actions: GameAction[]): GameState {
  return actions.reduce((state, action) => step(pkg, state, action).state, initialState(pkg));
}

const { pkg, solutions } = sampleRoom();

describe('nextHint', () => {
  it('points at the clue first, then at the lock, without revealing the code', () => {
    const first = nextHint(pkg, solutions, initialState(pkg));
    expect(first).toEqual({ element_id: 'painting', text: 'Take a closer look at the Painting.' });
    const afterClue = play(pkg, [{ type: 'interact', element_id: 'painting' }]);
    const vague = nextHint(pkg, solutions, afterClue)!;
    expect(vague.element_id).toBe('desk-drawer');
    expect(vague.text).toBe('The Painting may tell you more about the Desk drawer.');
    const explicit = nextHint(pkg, solutions, afterClue, 1)!;
    expect(explicit.text).toBe('Enter the combination written on the Painting into the Desk drawer.');
    expect(explicit.text).not.toContain('427');
  });

  it('suggests using a held item', () => {
    const holding = play(pkg, [
      { type: 'interact', element_id: 'painting' },
      { type: 'interact', element_id: 'desk-drawer', input: '427' },
      { type: 'interact', element_id: 'brass-key' },
    ]);
    expect(nextHint(pkg, solutions, holding, 1)).toEqual({
      element_id: 'study-door',
      text: 'Use the Brass key on the Study door.',
    });
  });

  it('uses the authored hints first, from vague to explicit', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [door('exit', { escape: true }, { hints: ['Freedom is near.', 'The door is open.'] })],
        },
      ],
    });
    const start = initialState(room.pkg);
    expect(nextHint(room.pkg, room.solutions, start, 0)?.text).toBe('Freedom is near.');
    expect(nextHint(room.pkg, room.solutions, start, 1)?.text).toBe('The door is open.');
    expect(nextHint(room.pkg, room.solutions, start, 2)?.text).toBe('Tap the Exit.');
  });

  it('sends the player back to the scene where the next step is', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'hall',
          elements: [
            door('arch', { next: 'yard' }),
            keyItem('iron-key', { visible: false }),
            { id: 'chest', yields: { reveals: ['iron-key'] } },
          ],
        },
        { id: 'yard', elements: [door('exit', { escape: true, key: 'iron-key' })] },
      ],
    });
    const inYard = play(room.pkg, [{ type: 'interact', element_id: 'arch' }]);
    expect(inYard.scene_id).toBe('yard');
    const hint = nextHint(room.pkg, room.solutions, inYard)!;
    expect(hint.element_id).toBe('chest');
    expect(hint.text).toBe('Go back to Hall. Take a closer look at the Chest.');
  });

  it('returns null once escaped or when no way out remains', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            keyItem('key'),
            { id: 'trapdoor', requires: { items: ['key'] } },
            door('exit', { escape: true, key: 'key' }),
          ],
        },
      ],
    });
    const stuck = play(room.pkg, [
      { type: 'interact', element_id: 'key' },
      { type: 'use_item', element_id: 'trapdoor', item_id: 'key' },
    ]);
    expect(stuck.inventory).toEqual([]);
    expect(nextHint(room.pkg, room.solutions, stuck)).toBeNull();
    const escaped = play(room.pkg, [
      { type: 'interact', element_id: 'key' },
      { type: 'use_item', element_id: 'exit', item_id: 'key' },
    ]);
    expect(escaped.escaped).toBe(true);
    expect(nextHint(room.pkg, room.solutions, escaped)).toBeNull();
  });
});
