// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MyXp, XpBoard } from '../../data/community/community-calls';

const calls = vi.hoisted(() => ({
  fetchMyXp: vi.fn<() => Promise<MyXp>>(),
  fetchXpBoard: vi.fn<(period: 'week' | 'all') => Promise<XpBoard>>(),
}));
vi.mock('../../data/community/community-calls', () => calls);

const { default: XpTab } = await import('./XpTab');
const { xpSiteUrl } = await import('./links');

afterEach(() => {
  cleanup();
  calls.fetchMyXp.mockReset();
  calls.fetchXpBoard.mockReset();
});

const mine: MyXp = {
  balance: 230,
  week_xp: 110,
  rank: 7,
  entries: [
    { source: 'review', amount: 10, created_at: '2026-01-02T00:00:00Z', room_id: 'r1', room_title: 'The Study' },
    { source: 'first_escape', amount: 50, created_at: '2026-01-01T00:00:00Z', room_id: 'r1', room_title: 'The Study' },
  ],
};
const entry = (rank: number, player_name: string, xp: number, isMine = false) => ({
  rank,
  player_name,
  xp,
  mine: isMine,
});

describe('XP Program tab (rooms §2)', () => {
  it('opens our /xp page in a new tab, without an opener', () => {
    calls.fetchMyXp.mockReturnValue(new Promise(() => undefined));
    calls.fetchXpBoard.mockReturnValue(new Promise(() => undefined));
    render(<XpTab />);
    const button = screen.getByTestId('open-xp') as HTMLElement & { href?: string; target?: string; rel?: string };
    expect([button.href, button.target, button.rel]).toEqual(['/xp', '_blank', 'noopener']);
  });

  it('goes where VITE_XP_SITE_URL says when it is set, else to /xp', () => {
    expect(xpSiteUrl(undefined)).toBe('/xp');
    expect(xpSiteUrl('  ')).toBe('/xp');
    expect(xpSiteUrl('https://xp.example.org/')).toBe('https://xp.example.org/');
  });
});

describe('XP ledger and boards (issue 31)', () => {
  it('shows the balance, this week, the rank and the latest entries; the board this week with the player below the top', async () => {
    calls.fetchMyXp.mockResolvedValue(mine);
    calls.fetchXpBoard.mockResolvedValue({ entries: [entry(1, 'Ada L.', 300)], me: entry(7, 'Bo C.', 110, true) });

    render(<XpTab />);

    expect((await screen.findByTestId('xp-balance')).textContent).toBe('230');
    expect(screen.getByTestId('xp-week').textContent).toBe('110');
    expect(screen.getByTestId('xp-rank').textContent).toBe('7');
    expect(screen.getAllByTestId('xp-entry').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Reviewed The Study+10'),
      expect.stringContaining('First escape of The Study+50'),
    ]);
    expect((await screen.findByTestId('xp-board-mine')).textContent).toContain('Bo C. (you)');
    expect(calls.fetchXpBoard).toHaveBeenCalledWith('week');
  });

  it('when All time is pressed then the all-time board loads; a failed board says so and can be tried again', async () => {
    calls.fetchMyXp.mockResolvedValue(mine);
    calls.fetchXpBoard.mockResolvedValueOnce({ entries: [], me: null });
    calls.fetchXpBoard.mockRejectedValueOnce(new Error('Failed to load the XP board'));
    calls.fetchXpBoard.mockResolvedValueOnce({ entries: [entry(1, 'Ada L.', 900)], me: null });

    render(<XpTab />);
    await screen.findByTestId('xp-board-empty');
    fireEvent.click(screen.getByTestId('xp-board-all'));

    expect((await screen.findByTestId('xp-board-error')).textContent).toContain('Failed to load the XP board');
    expect(calls.fetchXpBoard).toHaveBeenLastCalledWith('all');
    fireEvent.click(screen.getByText('Try again'));
    expect((await screen.findByTestId('xp-board')).textContent).toContain('Ada L.900 XP');
  });
});
