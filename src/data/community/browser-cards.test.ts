import { describe, expect, it } from 'vitest';
import { initialState, type RoomCard } from '@core';
import { fixtureRoom } from '../test-support/play-fixture';
import type { LocalSession } from '../play/offline/offline-db';
import type { OfflineRoom } from '../rooms/useRoomList';
import { deviceCards, localStatus, serverCards, withFreshCards } from './browser-cards';
import type { BrowserFilters } from './browser-filters';

const card = (overrides: Partial<RoomCard> = {}): RoomCard => ({
  id: 'room-2',
  title: 'Lab',
  theme: 'Sci-Fi',
  difficulty: 'hard',
  cover_url: '/api/v1/escape_rooms/room-2/cover?w=480',
  estimated_minutes: 31,
  estimate_source: 'runs',
  rating: { average: 4.5, count: 2 },
  plays: 7,
  creator_name: 'Ada L.',
  published_at: '2026-01-01T00:00:00.000Z',
  my_status: null,
  remix_of: null,
  ...overrides,
});
const stored: OfflineRoom = {
  room: { id: 'room-1', version: 'v1', package: fixtureRoom, cached_at: '2026-01-01T00:00:00Z' },
  cover_url: 'blob:cover-1',
};
const session = (overrides: Partial<LocalSession>): LocalSession => ({
  room_id: 'room-1',
  version: 'v1',
  state: initialState(fixtureRoom),
  session_id: null,
  server_points: null,
  hints_given: {},
  practice: false,
  started_at: '2026-01-01T10:00:00.000Z',
  finished_at: null,
  updated_at: '2026-01-01T10:05:00.000Z',
  ...overrides,
});
const none: BrowserFilters = { q: '', difficulty: '', theme: '', length: '', sort: 'top' };

describe('the player’s own status from this device', () => {
  it('when a local session finished then it is an escape with its time; when not, in progress; none without one', () => {
    expect(localStatus(session({ finished_at: '2026-01-01T10:12:41.000Z' }))).toEqual({
      state: 'escaped',
      best_ms: 761_000,
    });
    expect(localStatus(session({}))).toEqual({ state: 'in_progress' });
    expect(localStatus(undefined)).toBeNull();
  });
});

describe('server cards', () => {
  it('when the server knows the status then it is shown; else the device’s; stored rooms are marked', () => {
    const local = new Map([
      ['room-1', { state: 'in_progress' as const }],
      ['room-2', { state: 'in_progress' as const }],
    ]);
    const cards = serverCards(
      [card({ id: 'room-1' }), card({ my_status: { state: 'escaped', best_ms: 1000 } })],
      new Set(['room-1']),
      local,
    );
    expect(cards.map((c) => [c.id, c.my_status, c.available_offline])).toEqual([
      ['room-1', { state: 'in_progress' }, true],
      ['room-2', { state: 'escaped', best_ms: 1000 }, false],
    ]);
    expect(cards[1]).toMatchObject({ rating: { average: 4.5, count: 2 }, plays: 7, creator_name: 'Ada L.' });
  });
});

describe('device cards (offline)', () => {
  it('when offline then stored rooms show with the design’s estimate, no rating or plays, and the local status', () => {
    const [only] = deviceCards([stored], new Map([['room-1', { state: 'in_progress' as const }]]), none);
    expect(only).toMatchObject({
      id: 'room-1',
      title: 'The Study',
      estimated_minutes: 10,
      rating: null,
      plays: null,
      my_status: { state: 'in_progress' },
      available_offline: true,
    });
  });

  it('when filters are set then stored rooms are filtered as the server would', () => {
    const keep = (filters: Partial<BrowserFilters>) => deviceCards([stored], new Map(), { ...none, ...filters }).length;
    expect(keep({ q: 'quiet study' })).toBe(1);
    expect(keep({ q: 'spaceship' })).toBe(0);
    expect(keep({ difficulty: 'easy', theme: 'mystery', length: 'short' })).toBe(1);
    expect(keep({ difficulty: 'hard' })).toBe(0);
    expect(keep({ length: 'long' })).toBe(0);
  });
});

describe('fresh cards', () => {
  it('when the first page is read again then the rooms in it are updated and the rest stay, in their order', () => {
    const older = [card({ id: 'a' }), card({ id: 'b' }), card({ id: 'c' })];
    const fresh = [card({ id: 'b', my_status: { state: 'escaped', best_ms: 5000 }, plays: 8 }), card({ id: 'z' })];

    const cards = withFreshCards(older, fresh);

    expect(cards.map((c) => [c.id, c.my_status, c.plays])).toEqual([
      ['a', null, 7],
      ['b', { state: 'escaped', best_ms: 5000 }, 8],
      ['c', null, 7],
    ]);
  });
});
