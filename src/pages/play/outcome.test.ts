import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import { fixtureRoom } from '../../data/test-support/play-fixture';
import { SEALED_NAME } from '@core';
import { announcementOf, outcomeOf, UNSEEN_ELEMENT } from './outcome';

describe('outcomeOf', () => {
  it('lists what a correct code revealed and the points', () => {
    const result = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'safe', input: '427' });
    expect(outcomeOf(fixtureRoom, result)).toMatchObject({
      success: true,
      changes: ['+25 points', 'Revealed: Brass key'],
    });
  });

  it('keeps the refusal of a wrong key', () => {
    const withKey = [
      { type: 'interact', element_id: 'safe', input: '427' },
      { type: 'interact', element_id: 'key' },
    ] as const;
    const state = withKey.reduce((s, a) => step(fixtureRoom, s, a).state, initialState(fixtureRoom));
    const wrong = step(fixtureRoom, state, { type: 'use_item', element_id: 'note', item_id: 'key' });
    expect(outcomeOf(fixtureRoom, wrong)).toEqual({
      message: 'Key does not work with this lock',
      success: false,
      changes: [],
    });
  });

  it('when a hint is bought then its words and its cost are said', () => {
    const hint = step(fixtureRoom, initialState(fixtureRoom), { type: 'hint' });
    const outcome = outcomeOf(fixtureRoom, hint);
    expect(outcome.changes).toEqual([expect.stringMatching(/^-\d+ points for the hint$/)]);
    expect(announcementOf(outcome)).toBe(`${hint.message} ${outcome.changes[0]}.`);
  });

  it('when a code opens the safe then the live region says the message, then each change', () => {
    const result = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'safe', input: '427' });
    expect(announcementOf(outcomeOf(fixtureRoom, result))).toBe(`${result.message} +25 points. Revealed: Brass key.`);
  });

  it('when a door leads out then the escape is said even when the door has words of its own', () => {
    const result = {
      ...step(fixtureRoom, initialState(fixtureRoom), { type: 'hint' }),
      message: 'The gate swings wide.',
    };
    const escaped = { ...result, events: [{ type: 'escaped' as const, element_id: 'door' }] };
    expect(announcementOf(outcomeOf(fixtureRoom, escaped))).toBe('The gate swings wide. You escaped!');
  });

  it('when a code opens something in a scene not yet entered then its sealed name is never said', () => {
    // The sealed view of the fixture: the brass key still lies in a capsule, named by the placeholder.
    const sealedView = {
      ...fixtureRoom,
      scenes: fixtureRoom.scenes.map((scene) => ({
        ...scene,
        elements: scene.elements.map((el) => (el.id === 'key' ? { ...el, name: SEALED_NAME } : el)),
      })),
    };
    const result = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'safe', input: '427' });
    const outcome = outcomeOf(sealedView, result);
    expect(outcome.changes).toContain(`Revealed: ${UNSEEN_ELEMENT}`);
    expect(announcementOf(outcome)).not.toContain(SEALED_NAME);
  });
});
