// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Review, RoomPage as Page } from '@core';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import type { RoomLeaderboard } from '../../data/community/community-calls';

const calls = vi.hoisted(() => ({
  fetchRoomPage: vi.fn(),
  fetchLeaderboard: vi.fn(),
  rateRoom: vi.fn(),
  setReviewHidden: vi.fn(),
  remixRoom: vi.fn(),
}));
vi.mock('../../data/community/community-calls', async (actual) => ({
  ...(await actual<typeof import('../../data/community/community-calls')>()),
  ...calls,
}));
const profile = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../../data/auth/useProfile', () => ({ useProfile: () => profile }));
vi.mock('../rooms/OfflineDownload', () => ({ default: () => null }));

const { RoomNotFound } = await import('../../data/community/community-calls');
const { default: RoomPage, backAddress } = await import('./RoomPage');

afterEach(() => {
  cleanup();
  Object.values(calls).forEach((fn) => fn.mockReset());
  profile.isAdmin = false;
});

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'rev-1',
  stars: 5,
  review: 'Loved the clocks',
  author_name: 'Ada L.',
  mine: false,
  hidden: false,
  hidden_reason: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const page = (overrides: Partial<Page> = {}): Page => ({
  room: {
    id: 'room-1',
    title: 'The Study',
    theme: 'Mystery',
    difficulty: 'easy',
    cover_url: null,
    estimated_minutes: 12,
    estimate_source: 'runs',
    rating: { average: 4.5, count: 2 },
    plays: 10,
    creator_name: 'Bo C.',
    published_at: '2026-01-01T00:00:00.000Z',
    my_status: { state: 'escaped', best_ms: 761_000 },
    description: 'A quiet study.',
    premise: 'The clock stopped at midnight.',
    remix_of: null,
  },
  stats: { plays: 10, escaped_players: 4, escape_rate: 0.4, median_ms: 600_000, median_hints: 1.5 },
  reviews: [review()],
  my_rating: null,
  can_rate: true,
  allow_remix: true,
  can_remix: false,
  can_edit: false,
  ...overrides,
});
const entry = (rank: number, mine = false) => ({
  rank,
  player_name: mine ? 'Me M.' : `Player ${rank}`,
  hints_used: 0,
  duration_ms: 60_000 * rank,
  finished_at: '2026-01-01T00:00:00.000Z',
  mine,
});

