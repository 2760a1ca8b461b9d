import { describe, expect, it } from 'vitest';
import { ADVENTURE_VIBES } from '@core/contracts/early-access';
import { dropIndex, keyboardTarget, moveAnnouncement, moveItem } from './vibe-order';

const vibes = [...ADVENTURE_VIBES];

describe('moveItem', () => {
  it('moves an item down and up without touching the original', () => {
    expect(moveItem(vibes, 0, 2)).toEqual([vibes[1], vibes[2], vibes[0], vibes[3], vibes[4]]);
    expect(moveItem(vibes, 4, 1)).toEqual([vibes[0], vibes[4], vibes[1], vibes[2], vibes[3]]);
    expect(vibes).toEqual([...ADVENTURE_VIBES]);
  });

  it('clamps the target and ignores a source outside the list', () => {
    expect(moveItem(vibes, 1, 99)).toEqual([vibes[0], vibes[2], vibes[3], vibes[4], vibes[1]]);
    expect(moveItem(vibes, 3, -5)).toEqual([vibes[3], vibes[0], vibes[1], vibes[2], vibes[4]]);
    expect(moveItem(vibes, 7, 0)).toEqual(vibes);
  });

  it('keeps every vibe exactly once', () => {
    for (let from = 0; from < vibes.length; from++)
      for (let to = 0; to < vibes.length; to++)
        expect([...moveItem(vibes, from, to)].sort()).toEqual([...vibes].sort());
  });
});

describe('dropIndex', () => {
  it('shifts by whole rows of movement, rounding at half a row', () => {
    expect(dropIndex(0, 0, 64, 5)).toBe(0);
    expect(dropIndex(0, 31, 64, 5)).toBe(0);
    expect(dropIndex(0, 33, 64, 5)).toBe(1);
    expect(dropIndex(0, 128, 64, 5)).toBe(2);
    expect(dropIndex(3, -70, 64, 5)).toBe(2);
  });

  it('stays inside the list', () => {
    expect(dropIndex(4, 500, 64, 5)).toBe(4);
    expect(dropIndex(1, -500, 64, 5)).toBe(0);
    expect(dropIndex(2, 100, 0, 5)).toBe(2);
  });
});

describe('keyboard alternative', () => {
  it('moves one place with the arrows and to the ends with Home/End', () => {
    expect(keyboardTarget('ArrowDown', 1, 5)).toBe(2);
    expect(keyboardTarget('ArrowUp', 1, 5)).toBe(0);
    expect(keyboardTarget('Home', 3, 5)).toBe(0);
    expect(keyboardTarget('End', 1, 5)).toBe(4);
  });

  it('does nothing past the ends or for other keys', () => {
    expect(keyboardTarget('ArrowUp', 0, 5)).toBeNull();
    expect(keyboardTarget('ArrowDown', 4, 5)).toBeNull();
    expect(keyboardTarget('Home', 0, 5)).toBeNull();
    expect(keyboardTarget('Enter', 2, 5)).toBeNull();
  });

  it('announces the new rank, 1 = most exciting', () => {
    expect(moveAnnouncement('Solo stealth missions', 2, 5)).toBe('Solo stealth missions moved to rank 3 of 5');
  });
});
