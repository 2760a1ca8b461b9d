/**
 * Issue 31, shown when resolved: ratings after an escape, XP written once from the server's replay,
 * the room's leaderboard of ranked runs, reviews hidden by an admin. Players escape a real published
 * room through POST /sync with its shortest solution, as the play screen would send it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bayesianScore, checkSolvability, escapeXp, XP_FIRST_ESCAPE_BONUS, XP_REVIEW, type GameAction } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { keepBestRun } from '../../functions/src/db/community/runs-repo';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';
import { releasedRoom } from './released-room';

let api: Api;
type Player = Awaited<ReturnType<typeof signUp>>;
let admin: Player;
let alice: Player; // escapes online (ranked)
let bob: Player; // takes the offline package first (unranked)
let carol: Player; // never plays
let roomId: string;
let solution: GameAction[];

const page = (token: string, id = roomId) => api.call('GET', `/api/v1/escape_rooms/${id}/page`, { token });
const rate = (token: string, body: unknown) =>
  api.call('PUT', `/api/v1/escape_rooms/${roomId}/rating`, { token, body });
const board = (token: string) => api.call('GET', `/api/v1/escape_rooms/${roomId}/leaderboard`, { token });
const myXp = (token: string) => api.call('GET', '/api/v1/xp/me', { token });

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await getPool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0].n;
}

/** The whole way out as one sync body, with fixed action ids (so it can be sent again as it was). */
const escapeBody = () => ({ actions: solution.map((action) => ({ action_id: randomUUID(), action })) });

async function sync(token: string, body: unknown) {
  const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, { token, body });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'community-admin', 'admin');
  [alice, bob, carol] = [await signUp(api, 'alice'), await signUp(api, 'bob'), await signUp(api, 'carol')];
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Vex', personality: 'Mysterious', setting: 'Haunted Mansion', theme: 'Horror', description: '' },
  });
  roomId = await publishRoom(api, admin.token, agent.body.data.id, 4242, 'easy');
  const { pkg, solutions } = await releasedRoom(roomId);
  solution = checkSolvability(pkg, solutions).shortest_solution!;
});

afterAll(async () => {
  await api.close();
});