function show(board: RoomLeaderboard = { entries: [entry(1)], me: null }) {
  calls.fetchLeaderboard.mockResolvedValue(board);
  render(
    <MemoryRouter initialEntries={['/escape-rooms/room-1?from=%2Fescape-rooms%3Fq%3Dclock']}>
      <Routes>
        <Route path="/escape-rooms/:id" element={<RoomPage />} />
        <Route path="/escape-rooms/:id/edit/:scene" element={<p data-testid="editor-opened" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a room’s page', () => {
  it('shows the premise, creator, stats, the player’s status and their rank below the top 20', async () => {
    calls.fetchRoomPage.mockResolvedValue(page());
    show({ entries: [entry(1), entry(2)], me: entry(23, true) });

    expect((await screen.findByTestId('room-title')).textContent).toBe('The Study');
    expect(screen.getByTestId('room-premise').textContent).toBe('The clock stopped at midnight.');
    expect(screen.getByTestId('room-creator').textContent).toBe('By Bo C. · Escaped in 12:41');
    expect(screen.getByTestId('stat-escape-rate').textContent).toBe('40 %');
    expect(screen.getByTestId('stat-median-time').textContent).toBe('10:00');
    expect(screen.getByTestId('stat-median-hints').textContent).toBe('1.5');
    expect(within(screen.getByTestId('leaderboard-mine')).getByTestId('leaderboard-rank').textContent).toBe('23');
    expect(screen.getByTestId('my-rank').textContent).toBe('Your best rank: 23');
    expect(calls.fetchRoomPage).toHaveBeenCalledWith('room-1');
  });

  it('when the server answers 404 then it says the room is not found, and nothing more', async () => {
    calls.fetchRoomPage.mockRejectedValue(new RoomNotFound());
    show();

    expect((await screen.findByTestId('room-not-found')).textContent).toContain(PLAY_MESSAGES.roomNotFound);
    expect(screen.queryByTestId('room-title')).toBeNull();
  });

  it('when the player has not escaped then it asks them to escape first instead of a rating form', async () => {
    calls.fetchRoomPage.mockResolvedValue(page({ can_rate: false }));
    show();

    expect(await screen.findByTestId('rate-after-escape')).toBeTruthy();
    expect(screen.queryByTestId('rating-form')).toBeNull();
    expect(screen.queryByTestId('hide-review')).toBeNull();
    expect(screen.queryByTestId('room-edit')).toBeNull();
  });

  it('for an admin a review hides only with a reason, then shows marked hidden and can be shown again', async () => {
    profile.isAdmin = true;
    calls.fetchRoomPage.mockResolvedValue(page());
    calls.setReviewHidden.mockResolvedValue(review({ hidden: true, hidden_reason: 'Spoiler' }));
    show();

    fireEvent.click(await screen.findByTestId('hide-review'));
    fireEvent.click(screen.getByTestId('hide-review-confirm'));
    expect(screen.getByTestId('hide-review-error').textContent).toContain('Say why the review is hidden');
    fireEvent.change(screen.getByTestId('hide-review-reason'), { target: { value: 'Spoiler' } });
    fireEvent.click(screen.getByTestId('hide-review-confirm'));

    await waitFor(() =>
      expect(screen.getByTestId('review-hidden').textContent).toContain('Hidden by an admin: Spoiler'),
    );
    expect(calls.setReviewHidden).toHaveBeenCalledWith('rev-1', true, 'Spoiler');
    expect(screen.getByTestId('show-review')).toBeTruthy();
    expect(screen.getByTestId('room-edit')).toBeTruthy();
  });

  it('when the player rates the room then their review is listed at once and the room’s rating is read again', async () => {
    const mine = review({ id: 'rev-2', stars: 3, review: 'Nice gears', mine: true, author_name: 'Me M.' });
    calls.fetchRoomPage.mockResolvedValueOnce(page());
    calls.fetchRoomPage.mockResolvedValueOnce(
      page({
        room: { ...page().room, rating: { average: 4, count: 3 } },
        reviews: [mine, review()],
        my_rating: mine,
      }),
    );
    calls.rateRoom.mockResolvedValue({ rating: mine, xp_awarded: 10 });
    show();

    fireEvent.click(await screen.findByLabelText('3 stars'));
    fireEvent.change(screen.getByLabelText('Review (optional)'), { target: { value: 'Nice gears' } });
    fireEvent.click(screen.getByTestId('rating-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('room-page-rating').getAttribute('aria-label')).toBe('4.0 out of 5 stars, 3 ratings'),
    );
    expect(calls.rateRoom).toHaveBeenCalledWith('room-1', 3, 'Nice gears');
    expect(screen.getAllByTestId('review').map((li) => li.dataset.reviewId)).toEqual(['rev-2', 'rev-1']);
  });

  it('for a remix it shows the credit; a creator gets Remix, which opens the draft in the editor', async () => {
    const credit = 'Remix of The Den by Bo K., originally by Cy D.';
    const remix_of = {
      room_id: 'room-0',
      version: 'v1',
      title: 'The Den',
      creator_name: 'Bo K.',
      original: null,
      credit,
    };
    calls.fetchRoomPage.mockResolvedValue(page({ room: { ...page().room, remix_of }, can_remix: true }));
    calls.remixRoom.mockResolvedValue({ id: 'draft-9' });
    show();

    expect((await screen.findByTestId('room-remix-credit')).textContent).toBe(credit);
    expect(screen.queryByTestId('room-edit')).toBeNull();
    fireEvent.click(screen.getByTestId('room-remix'));

    expect(await screen.findByTestId('editor-opened')).toBeTruthy();
    expect(calls.remixRoom).toHaveBeenCalledWith('room-1');
  });

  it('when the owner turned remixing off then there is no Remix; its owner gets Edit scenes', async () => {
    calls.fetchRoomPage.mockResolvedValue(page({ allow_remix: false, can_remix: false, can_edit: true }));
    show();

    expect(await screen.findByTestId('room-edit')).toBeTruthy();
    expect(screen.queryByTestId('room-remix')).toBeNull();
    expect(screen.queryByTestId('room-remix-credit')).toBeNull();
  });

  it('when the remix is refused then the server’s reason shows beside the button', async () => {
    calls.fetchRoomPage.mockResolvedValue(page({ can_remix: true }));
    calls.remixRoom.mockRejectedValue(new Error('The creator of this room does not allow remixes.'));
    show();

    fireEvent.click(await screen.findByTestId('room-remix'));

    await waitFor(() => expect(screen.getByTestId('room-remix-error').textContent).toContain('does not allow remixes'));
  });

  it('Back goes to the browser as it was left, and only to the browser', () => {
    expect(backAddress('?from=%2Fescape-rooms%3Fq%3Dclock')).toBe('/escape-rooms?q=clock');
    expect(backAddress('?from=https%3A%2F%2Fevil.example')).toBe('/escape-rooms');
    expect(backAddress('')).toBe('/escape-rooms');
  });
});
