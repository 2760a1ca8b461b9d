import { describe, expect, it } from 'vitest';
import { checkSolvability, initialState, interleavedPlay, step, type GameAction } from '@core';

import { briefFor, generateUnpainted } from './bot-trial';

/** The moves of a play-through, walks between scenes left out, as comparable strings. */
const movesOf = (actions: GameAction[]) =>
  actions
    .filter((a) => a.type !== 'go_to_scene' && a.type !== 'hint')
    .map((a) => JSON.stringify(a))
    .sort();

describe('an interleaved play-through', () => {
  it('when hard rooms are played with two chains side by side, then each escapes with the shortest solution’s moves, out of their order', () => {
    let interleaved = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { pkg, design } = generateUnpainted(briefFor('hard', seed));
      const shortest = checkSolvability(pkg, design.solutions).shortest_solution!;
      const play = interleavedPlay(pkg, design.solutions, shortest);
      const end = play.actions.reduce((state, action) => {
        const result = step(pkg, state, action);
        expect(result.success, JSON.stringify(action)).toBe(true);
        return result.state;
      }, initialState(pkg));
      expect(end.escaped).toBe(true);
      expect(movesOf(play.actions)).toEqual(movesOf(shortest));
      if (play.switches >= 2) interleaved++;
    }
    // A bushy hard room leaves a second chain open along the way: most rooms switch at least twice.
    expect(interleaved).toBeGreaterThanOrEqual(9);
  });
});
