/**
 * The server keeps parsed room packages in memory (domain/play/room-package-cache.ts) and replays
 * without a lock when it can (domain/play/strategies/optimistic-replay.ts). Whether a player may open a room is
 * still read on every request, a package written by anyone is picked up at once, and an action
 * id sent twice at the same moment counts once. Verified tokens are cached, but the users row (its
 * role) is read in the same statement as the session: a change made by another instance counts at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoom } from '@core/test-support/test-rooms';
import { getAuth } from 'firebase-admin/auth';
import { getPool } from '../../functions/src/db/pool';
import { toggleRoomEnabled } from '../../functions/src/db/rooms-repo';
import { findUserByEmail, setUserRole } from '../../functions/src/db/users-repo';
import { recordSpansWith } from '../../functions/src/spans';
import { releaseForPlayers } from '../../functions/src/domain/rooms/room-sealing';
import { signUp, startApi, type Api } from './harness';
import { gemAdmin, gemRoom, playId, rememberRelease } from './gem-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

const tapGem = (token: string, roomId: string, gem: string, actionId = randomUUID()) =>
  api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${playId(roomId, gem)}`, {
    token,
    body: { action_id: actionId },
  });
const playRoutes = (token: string, roomId: string) =>
  Promise.all([
    api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token }),
    api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token }),
    tapGem(token, roomId, 'gem-1'),
    api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token,
      body: {
        actions: [{ action_id: randomUUID(), action: { type: 'interact', element_id: playId(roomId, 'gem-2') } }],
      },
    }),
  ]).then((answers) => answers.map((a) => a.status));

beforeAll(async () => {
  api = await startApi();
  ({ admin, agentId } = await gemAdmin(api, 'cache-admin', 'Cachy'));
});
afterAll(async () => {
  await api.close();
});

describe('rooms kept in memory', () => {
  it('when a room being played is disabled then players get 404 on every play route at once, admins still play', async () => {
    const { roomId } = await gemRoom({ gems: 3, ownerId: admin.id, agentId });
    const player = await signUp(api, 'cache-disabled');
    expect((await tapGem(player.token, roomId, 'gem-0')).status).toBe(200); // the package is now in memory
    await toggleRoomEnabled(roomId);
    expect(await playRoutes(player.token, roomId)).toEqual([404, 404, 404, 404]);
    expect(await playRoutes(admin.token, roomId)).toEqual([200, 200, 200, 200]);
    await toggleRoomEnabled(roomId);
    expect((await tapGem(player.token, roomId, 'gem-1')).status).toBe(200);
  });

  it('when a room’s package is rewritten behind the server’s back then the next request plays the new one', async () => {
    const { roomId } = await gemRoom({ gems: 1, ownerId: admin.id, agentId });
    const player = await signUp(api, 'cache-rewrite');
    expect((await tapGem(player.token, roomId, 'gem-0')).body.game_session.total_points).toBe(10);
    expect((await tapGem(player.token, roomId, 'gem-7')).status).toBe(404); // not in this package
    // A new version with more gems, written straight to the table (no repository, no updated_at).
    const gems = Array.from({ length: 8 }, (_, i) => ({ id: `gem-${i}`, points_awarded: 10 }));
    const { pkg } = buildRoom({ id: roomId, scenes: [{ id: 'hall', elements: gems }] });
    pkg.version = 'rewritten';
    const release = releaseForPlayers(pkg, {});
    await getPool().query(
      'UPDATE escape_rooms SET package = $2, sealed_package = $3, online_package = $4 WHERE id = $1',
      [roomId, JSON.stringify(release.pkg), JSON.stringify(release.sealed), JSON.stringify(release.online)],
    );
    rememberRelease(roomId, release.online);
    const tapped = await tapGem(player.token, roomId, 'gem-7');
    expect(tapped.status).toBe(200);
    // The new version starts the run over: only the new gem counts.
    expect(tapped.body.game_session.total_points).toBe(10);
    const download = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    expect(download.body.package.version).toBe('rewritten');
  });

  it('when one action id arrives ten times at once then it counts once', async () => {
    const { roomId } = await gemRoom({ gems: 2, ownerId: admin.id, agentId });
    const player = await signUp(api, 'cache-duplicate');
    expect((await tapGem(player.token, roomId, 'gem-0')).status).toBe(200);
    const actionId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => tapGem(player.token, roomId, 'gem-1', actionId)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.message !== 'Already applied')).toHaveLength(1);
    const { rows } = await getPool().query<{ total_points: number; action_count: number; logged: number }>(
      `SELECT s.total_points, s.action_count, (SELECT count(*)::int FROM session_actions a WHERE a.session_id = s.id) AS logged
       FROM game_sessions s WHERE s.user_id = $1 AND s.room_id = $2`,
      [player.id, roomId],
    );
    expect(rows[0]).toEqual({ total_points: 20, action_count: 2, logged: 2 });
  });

  it('when an admin playing a disabled room is demoted by another instance then the same cached token gets 404 on the next interact and sync', async () => {
    const { roomId } = await gemRoom({ gems: 3, ownerId: admin.id, agentId, enabled: false });
    const other = await signUp(api, 'cache-demoted', 'admin');
    expect((await tapGem(other.token, roomId, 'gem-0')).status).toBe(200);
    expect((await tapGem(other.token, roomId, 'gem-1')).status).toBe(200); // the session exists: the one-statement read
    await setUserRole(other.id, 'user'); // straight to the table: this instance's caches know nothing of it

    const tapped = await tapGem(other.token, roomId, 'gem-2');
    const synced = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token: other.token,
      body: {
        actions: [{ action_id: randomUUID(), action: { type: 'interact', element_id: playId(roomId, 'gem-2') } }],
      },
    });

    expect([tapped.status, synced.status]).toEqual([404, 404]);
    const { rows } = await getPool().query<{ total_points: number }>(
      'SELECT total_points FROM game_sessions WHERE user_id = $1 AND room_id = $2',
      [other.id, roomId],
    );
    expect(rows[0].total_points).toBe(20);
  });

  it('when a player is deleted by another instance then their still-cached token gets 401 on the next interact and no row comes back', async () => {
    const { roomId } = await gemRoom({ gems: 2, ownerId: admin.id, agentId });
    const player = await signUp(api, 'cache-deleted');
    expect((await tapGem(player.token, roomId, 'gem-0')).status).toBe(200); // the token is now in the cache
    const account = await getAuth().getUserByEmail(player.email);
    await getAuth().deleteUser(account.uid);
    await getPool().query('DELETE FROM users WHERE id = $1', [player.id]);

    const tapped = await tapGem(player.token, roomId, 'gem-1');

    expect(tapped.status).toBe(401);
    expect(await findUserByEmail(player.email)).toBeNull();
  });

  it('when a player taps again then the interaction is one statement, and a write behind this instance’s back is not lost', async () => {
    const { roomId } = await gemRoom({ gems: 4, ownerId: admin.id, agentId });
    const player = await signUp(api, 'cache-remembered');
    expect((await tapGem(player.token, roomId, 'gem-0')).status).toBe(200); // creates the session (locked)
    expect((await tapGem(player.token, roomId, 'gem-1')).status).toBe(200); // read + write: now remembered
    const spans: string[] = [];
    recordSpansWith((name) => spans.push(name));
    const again = await tapGem(player.token, roomId, 'gem-2');
    recordSpansWith(null);
    expect(again.body.game_session.total_points).toBe(30);
    expect(spans.filter((name) => name.includes('session'))).toEqual(['write remembered session (one statement)']);

    // Another instance (or an admin tool) writes the row: the remembered version is stale.
    await getPool().query(
      `UPDATE game_sessions SET state = jsonb_set(state, '{points}', '500'), total_points = 500
       WHERE user_id = $1 AND room_id = $2`,
      [player.id, roomId],
    );
    const after = await tapGem(player.token, roomId, 'gem-3');

    expect(after.status).toBe(200);
    expect(after.body.game_session.total_points).toBe(510);
  });
});
