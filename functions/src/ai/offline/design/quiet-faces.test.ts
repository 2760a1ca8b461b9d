/**
 * Issue 30 item 3: from hard up, a lock's face does not state the method. Over generated hard and
 * expert rooms, no code lock's description (its look, its face, its mark and "It takes ...") uses a
 * word that tells how to work the code out; easy and medium faces still do.
 */
import { describe, expect, it } from 'vitest';
import { methodWordIn, type Difficulty } from '@core';
import { briefFor, generateUnpainted } from './bot-trial';

const ROOMS = 40;

function lockDescriptions(difficulty: Difficulty, rooms: number): { pattern: string; description: string }[] {
  return Array.from({ length: rooms }, (_, i) => generateUnpainted(briefFor(difficulty, i + 1)).pkg).flatMap((pkg) =>
    pkg.scenes
      .flatMap((scene) => scene.elements)
      .filter((el) => el.requires.code_hash)
      .map((el) => ({ pattern: el.requires.pattern ?? '?', description: el.description })),
  );
}

describe('lock faces from hard up', () => {
  for (const difficulty of ['hard', 'expert'] as const)
    it(`in ${ROOMS} ${difficulty} rooms, no code lock's face states the method`, () => {
      const locks = lockDescriptions(difficulty, ROOMS);
      expect(locks.length).toBeGreaterThan(ROOMS);
      const telling = locks
        .map((lock) => ({ ...lock, word: methodWordIn(lock.description) }))
        .filter((lock) => lock.word !== null);
      expect(telling).toEqual([]);
    });

  it('in medium rooms, faces still say how to work the code out', () => {
    const locks = lockDescriptions('medium', 20);
    expect(locks.filter((lock) => methodWordIn(lock.description) !== null).length).toBeGreaterThan(0);
  });
});
