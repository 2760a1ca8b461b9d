import type { Difficulty } from '@core';

/** Difficulty chip colours on the rooms list: green, amber, red, and purple for expert. */
export const DIFFICULTY_CHIP_COLORS: Record<Difficulty, string> = {
  easy: 'success',
  medium: 'warning',
  hard: 'danger',
  expert: 'primary',
};

export const difficultyColor = (difficulty: string): string =>
  DIFFICULTY_CHIP_COLORS[difficulty as Difficulty] ?? 'medium';
