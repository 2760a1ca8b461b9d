import { describe, expect, it } from 'vitest';
import { initialState, SEALED_NAME, stepSealed, type GameState } from '@core';
import { sealedFixtureRoom } from '../test-support/play-fixture';
import { presentView, SEALED_LABELS } from './sealed-view';

const names = (pkg: { scenes: Array<{ elements: Array<{ id: string; name: string }> }> }) =>
  Object.fromEntries(pkg.scenes.flatMap((s) => s.elements.map((e) => [e.id, e.name])));

describe('presentView', () => {
  it('when the game starts then what is in sight is open and nothing is missing', () => {
    const view = presentView(sealedFixtureRoom, {}, initialState(sealedFixtureRoom));
    expect(view.missing).toEqual([]);
    expect(names(view.pkg)).toMatchObject({ note: 'Torn note', safe: 'Wall safe', door: 'Oak door' });
    expect(names(view.pkg).key).toBe(SEALED_NAME); // hidden: not shown, still sealed
  });

  it('when the code is entered on this device then the revealed key is open', () => {
    const start = initialState(sealedFixtureRoom);
    const solved = stepSealed(sealedFixtureRoom, {}, start, { type: 'interact', element_id: 'safe', input: '427' });
    const view = presentView(sealedFixtureRoom, solved.keyring, solved.result.state);
    expect(view.missing).toEqual([]);
    expect(names(view.pkg).key).toBe('Brass key');
  });

  it('when a visible element cannot be opened (no key on this device) then it shows as Sealed, never as a placeholder', () => {
    const start = initialState(sealedFixtureRoom);
    const state: GameState = stepSealed(sealedFixtureRoom, {}, start, {
      type: 'interact',
      element_id: 'safe',
      input: '427',
    }).result.state;

    const view = presentView(sealedFixtureRoom, {}, state);

    expect(view.missing).toEqual(['key']);
    const key = view.pkg.scenes[0].elements.find((e) => e.id === 'key')!;
    expect(key).toMatchObject({ name: SEALED_LABELS.element, description: SEALED_LABELS.note });
    expect(key.width).toBeGreaterThan(40);
  });
});
