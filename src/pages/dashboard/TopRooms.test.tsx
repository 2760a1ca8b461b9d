// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RoomCard } from '@core';

const browse = vi.hoisted(() => ({ browseRooms: vi.fn() }));
vi.mock('../../data/community/browse-call', () => browse);
const { default: TopRooms } = await import('./TopRooms');

afterEach(() => {
  cleanup();
  browse.browseRooms.mockReset();
});

const card: RoomCard = {
  id: 'room-1',
  title: 'The Study',
  theme: 'Mystery',
  difficulty: 'easy',
  cover_url: null,
  estimated_minutes: 12,
  estimate_source: 'runs',
  rating: { average: 4.5, count: 2 },
  plays: 3,
  creator_name: 'Ada L.',
  published_at: '2026-01-01T00:00:00.000Z',
  my_status: null,
  remix_of: null,
};
const show = () =>
  render(
    <MemoryRouter>
      <TopRooms />
    </MemoryRouter>,
  );

describe('Play Puzzle’s top-rated rooms', () => {
  it('asks the browser for three rooms, top rated, and links each to its page with its rating', async () => {
    browse.browseRooms.mockResolvedValue({ items: [card], next_cursor: null, total: null });
    show();

    const link = await screen.findByTestId('top-room-room-1');
    expect(link.getAttribute('href')).toBe('/escape-rooms/room-1');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('4.5 out of 5 stars, 2 ratings');
    expect(browse.browseRooms).toHaveBeenCalledWith(expect.objectContaining({ sort: 'top', q: '' }), null, 3);
  });

  it('when it fails then it says so and tries again on request; with no rooms it shows nothing', async () => {
    browse.browseRooms.mockRejectedValueOnce(new Error('Failed to fetch escape rooms'));
    browse.browseRooms.mockResolvedValueOnce({ items: [], next_cursor: null, total: null });
    show();

    expect((await screen.findByTestId('top-rooms-error')).textContent).toContain('Failed to fetch escape rooms');
    fireEvent.click(screen.getByText('Try again'));
    await vi.waitFor(() => expect(screen.queryByTestId('top-rooms')).toBeNull());
  });
});
