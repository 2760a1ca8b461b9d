/** How the offline room plan grows with difficulty (room-plan.ts). */
import type { Difficulty } from '@core';

export interface DifficultyShape {
  depth: [number, number];
  codeLength: [number, number];
  pieceChance: number;
  carryChance: number;
  /** Chance that a lock's further clue lies in an earlier scene. */
  spreadChance: number;
}
export const SHAPES: Record<Difficulty, DifficultyShape> = {
  easy: { depth: [1, 2], codeLength: [3, 3], pieceChance: 0, carryChance: 0, spreadChance: 0 },
  medium: { depth: [2, 2], codeLength: [3, 4], pieceChance: 0.2, carryChance: 0, spreadChance: 0.3 },
  hard: { depth: [2, 3], codeLength: [4, 4], pieceChance: 0.35, carryChance: 0.4, spreadChance: 0.5 },
  expert: { depth: [3, 4], codeLength: [4, 5], pieceChance: 0.45, carryChance: 0.5, spreadChance: 0.6 },
};
