/** How the offline room plan grows with difficulty (room-plan.ts, scene-gates.ts). */
import type { Difficulty } from '@core';

export interface DifficultyShape {
  /** Depth of the chain that opens the first door. */
  depth: [number, number];
  codeLength: [number, number];
  /** Chains in a scene feeding its meta lock. */
  chains: [number, number];
  /** Depth of each chain (1: a search or a lock in plain sight; more: boxes and hidden clues before it). */
  chainDepth: [number, number];
  /** Chance that a meta lock fed by two chains is a statue or console taking two pieces rather than a combination lock. */
  assemblyChance: number;
  /** Chance that a lock's further clue lies in an earlier scene. */
  spreadChance: number;
}
export const SHAPES: Record<Difficulty, DifficultyShape> = {
  easy: {
    depth: [1, 2],
    codeLength: [3, 3],
    chains: [1, 1],
    chainDepth: [1, 2],
    assemblyChance: 1,
    spreadChance: 0,
  },
  medium: {
    depth: [1, 2],
    codeLength: [3, 4],
    chains: [2, 2],
    chainDepth: [2, 2],
    assemblyChance: 0.5,
    spreadChance: 0.3,
  },
  hard: {
    depth: [2, 2],
    codeLength: [4, 4],
    chains: [2, 2],
    chainDepth: [2, 2],
    assemblyChance: 0.4,
    spreadChance: 0.5,
  },
  expert: {
    depth: [2, 3],
    codeLength: [4, 5],
    chains: [2, 2],
    chainDepth: [2, 2],
    assemblyChance: 0.8,
    spreadChance: 0.6,
  },
};
