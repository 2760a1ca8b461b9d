import { describe, expect, it } from 'vitest';
import { checkSolvability, DIFFICULTIES, renamesExactly, type RoomPackage } from '@core';
import { idsHoldingWords, idsIn, nameWords } from '@core/test-support/package-ids';
import { offlineRoom } from '../../ai/testing/critique-fixtures';
import { designPackageOf, releasedSolutions, releaseForPlayers, rerelease } from './room-sealing';

const elementIds = (pkg: RoomPackage) => pkg.scenes.flatMap((scene) => scene.elements.map((el) => el.id));

describe('releaseForPlayers', () => {
  // Expert rooms take tens of seconds to check twice here: tests/api/opaque-ids.test.ts releases one of every difficulty.
  it.each(DIFFICULTIES.filter((difficulty) => difficulty !== 'expert'))(
    'when the %s room of seed 11 is released then its three packages share opaque ids, and the answers under them find the way out',
    (difficulty) => {
      const { pkg, design } = offlineRoom(difficulty, 11);
      const release = releaseForPlayers(pkg, design.solutions);
      const words = nameWords(pkg);
      expect(words.length).toBeGreaterThan(5);
      for (const ids of [idsIn(release.pkg), idsIn(release.sealed), idsIn(release.online.package)])
        expect(idsHoldingWords(ids, words)).toEqual([]);
      expect(elementIds(release.sealed)).toEqual(elementIds(release.pkg));
      expect(elementIds(release.online.package)).toEqual(elementIds(release.pkg));
      expect(release.pkg.start_scene_id).toBe(release.online.ids!.scenes[pkg.start_scene_id]);
      expect(Object.keys(release.solutions)).toEqual(
        Object.keys(design.solutions).map((id) => release.online.ids!.elements[id]),
      );
      const report = checkSolvability(release.pkg, release.solutions);
      expect(report.solvable).toBe(true);
      expect(report.shortest_solution).toHaveLength(checkSolvability(pkg, design.solutions).shortest_solution!.length);
      // The stored release gives back the design's ids and answers, and the answers under its ids.
      expect(elementIds(designPackageOf(release.pkg, release.online))).toEqual(elementIds(pkg));
      expect(releasedSolutions(design.solutions, release.online)).toEqual(release.solutions);
    },
  );

  it('when the same version is released again then its ids, salt and version stay, so its sessions play on', () => {
    const { pkg, design } = offlineRoom('medium', 12);
    const first = releaseForPlayers(pkg, design.solutions);
    const again = releaseForPlayers(pkg, design.solutions, { package: first.pkg, online_package: first.online });
    expect(again.online.ids).toEqual(first.online.ids);
    expect(again.pkg.salt).toBe(first.pkg.salt);
    expect(again.pkg.version).toBe(pkg.version);
    expect(again.pkg).toEqual(first.pkg);
  });

  it('when a new version is released then every id is drawn again', () => {
    const { pkg, design } = offlineRoom('medium', 13);
    const first = releaseForPlayers(pkg, design.solutions);
    const next = releaseForPlayers({ ...pkg, version: 'next' }, design.solutions, {
      package: first.pkg,
      online_package: first.online,
    });
    const before = new Set(elementIds(first.pkg));
    expect(elementIds(next.pkg).filter((id) => before.has(id))).toEqual([]);
    expect(next.pkg.version).toBe('next');
    expect(renamesExactly(next.online.ids!, pkg)).toBe(true);
  });

  it('when the release before had the same version and no renaming then the version changes, so no session keeps ids that are gone', () => {
    const { pkg, design } = offlineRoom('easy', 14);
    const named = { ...pkg, salt: 'an-older-release' };
    const release = releaseForPlayers(pkg, design.solutions, { package: named, online_package: null });
    expect(release.pkg.version).not.toBe(pkg.version);
    expect(release.pkg.salt).not.toBe('an-older-release');
  });

  it('when a released room is released again in a new format then it starts from the design ids and draws new ones', () => {
    const { pkg, design } = offlineRoom('hard', 15);
    const first = releaseForPlayers(pkg, design.solutions);
    const upgraded = rerelease(designPackageOf(first.pkg, first.online), design.solutions);
    expect(renamesExactly(upgraded.online.ids!, pkg)).toBe(true);
    expect(upgraded.pkg.version).not.toBe(first.pkg.version);
    expect(checkSolvability(upgraded.pkg, upgraded.solutions).solvable).toBe(true);
  });
});
