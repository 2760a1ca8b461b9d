import { describe, expect, it } from 'vitest';
import { deleteConfirmation, formatDate, formatDateTime, plural } from './user-text';

describe('user management wording', () => {
  it('when confirming a delete then says the agents and puzzles move to the admin and the sessions stay', () => {
    const text = deleteConfirmation({
      email: 'ada@example.com',
      agents_count: 1,
      puzzles_count: 3,
      game_sessions_count: 0,
    });
    expect(text).toContain('Delete ada@example.com?');
    expect(text).toContain('Their agents and puzzles move to you and their game sessions stay, anonymised');
    expect(text).toContain('(1 agent, 3 puzzles, 0 game sessions)');
  });

  it('pluralises counts', () => {
    expect(plural(1, 'agent')).toBe('1 agent');
    expect(plural(2, 'agent')).toBe('2 agents');
  });

  it('formats dates and keeps what is not a date', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 Mar 2025');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2025-03-12T10:05:00Z')).toMatch(/^12 Mar 2025, \d\d:\d\d$/);
  });
});
