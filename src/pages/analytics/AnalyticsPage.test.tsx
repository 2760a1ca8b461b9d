// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RoomAnalytics } from '@core';

const calls = vi.hoisted(() => ({ fetchRoomAnalytics: vi.fn() }));
vi.mock('../../data/rooms/analytics-calls', () => calls);
vi.mock('../../data/auth/useProfile', () => ({ useProfile: () => ({ isAdmin: false }) }));
const graphProps = vi.hoisted(() => ({ heat: undefined as Record<string, number> | undefined }));
vi.mock('../editor/graph/PuzzleGraphPanel', () => ({
  default: (props: { heat?: Record<string, number> }) => {
    graphProps.heat = props.heat;
    return <div data-testid="puzzle-graph" />;
  },
}));

const { default: AnalyticsPage } = await import('./AnalyticsPage');

afterEach(() => {
  cleanup();
  calls.fetchRoomAnalytics.mockReset();
});

const empty = (overrides: Partial<RoomAnalytics> = {}): RoomAnalytics => ({
  room_id: 'room-1',
  title: 'The Study',
  version: 'v1',
  current_version: 'v1',
  versions: ['v1'],
  min_players: 5,
  funnel: [],
  drop_off: [],
  puzzles: [],
  time: { median: null, p90: null, buckets: [] },
  hints: { median: null, p90: null, buckets: [] },
  ...overrides,
});

function show() {
  render(
    <MemoryRouter initialEntries={['/escape-rooms/room-1/analytics']}>
      <Routes>
        <Route path="/escape-rooms/:id/analytics" element={<AnalyticsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the analytics screen', () => {
  it('when no row has 5 players then it says so and draws nothing', async () => {
    calls.fetchRoomAnalytics.mockResolvedValue(empty());
    show();
    expect((await screen.findByTestId('analytics-empty')).textContent).toContain('Not enough players yet');
    expect(screen.queryByTestId('analytics-funnel')).toBeNull();
  });

  it('when rows are there then the funnel, puzzles, distributions and the heat of the graph show', async () => {
    calls.fetchRoomAnalytics.mockResolvedValue(
      empty({
        funnel: [
          { step: 'started', scene_id: null, label: 'Started', players: 10, runs: 10 },
          { step: 'scene', scene_id: 'scene-2', label: 'The Cellar', players: 6, runs: 6 },
          { step: 'escaped', scene_id: null, label: 'Escaped', players: 5, runs: 5 },
        ],
        drop_off: [{ element_id: 'lock', label: 'Brass Lock', players: 5, runs: 5 }],
        puzzles: [
          {
            element_id: 'safe',
            label: 'Wall Safe',
            scene_id: 'scene-2',
            scene_label: 'The Cellar',
            players: 6,
            solved_players: 5,
            median_solve_ms: 95_000,
            hint_share: 0.5,
            wrong_codes: 7,
            stuck_share: 0.4,
          },
        ],
        time: { median: 600_000, p90: 900_000, buckets: [{ from: 540_000, to: 600_000, players: 5, runs: 5 }] },
        hints: { median: 1, p90: 2, buckets: [{ from: 1, to: 1, players: 5, runs: 5 }] },
      }),
    );
    show();
    expect(await screen.findAllByTestId('funnel-step')).toHaveLength(3);
    expect(screen.getByTestId('drop-off-row').textContent).toContain('Brass Lock: 5 players');
    expect(screen.getByTestId('puzzle-row').textContent).toContain('Wall Safe');
    expect(screen.getByTestId('puzzle-stuck').textContent).toContain('40%');
    // The table's region takes keyboard focus when it scrolls; stacked on a phone, each figure names its column.
    const region = screen.getByRole('region', { name: 'Figures per puzzle' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const labels = [...screen.getByTestId('puzzle-row').querySelectorAll('td')].map((td) => td.dataset.label);
    expect(labels).toEqual([
      'Scene',
      'Reached',
      'Solved',
      'Median time to solve',
      'Bought a hint',
      'Wrong codes',
      'Stuck',
    ]);
    expect(screen.getByTestId('time-median').textContent).toContain('10 min');
    expect(screen.getByTestId('hints-p90').textContent).toContain('2');
    expect(await screen.findByTestId('puzzle-graph')).toBeTruthy();
    expect(graphProps.heat).toEqual({ safe: 0.4 });
  });
});