describe('ratings, XP and the leaderboard around one room', () => {
  it('when a player rates a room before escaping it then 403 and nothing is written', async () => {
    await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: alice.token });

    const res = await rate(alice.token, { stars: 5, review: 'Looks great' });

    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Escape this room before rating it');
    expect(await count('room_ratings WHERE room_id = $1', [roomId])).toBe(0);
    expect((await page(alice.token)).body.can_rate).toBe(false);
  });

  it('when the same escape is synced three times then one run and one XP row per source are written', async () => {
    const body = escapeBody();

    const answers = [await sync(alice.token, body), await sync(alice.token, body), await sync(alice.token, body)];

    expect(answers[0].state.escaped).toBe(true);
    expect(answers.slice(1).map((a) => a.applied)).toEqual([0, 0]);
    expect(await count('room_runs WHERE user_id = $1', [alice.id])).toBe(1);
    expect(await count(`xp_ledger WHERE user_id = $1 AND source = 'escape'`, [alice.id])).toBe(1);
    expect(await count(`xp_ledger WHERE user_id = $1 AND source = 'first_escape'`, [alice.id])).toBe(1);
    const xp = (await myXp(alice.token)).body;
    expect(xp.balance).toBe(escapeXp('easy', 0, false) + XP_FIRST_ESCAPE_BONUS);
    expect(xp.entries.map((e: { source: string }) => e.source).sort()).toEqual(['escape', 'first_escape']);
    expect(xp.entries[0].room_id).toBe(roomId);
    expect(xp.rank).toBeGreaterThanOrEqual(1);
  });

  it('when the player plays again and escapes again then the repeat earns a fifth and no second first-escape bonus', async () => {
    await api.call('POST', `/api/v1/escape_rooms/${roomId}/session/restart`, { token: alice.token });

    await sync(alice.token, escapeBody());

    expect(await count('room_runs WHERE user_id = $1 AND NOT first_escape', [alice.id])).toBe(1);
    expect(await count(`xp_ledger WHERE user_id = $1 AND source = 'first_escape'`, [alice.id])).toBe(1);
    expect((await myXp(alice.token)).body.balance).toBe(
      escapeXp('easy', 0, false) + XP_FIRST_ESCAPE_BONUS + escapeXp('easy', 0, true),
    );
    const { rows } = await getPool().query('SELECT escaped_players, plays FROM room_stats WHERE room_id = $1', [
      roomId,
    ]);
    expect(rows[0]).toEqual({ escaped_players: 1, plays: 1 });
  });

  it('when an unranked (offline) run escapes then it earns XP but never appears on the leaderboard', async () => {
    const offline = await api.call('POST', `/api/v1/escape_rooms/${roomId}/offline_package`, { token: bob.token });
    expect(offline.status).toBe(200);

    const escaped = await sync(bob.token, escapeBody());

    expect(escaped.state.escaped).toBe(true);
    expect(escaped.game_session.ranked).toBe(false);
    expect((await myXp(bob.token)).body.balance).toBe(escapeXp('easy', 0, false) + XP_FIRST_ESCAPE_BONUS);
    const seenByBob = (await board(bob.token)).body;
    expect(seenByBob.me).toBeNull();
    expect(seenByBob.entries).toHaveLength(1);
    expect(seenByBob.entries[0]).toMatchObject({ rank: 1, hints_used: 0, mine: false });
    const seenByAlice = (await board(alice.token)).body;
    expect(seenByAlice.me).toMatchObject({ rank: 1, mine: true });
  });

  it('when one player rates twice then there is one row, edited, and the review earns XP once', async () => {
    const first = await rate(alice.token, { stars: 3, review: 'Fun but short' });
    const second = await rate(alice.token, { stars: 5, review: '  Better the second time  ' });

    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.xp_awarded, second.body.xp_awarded]).toEqual([XP_REVIEW, 0]);
    expect(second.body.rating).toMatchObject({ stars: 5, review: 'Better the second time', mine: true });
    expect(await count('room_ratings WHERE room_id = $1 AND user_id = $2', [roomId, alice.id])).toBe(1);
    const { rows } = await getPool().query(
      'SELECT rating_count, rating_sum, score FROM room_stats WHERE room_id = $1',
      [roomId],
    );
    expect(rows[0]).toEqual({ rating_count: 1, rating_sum: 5, score: bayesianScore(1, 5) });
    const shown = (await page(carol.token)).body;
    expect(shown.room.rating).toEqual({ average: 5, count: 1 });
    expect(shown.can_rate).toBe(false);
    expect((await page(alice.token)).body.my_rating.stars).toBe(5);
  });

  it('when one escape arrives in three syncs at once and its player rates five times at once then one run, one XP row per source and one rating', async () => {
    const dave = await signUp(api, 'dave');
    await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: dave.token });
    const body = escapeBody();

    const synced = await Promise.all(
      [1, 2, 3].map(() => api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, { token: dave.token, body })),
    );
    const rated = await Promise.all(
      [1, 2, 3, 4, 5].map((stars) => rate(dave.token, { stars, review: `Take ${stars}` })),
    );

    expect(synced.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(synced.map((res) => res.body.applied).sort()).toEqual([0, 0, solution.length]);
    expect(await count('room_runs WHERE user_id = $1', [dave.id])).toBe(1);
    expect(
      await count('xp_ledger WHERE user_id = $1 AND source IN ($2, $3)', [dave.id, 'escape', 'first_escape']),
    ).toBe(2);
    expect(rated.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await count('room_ratings WHERE room_id = $1 AND user_id = $2', [roomId, dave.id])).toBe(1);
    expect(await count(`xp_ledger WHERE user_id = $1 AND source = 'review'`, [dave.id])).toBe(1);
    expect(rated.reduce((sum, res) => sum + res.body.xp_awarded, 0)).toBe(XP_REVIEW);
    const { rows } = await getPool().query('SELECT rating_count FROM room_stats WHERE room_id = $1', [roomId]);
    expect(rows[0].rating_count).toBe(await count('room_ratings WHERE room_id = $1', [roomId]));
  });

  it('when a rating breaks a rule then 400 names it and nothing changes', async () => {
    const before = await getPool().query('SELECT * FROM room_ratings WHERE room_id = $1 ORDER BY id', [roomId]);

    const answers = await Promise.all([
      rate(alice.token, { stars: 0 }),
      rate(alice.token, { stars: 4.5 }),
      rate(alice.token, { review: 'no stars' }),
      rate(alice.token, { stars: 4, review: 'x'.repeat(281) }),
      rate(alice.token, { stars: 4, review: 'ring\u0007' }),
    ]);

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((a) => a.body.message).join(' | ')).toMatch(
      /stars must be from 1 to 5.*whole number.*stars is required.*at most 280.*plain text/,
    );
    const after = await getPool().query('SELECT * FROM room_ratings WHERE room_id = $1 ORDER BY id', [roomId]);
    expect(after.rows).toEqual(before.rows);
  });

  it('when an admin hides a review then others no longer see it, its author sees it marked hidden', async () => {
    const rated = await rate(bob.token, { stars: 2, review: 'The code is 4711, spoiler!' });
    const reviewId = rated.body.rating.id;
    const refused = await api.call('PUT', `/api/v1/reviews/${reviewId}/visibility`, {
      token: admin.token,
      body: { hidden: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/reason is required/);

    const hidden = await api.call('PUT', `/api/v1/reviews/${reviewId}/visibility`, {
      token: admin.token,
      body: { hidden: true, reason: 'Spoilers' },
    });

    expect(hidden.status).toBe(200);
    expect(hidden.body.review).toMatchObject({ hidden: true, hidden_reason: 'Spoilers' });
    const ids = (body: { reviews: Array<{ id: string }> }) => body.reviews.map((r) => r.id);
    expect(ids((await page(carol.token)).body)).not.toContain(reviewId);
    expect(ids((await page(alice.token)).body)).not.toContain(reviewId);
    const own = (await page(bob.token)).body.reviews.find((r: { id: string }) => r.id === reviewId);
    expect(own).toMatchObject({ hidden: true, hidden_reason: 'Spoilers', mine: true });
    const { rows } = await getPool().query('SELECT hidden_by FROM room_ratings WHERE id = $1', [reviewId]);
    expect(rows[0].hidden_by).toBe(admin.id);

    const shownAgain = await api.call('PUT', `/api/v1/reviews/${reviewId}/visibility`, {
      token: admin.token,
      body: { hidden: false },
    });
    expect(shownAgain.body.review).toMatchObject({ hidden: false, hidden_reason: null });
    expect(ids((await page(carol.token)).body)).toContain(reviewId);
  });

  it("when more than 20 players beat the player then the board shows 20 and the player's own rank (24th) below them", async () => {
    // The runs played above took however long the database took (a few ms on PostgreSQL): they are
    // set to five and ten minutes, so the 22 fast runs below (0-21 ms) are the board's top 22.
    await getPool().query('UPDATE room_bests SET duration_ms = 300000 WHERE room_id = $1', [roomId]);
    await getPool().query('UPDATE room_bests SET duration_ms = 600000 WHERE user_id = $1', [alice.id]);
    const fast = Array.from({ length: 22 }, () => randomUUID());
    for (const [i, id] of fast.entries()) {
      await getPool().query(`INSERT INTO users (id, firebase_uid, email, first_name) VALUES ($1, $2, $3, 'Speedy')`, [
        id,
        `fast-${id}`,
        `fast-${id}@test.example`,
      ]);
      const runId = randomUUID();
      await getPool().query(
        `INSERT INTO room_runs (id, room_id, user_id, escape_action_id, package_version, ranked, first_escape, hints_used, duration_ms, points)
         VALUES ($1, $2, $3, 'a', 'v', true, true, 0, $4, 10)`,
        [runId, roomId, id, i],
      );
      await keepBestRun(runId, getPool());
    }

    const res = (await board(alice.token)).body;

    expect(res.entries).toHaveLength(20);
    expect(res.entries.map((e: { rank: number }) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(res.entries.every((e: { mine: boolean }) => !e.mine)).toBe(true);
    // Behind the 22 fast players and dave (who escaped in well under ten minutes, no hints).
    expect(res.me).toMatchObject({ rank: 24, mine: true, hints_used: 0 });
  });

  it('when the XP boards are read then they rank by XP and place the caller, and a bad period is a 400', async () => {
    const week = (await api.call('GET', '/api/v1/xp/leaderboard?period=week', { token: alice.token })).body;
    const all = (await api.call('GET', '/api/v1/xp/leaderboard', { token: carol.token })).body;
    const bad = await api.call('GET', '/api/v1/xp/leaderboard?period=month', { token: alice.token });

    const { rows } = await getPool().query<{ n: number }>(
      `SELECT count(*)::int + 1 AS n FROM xp_totals WHERE total > (SELECT total FROM xp_totals WHERE user_id = $1)`,
      [alice.id],
    );
    expect(week.period).toBe('week');
    expect(week.me).toMatchObject({ mine: true, xp: (await myXp(alice.token)).body.week_xp });
    const xps = week.entries.map((e: { xp: number }) => e.xp);
    expect(xps).toEqual([...xps].sort((a, b) => b - a));
    expect((await myXp(alice.token)).body.rank).toBe(rows[0].n);
    expect(all.period).toBe('week'); // the default period
    expect(all.me).toBeNull(); // carol has no XP
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/period must be week or all/);
  });

  it('when a room is disabled or unpublished then its page, board and rating answer 404 to players', async () => {
    const agentId = (await api.call('GET', '/api/v1/agents', { token: admin.token })).body.data[0].id;
    const disabled = await publishRoom(api, admin.token, agentId, 4243, 'easy');
    await api.call('PATCH', `/api/v1/escape_rooms/${disabled}/toggle_enabled`, { token: admin.token });
    const draft = await api.call('POST', '/api/v1/escape_rooms', {
      token: admin.token,
      body: { title: 'Draft', description: 'Not yet', difficulty: 'easy', theme: 'Horror', agent_id: agentId },
    });
    const unknown = (await page(alice.token, randomUUID())).body;

    for (const id of [disabled, draft.body.puzzle.id]) {
      const res = await page(alice.token, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: unknown.message });
      expect((await api.call('GET', `/api/v1/escape_rooms/${id}/leaderboard`, { token: alice.token })).status).toBe(
        404,
      );
      const rating = await api.call('PUT', `/api/v1/escape_rooms/${id}/rating`, {
        token: alice.token,
        body: { stars: 4 },
      });
      expect(rating.status).toBe(404);
    }
    expect((await page(admin.token, disabled)).status).toBe(200);
    expect((await page(admin.token, draft.body.puzzle.id)).status).toBe(404);
  });
});
