/**
 * The room browser's zod-free call: its guard accepts exactly what community.browse's response
 * schema accepts, for a valid page and the same page with one value replaced or removed in it;
 * the filters go into the query; a failure is the server's message, else the spec's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityApi } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import { browseRooms, isBrowseAnswer } from './browse-call';

const room = {
  id: 'room-1',
  title: 'The Study',
  theme: 'Mystery',
  difficulty: 'easy',
  cover_url: '/api/v1/escape_rooms/room-1/cover?w=480',
  estimated_minutes: 12,
  estimate_source: 'runs',
  rating: { average: 4.25, count: 4 },
  plays: 9,
  creator_name: 'Ada L.',
  published_at: '2026-01-01T00:00:00.000Z',
  my_status: { state: 'escaped', best_ms: 761000 },
  remix_of: {
    room_id: 'room-0',
    version: 'v1',
    title: 'The Den',
    creator_name: 'Bo K.',
    original: { room_id: 'room-00', title: 'The Lair', creator_name: 'Cy D.' },
    credit: 'Remix of The Den by Bo K., originally by Cy D.',
  },
};
const page = {
  status: 'success',
  rooms: [room, { ...room, id: 'room-2', my_status: null, remix_of: null }],
  next_cursor: 'ab12',
};
const replacements: unknown[] = [null, '', 'x', 'runs', 'in_progress', 0, 1, 2.5, -1, true, [], {}];

type Json = Record<string, unknown>;
/** `value` with each field, at every depth, replaced by each replacement or removed. */
function variants(value: Json): Json[] {
  const out: Json[] = [];
  for (const key of Object.keys(value)) {
    for (const replacement of replacements) out.push({ ...value, [key]: replacement });
    const { [key]: _gone, ...rest } = value;
    out.push(rest);
    const inner = value[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner))
      for (const changed of variants(inner as Json)) out.push({ ...value, [key]: changed });
  }
  return out;
}
const pages = [page, ...variants(page), ...variants(room).map((changed) => ({ ...page, rooms: [room, changed] }))];

afterEach(() => vi.unstubAllGlobals());

describe('the room browser’s call', () => {
  it('its guard accepts exactly what the contract’s schema accepts', () => {
    for (const value of pages)
      expect([JSON.stringify(value), isBrowseAnswer(value)]).toEqual([
        JSON.stringify(value),
        communityApi.browse.response.safeParse(value).success,
      ]);
  });

  it('when asked with filters and a cursor then they are the query; blanks are left out', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    const result = await browseRooms(
      { q: ' clocks ', difficulty: 'hard', theme: '', length: 'short', sort: 'new' },
      'ab',
    );

    expect(result).toEqual({ items: page.rooms, next_cursor: 'ab12', total: null });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/v1/room_browser?q=clocks&difficulty=hard&length=short&sort=new&cursor=ab');
  });

  it('when the server fails then its message is the error, else the spec’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'cursor is not valid for this sort' }), { status: 400 }),
      ),
    );
    await expect(browseRooms({ q: '', difficulty: '', theme: '', length: '', sort: 'top' }, null)).rejects.toThrow(
      'cursor is not valid for this sort',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await expect(browseRooms({ q: '', difficulty: '', theme: '', length: '', sort: 'top' }, null)).rejects.toThrow(
      ROOM_MESSAGES.fetchRoomsFailed,
    );
  });
});
