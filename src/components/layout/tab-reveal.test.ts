import { describe, expect, it } from 'vitest';
import { revealOffset } from './tab-reveal';

const bar = { left: 20, right: 370 };

describe('revealOffset', () => {
  it('leaves a tab already inside the bar alone', () => {
    expect(revealOffset(bar, { left: 40, right: 200 })).toBe(0);
  });

  it('scrolls right just enough for a tab cut at the right edge, with the margin', () => {
    expect(revealOffset(bar, { left: 300, right: 430 })).toBe(430 - 370 + 12);
  });

  it('scrolls left for a tab cut at the left edge, with the margin', () => {
    expect(revealOffset(bar, { left: -100, right: 40 })).toBe(-100 - 20 - 12);
  });

  it('shows the start of a tab wider than the bar', () => {
    expect(revealOffset(bar, { left: 400, right: 900 })).toBe(400 - 20 - 12);
  });
});
