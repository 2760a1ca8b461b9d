import { describe, expect, it } from 'vitest';
import { formatDuration, formatHints, formatShare, heatColour } from './analytics-format';

describe('analytics formats', () => {
  it('when durations are given then they read in seconds, minutes and hours', () => {
    expect(formatDuration(4000)).toBe('4 s');
    expect(formatDuration(95_000)).toBe('1 min 35 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_900_000)).toBe('1 h 5 min');
    expect(formatDuration(null)).toBe('—');
  });

  it('when shares and hints are given then they round for reading', () => {
    expect(formatShare(0.456)).toBe('46%');
    expect(formatHints(1.25)).toBe('1.3');
    expect(formatHints(null)).toBe('—');
  });

  it('when a stuck share grows then the heat goes from violet to red, and stops at half', () => {
    expect(heatColour(0)).toBe('rgb(36, 28, 66)');
    expect(heatColour(0.5)).toBe('rgb(220, 38, 38)');
    expect(heatColour(0.9)).toBe(heatColour(0.5));
  });
});
