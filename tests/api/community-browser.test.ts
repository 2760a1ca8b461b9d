/**
 * Issue 31 item 1: the room browser. Three published rooms carry a word of this run (so rooms of
 * other test files never match) and stats set as if they had been played and rated; the browser
 * searches, filters, sorts and pages them, and shows the caller's own status on each card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bayesianScore, checkSolvability } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';
import { releasedRoom } from './released-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let player: Awaited<ReturnType<typeof signUp>>;
const tag = `zq${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 8)}`;
const rooms = { a: '', b: '', c: '' };

type Card = { id: string; [key: string]: unknown };
async function browse(query: Record<string, string>, token = player.token) {
  return api.call('GET', `/api/v1/room_browser?${new URLSearchParams({ q: tag, ...query })}`, { token });
}
const ids = (body: { rooms: Card[] }) => body.rooms.map((room) => room.id);
const named = (list: string[]) => list.map((id) => Object.entries(rooms).find(([, v]) => v === id)?.[0] ?? id);

async function arrangeRoom(id: string, fields: Record<string, unknown>, stats: Record<string, unknown>) {
  await getPool().query(
    `UPDATE escape_rooms SET title = $2, theme = $3, description = $4, difficulty = $5, published_at = $6 WHERE id = $1`,
    [id, fields.title, fields.theme, fields.description, fields.difficulty, fields.published_at],
  );
  await getPool().query(
    `UPDATE room_stats SET plays = $2, rating_count = $3, rating_sum = $4, score = $5, median_escape_ms = $6 WHERE room_id = $1`,
    [id, stats.plays, stats.count, stats.sum, bayesianScore(stats.count as number, stats.sum as number), stats.median],
  );
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'browser-admin', 'admin');
  player = await signUp(api, 'browser-player');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Nova', personality: 'Wise', setting: 'Space Station', theme: 'Sci-Fi', description: '' },
  });
  for (const [key, seed] of [
    ['a', 5101],
    ['b', 5102],
    ['c', 5103],
  ] as const)
    rooms[key] = await publishRoom(api, admin.token, agent.body.data.id, seed, 'easy');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
  await arrangeRoom(
    rooms.a,
    {
      title: `Lighthouse ${tag}`,
      theme: 'Nautical',
      description: 'A keeper vanished.',
      difficulty: 'easy',
      published_at: day(1),
    },
    { plays: 5, count: 100, sum: 460, median: null },
  );
  await arrangeRoom(
    rooms.b,
    {
      title: `Observatory ${tag}`,
      theme: 'Space',
      description: 'Stars align.',
      difficulty: 'hard',
      published_at: day(2),
    },
    { plays: 50, count: 1, sum: 5, median: 40 * 60_000 },
  );
  await arrangeRoom(
    rooms.c,
    {
      title: `Crypt ${tag}`,
      theme: 'Horror',
      description: 'Bones and a lighthouse map.',
      difficulty: 'medium',
      published_at: day(3),
    },
    { plays: 0, count: 0, sum: 0, median: null },
  );
});

afterAll(async () => {
  await api.close();
});

describe('GET /room_browser', () => {
  it('when searching then title, theme and description are matched by full-text search', async () => {
    const all = (await browse({})).body;
    const lighthouse = (await browse({ q: `lighthouse ${tag}` })).body;
    const nautical = (await browse({ q: `nautical ${tag}` })).body;

    expect(named(ids(all)).sort()).toEqual(['a', 'b', 'c']);
    expect(named(ids(lighthouse)).sort()).toEqual(['a', 'c']);
    expect(named(ids(nautical))).toEqual(['a']);
  });

  it('when sorted then top is the Bayesian average (a hundred 4.6s above one 5), new is newest, played most played', async () => {
    const sorts = await Promise.all(['top', 'new', 'played'].map((sort) => browse({ sort })));

    expect(sorts.map((res) => named(ids(res.body)))).toEqual([
      ['a', 'b', 'c'],
      ['c', 'b', 'a'],
      ['b', 'a', 'c'],
    ]);
    expect(named(ids((await browse({})).body))).toEqual(['a', 'b', 'c']); // top is the default
  });

  it('when filtered by difficulty, theme or length then only matching rooms come back', async () => {
    const hard = (await browse({ difficulty: 'hard' })).body;
    const space = (await browse({ theme: 'space' })).body;
    const lengths = await Promise.all(['short', 'medium', 'long'].map((length) => browse({ length })));

    expect(named(ids(hard))).toEqual(['b']);
    expect(named(ids(space))).toEqual(['b']);
    expect(lengths.map((res) => named(ids(res.body)))).toEqual([['a'], ['c'], ['b']]);
  });

  it('when paged one card at a time then every sort walks the same order with no repeat and ends with no cursor', async () => {
    for (const sort of ['top', 'new', 'played']) {
      const whole = ids((await browse({ sort })).body);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await browse({ sort, limit: '1', ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        walked.push(...ids(res.body));
        cursor = res.body.next_cursor;
      } while (cursor && walked.length < 10);
      expect(walked).toEqual(whole);
    }
  });

  it('when a cursor is forged or made for another sort then 400 names it', async () => {
    const first = (await browse({ sort: 'top', limit: '1' })).body;

    const otherSort = await browse({ sort: 'new', cursor: first.next_cursor });
    const forged = await browse({ cursor: 'zz' });
    const garbled = await browse({ cursor: 'abcd' });

    expect([otherSort.status, forged.status, garbled.status]).toEqual([400, 400, 400]);
    expect(otherSort.body.message).toMatch(/cursor is not valid/);
    expect(forged.body.message).toMatch(/cursor is not valid/);
  });

  it('when a card is shown then it has its cover, rating, plays, creator and estimate', async () => {
    const cards = (await browse({})).body.rooms as Card[];
    const [a, b] = [cards.find((c) => c.id === rooms.a)!, cards.find((c) => c.id === rooms.b)!];

    expect(a).toMatchObject({
      title: `Lighthouse ${tag}`,
      theme: 'Nautical',
      difficulty: 'easy',
      rating: { average: 4.6, count: 100 },
      plays: 5,
      estimated_minutes: 10,
      estimate_source: 'design',
      creator_name: expect.any(String),
      my_status: null,
    });
    expect(b).toMatchObject({ estimated_minutes: 40, estimate_source: 'runs' });
    expect(a.cover_url).toBe(`/api/v1/escape_rooms/${rooms.a}/cover?w=480`);
    const cover = await fetch(`${api.url}${a.cover_url as string}`, { headers: { Accept: 'image/webp' } });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
  });

  it("when the player has a session or an escape then the card says so, from the player's own sessions", async () => {
    await api.call('GET', `/api/v1/escape_rooms/${rooms.a}/session`, { token: player.token });
    const { pkg, solutions } = await releasedRoom(rooms.c);
    const solution = checkSolvability(pkg, solutions).shortest_solution!;
    const synced = await api.call('POST', `/api/v1/escape_rooms/${rooms.c}/sync`, {
      token: player.token,
      body: { actions: solution.map((action) => ({ action_id: randomUUID(), action })) },
    });
    expect(synced.body.state.escaped).toBe(true);

    const mine = (await browse({})).body.rooms as Card[];
    const theirs = (await browse({}, admin.token)).body.rooms as Card[];

    const status = (cards: Card[], id: string) => cards.find((c) => c.id === id)!.my_status;
    expect(status(mine, rooms.a)).toEqual({ state: 'in_progress' });
    expect(status(mine, rooms.c)).toEqual({ state: 'escaped', best_ms: expect.any(Number) });
    expect(status(mine, rooms.b)).toBeNull();
    expect(theirs.map((c) => c.my_status)).toEqual([null, null, null]);
  });

  it('when the query breaks a rule then 400 names the field', async () => {
    const answers = await Promise.all([
      browse({ sort: 'best' }),
      browse({ limit: '0' }),
      browse({ limit: '51' }),
      browse({ q: 'x'.repeat(101) }),
      browse({ difficulty: 'insane' }),
      browse({ length: 'epic' }),
    ]);

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers.map((a) => a.body.message).join(' | ')).toMatch(
      /sort must be top, new or played.*limit must be at least 1.*limit must be at most 50.*q is too long.*difficulty.*length must be short, medium or long/,
    );
  });

  it('when a room is disabled then it leaves the browser', async () => {
    await api.call('PATCH', `/api/v1/escape_rooms/${rooms.b}/toggle_enabled`, { token: admin.token });

    const listed = named(ids((await browse({})).body));

    expect(listed).toEqual(['a', 'c']);
  });
});
