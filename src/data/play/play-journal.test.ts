import { describe, expect, it } from 'vitest';
import { openView } from '@core';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { GameAction, GameState } from '@core';
import { fixtureRoom, sealedFixtureRoom } from '../test-support/play-fixture';
import { journalOf } from './play-journal';

function play(actions: GameAction[]): GameState {
  return actions.reduce((state, action) => step(fixtureRoom, state, action).state, initialState(fixtureRoom));
}

describe('journalOf', () => {
  it('is empty before anything is read or found', () => {
    expect(journalOf(fixtureRoom, initialState(fixtureRoom))).toEqual({ clues: [], items: [] });
  });

  it('lists each clue read with its text, and the items found, held or used', () => {
    const read = play([{ type: 'interact', element_id: 'note' }]);
    expect(journalOf(fixtureRoom, read).clues).toEqual([
      { elementId: 'note', name: 'Torn note', sceneName: 'Study', text: 'It reads 4-2-7.' },
    ]);
    const taken = play([
      { type: 'interact', element_id: 'note' },
      { type: 'interact', element_id: 'safe', input: '427' },
      { type: 'interact', element_id: 'key' },
    ]);
    expect(journalOf(fixtureRoom, taken).items).toEqual([
      { elementId: 'key', name: 'Brass key', description: '', icon: 'key', held: true },
    ]);
    const used = step(fixtureRoom, taken, { type: 'use_item', element_id: 'door', item_id: 'key' }).state;
    expect(journalOf(fixtureRoom, used).items.map((item) => [item.name, item.held])).toEqual([['Brass key', false]]);
    // Reading the note again does not list it twice.
    expect(journalOf(fixtureRoom, used).clues).toHaveLength(1);
  });

  it('reads the opened view of the sealed package (works offline with no extra storage)', () => {
    const read = play([{ type: 'interact', element_id: 'note' }]);
    const view = openView(sealedFixtureRoom, {}, read).pkg;
    expect(journalOf(view, read).clues.map((clue) => clue.text)).toEqual(['It reads 4-2-7.']);
  });
});
