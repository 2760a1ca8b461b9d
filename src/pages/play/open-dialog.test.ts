import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import { fixtureRoom } from '../../data/test-support/play-fixture';
import { dialogAfter, dialogAfterTap } from './open-dialog';

const start = initialState(fixtureRoom);
const opened = step(fixtureRoom, start, { type: 'interact', element_id: 'safe', input: '427' }).state;

describe('dialogAfter', () => {
  it('keeps the dialog the player opened while the action was on its way, when its element is in sight', () => {
    // The safe's code revealed the key; the player tapped the key before the code's step returned.
    expect(dialogAfter('key', fixtureRoom, opened)).toBe('key');
    expect(dialogAfter('note', fixtureRoom, opened)).toBe('note');
  });

  it('closes the dialog whose element has left sight, and leaves none open when none was', () => {
    expect(dialogAfter('key', fixtureRoom, start)).toBeNull();
    const taken = step(fixtureRoom, opened, { type: 'interact', element_id: 'key' }).state;
    expect(dialogAfter('key', fixtureRoom, taken)).toBeNull();
    expect(dialogAfter(null, fixtureRoom, opened)).toBeNull();
  });

  it('closes every dialog on the escape', () => {
    expect(dialogAfter('note', fixtureRoom, { ...opened, escaped: true })).toBeNull();
  });
});

describe('dialogAfterTap', () => {
  it('opens the tapped element after its own action unless another dialog was opened meanwhile', () => {
    expect(dialogAfterTap(null, 'safe', true)).toBe('safe');
    expect(dialogAfterTap('key', 'safe', true)).toBe('key');
    expect(dialogAfterTap(null, 'safe', false)).toBeNull();
  });
});
