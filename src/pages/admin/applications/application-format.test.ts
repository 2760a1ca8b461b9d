import { describe, expect, it } from 'vitest';
import { energyColor, energyLabel, listText, passiveRewardsLabel } from './application-format';

describe('builder application formatting', () => {
  it('colours the energy chip green at 8+, amber at 6+, blue at 4+, else grey', () => {
    expect([10, 8, 7, 6, 5, 4, 3, 1].map(energyColor)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'tertiary',
      'tertiary',
      'medium',
      'medium',
    ]);
  });

  it('shows energy out of 10 and passive rewards out of 5', () => {
    expect(energyLabel(7)).toBe('7/10');
    expect(passiveRewardsLabel(3)).toBe('3/5');
  });

  it('joins list answers, or says none', () => {
    expect(listText(['a', 'b'])).toBe('a, b');
    expect(listText([])).toBe('none');
    expect(listText(undefined)).toBe('none');
  });
});
