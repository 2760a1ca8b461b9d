import { describe, expect, it } from 'vitest';
import { difficultyColor } from './difficulty';

describe('difficultyColor', () => {
  it('when showing a difficulty then easy is green, medium amber, hard red and expert purple', () => {
    expect(['easy', 'medium', 'hard', 'expert'].map(difficultyColor)).toEqual([
      'success',
      'warning',
      'danger',
      'primary',
    ]);
    expect(difficultyColor('unknown')).toBe('medium');
  });
});
