/**
 * Issue 30 item 4: enough material per setting that a room rarely meets the same thing twice.
 * These floors keep the material from shrinking unnoticed.
 */
import { describe, expect, it } from 'vitest';
import { ART_KINDS } from '../../../model/room-design';
import { SETTINGS } from './theme-material';

describe('setting material', () => {
  it.each(SETTINGS.map((s) => [s.name, s] as const))(
    '%s has at least fifteen clue objects, locks and things to search, each named once',
    (_, setting) => {
      expect(setting.clues.length).toBeGreaterThanOrEqual(15);
      expect(setting.locks.length).toBeGreaterThanOrEqual(15);
      expect(setting.containers.length).toBeGreaterThanOrEqual(15);
      // A hard or expert room locks away up to eight things, each in a box of its own name.
      expect(setting.chests.length).toBeGreaterThanOrEqual(8);
      // A hard room builds up to four statues or consoles from piece sets, an expert room more.
      expect(setting.pieceSets.length).toBeGreaterThanOrEqual(6);
      const things = [
        ...setting.clues,
        ...setting.locks,
        ...setting.containers,
        ...setting.chests,
        ...setting.keys,
        ...setting.smallKeys,
        ...setting.treasures,
        ...setting.doors,
        ...setting.exits,
        ...setting.pieceSets.flatMap((set) => [...set.pieces, set.target]),
      ];
      const names = things.map((thing) => thing.name);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    },
  );

  it('draws every thing with an art kind the painter knows', () => {
    const unknown = SETTINGS.flatMap((s) => [...s.clues, ...s.locks, ...s.containers]).filter(
      (thing) => !(ART_KINDS as readonly string[]).includes(thing.art),
    );
    expect(unknown.map((thing) => thing.name)).toEqual([]);
  });
});
