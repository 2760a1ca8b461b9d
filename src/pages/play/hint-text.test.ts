import { describe, expect, it } from 'vitest';
import { initialState, step } from '@core/engine';
import type { GameAction, GameState } from '@core';
import { openPackage } from '@core';
import { fixtureRoom, sealedFixtureRoom } from '../../data/play-fixture';
import { HINT_TEXT, hintFor, hintTarget } from './hint-text';

const play = (...actions: GameAction[]): GameState =>
  actions.reduce((state, action) => step(fixtureRoom, state, action).state, initialState(fixtureRoom));

describe('hintFor', () => {
  it("when the game starts then the hint is the first unsolved element's own authored hint", () => {
    expect(hintFor(fixtureRoom, initialState(fixtureRoom))).toEqual({
      text: 'Read the note on the desk.',
      elementId: 'note',
    });
  });

  it('when a lock has no authored hint then the nudge points at its clue without giving the code', () => {
    const hint = hintFor(fixtureRoom, play({ type: 'interact', element_id: 'note' }));
    expect(hint.elementId).toBe('safe');
    expect(hint.text).toBe('The Wall safe needs a code. Take a closer look at the Torn note.');
    expect(hint.text).not.toMatch(/427|4-2-7/);
  });

  it('when hinting on the opened sealed view then the words are the same, and an unseen clue is never named', () => {
    const state = play({ type: 'interact', element_id: 'note' });
    expect(hintFor(openPackage(sealedFixtureRoom, {}, state), state)).toEqual(hintFor(fixtureRoom, state));
    const hiddenClue = structuredClone(sealedFixtureRoom);
    hiddenClue.scenes[0].elements[0].name = '…';
    const hint = hintFor(openPackage(hiddenClue, {}, state), state);
    expect(hint.text).toBe('The Wall safe needs a code. Search for a clue nearby.');
  });

  it('when a locked door needs an item the player holds then the hint says to drag an item onto it', () => {
    const state = play(
      { type: 'interact', element_id: 'note' },
      { type: 'interact', element_id: 'safe', input: '427' },
      { type: 'interact', element_id: 'key' },
    );
    expect(hintTarget(fixtureRoom, state)?.id).toBe('door');
    expect(hintFor(fixtureRoom, state).text).toBe(
      'The Oak door needs something. Try dragging an item from your inventory onto it.',
    );
  });

  it('when an element has several authored hints then each further hint goes one step further', () => {
    const room = structuredClone(fixtureRoom);
    room.scenes[0].elements[0].hints = ['Vague.', '', 'Explicit.'];
    const state = initialState(room);
    expect(hintFor(room, state, {}).text).toBe('Vague.');
    expect(hintFor(room, state, { note: 1 }).text).toBe('Explicit.');
    expect(hintFor(room, state, { note: 5 }).text).toBe('Explicit.');
  });

  it('when the player has escaped then there is nothing to hint', () => {
    expect(hintFor(fixtureRoom, { ...initialState(fixtureRoom), escaped: true }).text).toBe(HINT_TEXT.escaped);
  });

  it('when everything in the scene is done then the player is sent to another scene', () => {
    const state = play(
      { type: 'interact', element_id: 'note' },
      { type: 'interact', element_id: 'safe', input: '427' },
      { type: 'interact', element_id: 'key' },
      { type: 'use_item', element_id: 'door', item_id: 'key' },
      { type: 'go_to_scene', scene_id: 'study' },
    );
    expect(state.scene_id).toBe('study');
    expect(hintFor(fixtureRoom, state)).toEqual({ text: HINT_TEXT.elsewhere, elementId: null });
  });
});
