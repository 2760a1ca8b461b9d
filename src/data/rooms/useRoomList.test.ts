import { describe, expect, it } from 'vitest';
import type { RoomSummary } from '@core';
import { fixtureRoom } from '../test-support/play-fixture';
import { roomCards, type OfflineRoom } from './useRoomList';

const summary = (overrides: Partial<RoomSummary>): RoomSummary => ({
  id: 'room-2',
  title: 'Lab',
  description: 'A lab.',
  difficulty: 'hard',
  theme: 'Sci-Fi',
  agent_id: null,
  enabled: true,
  published: true,
  owner_name: 'Ada Lovelace',
  created_at: '2025-01-01T00:00:00Z',
  scene_count: 3,
  cover_image_url: '/api/v1/media/c',
  ...overrides,
});
const stored: OfflineRoom = {
  room: { id: 'room-1', version: 'v1', package: fixtureRoom, cached_at: '2025-01-01T00:00:00Z' },
  cover_url: 'blob:cover-1',
};

describe('roomCards', () => {
  it('when online then the server list is shown, enabled rooms only, with the offline marker on stored ones', () => {
    const cards = roomCards(
      [
        summary({ id: 'room-1', title: 'The Study', cover_image_url: null }),
        summary({}),
        summary({ id: 'off', enabled: false }),
      ],
      [stored],
    );
    expect(cards.map((c) => [c.id, c.available_offline])).toEqual([
      ['room-1', true],
      ['room-2', false],
    ]);
    expect(cards[0].cover_url).toBe('blob:cover-1');
    expect(cards[1].cover_url).toBe('/api/v1/media/c');
  });

  it('when a room was just made available offline then its card shows the offline marker before the list reloads', () => {
    const cards = roomCards([summary({ id: 'room-1' }), summary({})], [], new Set(['room-2']));
    expect(cards.map((c) => [c.id, c.available_offline])).toEqual([
      ['room-1', false],
      ['room-2', true],
    ]);
  });

  it('when the server names the owner then the card shows that name and nothing of an email', () => {
    const [card] = roomCards([summary({ owner_name: 'A studio creator', owner_email: 'hidden@b.c' })], []);
    expect(card.owner_name).toBe('A studio creator');
    expect(JSON.stringify(card)).not.toContain('hidden@b.c');
  });

  it('when offline then the stored rooms are listed from their packages', () => {
    const cards = roomCards(null, [stored]);
    expect(cards).toEqual([
      {
        id: 'room-1',
        title: 'The Study',
        description: 'A quiet study with a locked door.',
        difficulty: 'easy',
        theme: 'Mystery',
        scene_count: 2,
        cover_url: 'blob:cover-1',
        available_offline: true,
        owner_name: null,
      },
    ]);
  });

  it('when offline with nothing stored then the list is empty', () => {
    expect(roomCards(null, [])).toEqual([]);
  });
});
