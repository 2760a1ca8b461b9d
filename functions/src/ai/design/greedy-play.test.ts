import { describe, expect, it } from 'vitest';
import { checkSolvability, type Difficulty } from '@core';
import { measureRoomShape } from '@core/checker/room-shape';
import { briefFor, generateUnpainted } from '../offline/design/bot-trial';
import { greedyPlayThrough } from './greedy-play';

describe('a quick greedy walk through a room', () => {
  it.each(['easy', 'medium', 'hard', 'expert'] as Difficulty[])(
    'when offline %s rooms are walked greedily, then every walk escapes by the engine’s own moves and measures as the shortest solution does',
    (difficulty) => {
      for (let seed = 0; seed < 3; seed++) {
        const { design, pkg } = generateUnpainted(briefFor(difficulty, seed));
        const walk = greedyPlayThrough(pkg, design.solutions);
        expect(walk, `seed ${seed}`).not.toBeNull();
        // measureRoomShape refuses a play-through that does not escape.
        const quick = measureRoomShape(pkg, design.solutions, walk!);
        const shortest = checkSolvability(pkg, design.solutions).shortest_solution!;
        const proven = measureRoomShape(pkg, design.solutions, shortest);
        expect(quick.puzzles).toBe(proven.puzzles);
        expect(quick.depth).toBe(proven.depth);
      }
    },
  );

  it('when a lock on the way out has no known code, then the walk gets stuck and is null', () => {
    const { design, pkg } = generateUnpainted(briefFor('easy', 1));
    expect(greedyPlayThrough(pkg, design.solutions)).not.toBeNull();
    expect(greedyPlayThrough(pkg, {})).toBeNull();
  });
});
