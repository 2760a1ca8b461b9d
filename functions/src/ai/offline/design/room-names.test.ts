/**
 * A room names each thing once: two "Steamer Trunk"s make a hint's "the Steamer Trunk" mean two
 * things. The workshop draws boxes, openers and piece sets not yet used while any is left, and
 * a clue made but not placed yet counts as taken. Easy and medium rooms never repeat a name; hard
 * and expert rooms still may when a setting's piece sets run out (their share is printed by the bench).
 */
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '@core';
import { briefFor, generateUnpainted } from './bot-trial';

function repeatedNames(difficulty: Difficulty, seed: number): string[] {
  const { pkg } = generateUnpainted(briefFor(difficulty, seed));
  const names = pkg.scenes.flatMap((scene) => scene.elements.map((el) => el.name));
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}

describe('names in a generated room', () => {
  it.each(['easy', 'medium'] as const)(
    'when 40 %s rooms are generated, then no two things share a name',
    (difficulty) => {
      const repeats = Array.from({ length: 40 }, (_, seed) => repeatedNames(difficulty, seed + 1)).flat();
      expect(repeats).toEqual([]);
    },
  );
});
