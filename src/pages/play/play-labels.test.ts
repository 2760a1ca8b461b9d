import { describe, expect, it } from 'vitest';
import { cube, key } from 'ionicons/icons';
import { fixtureRoom } from '../../data/test-support/play-fixture';
import { itemIcon, sceneCounter, syncLabel } from './play-labels';

describe('sceneCounter', () => {
  it('when in a scene then it reads "Scene N of M" in scene order', () => {
    expect(sceneCounter(fixtureRoom, 'study')).toBe('Scene 1 of 2');
    expect(sceneCounter({ ...fixtureRoom, scenes: [...fixtureRoom.scenes].reverse() }, 'vault')).toBe('Scene 2 of 2');
  });
});

describe('syncLabel', () => {
  it('when actions wait then their number is shown, singular and plural', () => {
    expect(syncLabel(1, false, false)).toBe('1 action waiting to sync');
    expect(syncLabel(3, true, true)).toBe('3 actions waiting to sync');
    expect(syncLabel(0, true, true)).toBe('Syncing…');
    expect(syncLabel(0, false, true)).toBe('All progress synced');
    expect(syncLabel(0, false, false)).toBe('Progress saved on this device');
  });
});

describe('itemIcon', () => {
  it('when an icon name is unknown then a generic one is used', () => {
    expect(itemIcon('key')).toBe(key);
    expect(itemIcon('mystery')).toBe(cube);
  });
});
