import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  initialState,
  SESSION_MAX_ACTIONS,
  step,
  SYNC_MAX_ACTIONS,
  type GameAction,
  type QueuedAction,
  type RoomPackage,
} from '@core';
import { getPool } from '../../functions/src/db/pool';
import { insertAgent } from '../../functions/src/db/agents-repo';
import { mediaUrl } from '../../functions/src/db/media-repo';
import { publishRoom, toggleRoomEnabled } from '../../functions/src/db/rooms-repo';
import { releaseForPlayers } from '../../functions/src/domain/rooms/room-sealing';
import { signUp, startApi, type Api } from './harness';
import { asPlayed, gemRoom as gemRoomOf, playId, PNG } from './gem-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

const gemRoom = (opts: { gems: number; ownerId?: string; publish?: boolean; enabled?: boolean }) =>
  gemRoomOf({ ...opts, ownerId: opts.ownerId ?? admin.id, agentId });

const tap = (elementId: string): GameAction => ({ type: 'interact', element_id: elementId });
const queued = (action: GameAction): QueuedAction => ({
  action_id: randomUUID(),
  action,
  at: new Date().toISOString(),
});
/** Actions name the elements as built (`gem-0`…): they are sent under the ids the release gave them. */
const sync = (token: string, roomId: string, actions: unknown[]) =>
  api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
    token,
    body: { actions: actions.map((action) => asPlayed(roomId, action)) },
  });

async function sessionRow(userId: string, roomId: string) {
  const { rows } = await getPool().query<{
    id: string;
    total_points: number;
    action_count: number;
    retired_bytes: number;
    logged: number;
  }>(
    `SELECT s.id, s.total_points, s.action_count, octet_length(s.retired_action_ids) AS retired_bytes,
       (SELECT count(*)::int FROM session_actions a WHERE a.session_id = s.id) AS logged
     FROM game_sessions s WHERE s.user_id = $1 AND s.room_id = $2`,
    [userId, roomId],
  );
  return rows[0];
}

/** What the engine awards for these actions in this order. */
function enginePoints(pkg: RoomPackage, actions: GameAction[]): number {
  return actions.reduce((state, action) => step(pkg, state, action).state, initialState(pkg)).points;
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'hardening-admin', 'admin');
  agentId = (
    await insertAgent(admin.id, {
      name: 'Gemma',
      personality: 'Wise',
      setting: 'Ancient Library',
      theme: 'Mystery',
      description: '',
    })
  ).id;
});
afterAll(async () => {
  await api.close();
});

describe('sync caps', () => {
  it(`when a sync carries 501 actions (or ${SYNC_MAX_ACTIONS + 1}) then it answers 413 and applies nothing`, async () => {
    const { roomId } = await gemRoom({ gems: 1 });
    const player = await signUp(api, 'batch');
    for (const size of [501, SYNC_MAX_ACTIONS + 1]) {
      const res = await sync(
        player.token,
        roomId,
        Array.from({ length: size }, () => queued(tap('gem-0'))),
      );
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(`Too many actions in one sync (at most ${SYNC_MAX_ACTIONS})`);
    }
    const full = await sync(
      player.token,
      roomId,
      Array.from({ length: SYNC_MAX_ACTIONS }, () => queued(tap('gem-0'))),
    );
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ applied: SYNC_MAX_ACTIONS, game_session: { total_points: 10 } });
  });

  it.each([
    ['a 1,000-character action id', { action_id: 'a'.repeat(1000), action: tap('gem-0') }, 'action_id must be'],
    ['an action id with spaces', { action_id: 'not a valid id', action: tap('gem-0') }, 'action_id must be'],
    [
      'a 121-character element id',
      { action_id: randomUUID(), action: tap('e'.repeat(121)) },
      'element_id is too long (at most 120 characters)',
    ],
    [
      'a 201-character combination',
      { action_id: randomUUID(), action: { type: 'interact', element_id: 'gem-0', input: '1'.repeat(201) } },
      'input is too long (at most 200 characters)',
    ],
    [
      'a 121-character item id',
      { action_id: randomUUID(), action: { type: 'use_item', element_id: 'gem-0', item_id: 'i'.repeat(121) } },
      'item_id is too long (at most 120 characters)',
    ],
    [
      'a time that is not an ISO date-time',
      { action_id: randomUUID(), action: tap('gem-0'), at: 'x'.repeat(500) },
      'at must be an ISO date-time',
    ],
  ])(
    'when a queued action has %s then the sync answers 400 naming the field and applies nothing',
    async (_label, action, message) => {
      const { roomId } = await gemRoom({ gems: 1 });
      const player = await signUp(api, 'fields');
      const res = await sync(player.token, roomId, [queued(tap('gem-0')), action]);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await sessionRow(player.id, roomId)).toBeUndefined();
    },
  );

  it('when an interaction carries a 1,000-character action id then it answers 400 naming action_id', async () => {
    const { roomId } = await gemRoom({ gems: 1 });
    const player = await signUp(api, 'interact-id');
    const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${playId(roomId, 'gem-0')}`, {
      token: player.token,
      body: { action_id: 'a'.repeat(1000) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('action_id must be');
  });
});

describe('the session log', () => {
  it('when a run already holds the most actions a session may record then the next sync answers 413 and changes nothing', async () => {
    const { roomId } = await gemRoom({ gems: 2 });
    const player = await signUp(api, 'log-cap');
    expect((await sync(player.token, roomId, [queued(tap('gem-0'))])).status).toBe(200);
    const before = await sessionRow(player.id, roomId);
    await getPool().query('UPDATE game_sessions SET action_count = $2 WHERE id = $1', [
      before.id,
      SESSION_MAX_ACTIONS - 1,
    ]);
    const over = await sync(player.token, roomId, [queued(tap('gem-1')), queued(tap('exit'))]);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('This game session has too many actions');
    expect(await sessionRow(player.id, roomId)).toMatchObject({
      total_points: 10,
      action_count: SESSION_MAX_ACTIONS - 1,
      logged: 1,
    });
    const last = await sync(player.token, roomId, [queued(tap('gem-1'))]);
    expect(last.status).toBe(200);
    expect(last.body.game_session.total_points).toBe(20);
  });

  it('when a player escapes then the log is compacted, and a late duplicate awards nothing, also after Play again', async () => {
    const { roomId, pkg } = await gemRoom({ gems: 3 });
    const player = await signUp(api, 'compact');
    const run = ['gem-0', 'gem-1', 'gem-2', 'exit'].map((id) => queued(tap(id)));
    const first = await sync(player.token, roomId, run);
    expect(first.body).toMatchObject({ applied: 4, state: { escaped: true } });
    const points = enginePoints(
      pkg,
      run.map((q) => q.action),
    );
    expect(first.body.game_session.total_points).toBe(points);
    expect(await sessionRow(player.id, roomId)).toMatchObject({ logged: 0, action_count: 4, retired_bytes: 4 * 8 });
    const columns = await getPool().query('SELECT * FROM session_actions LIMIT 0');
    expect(columns.fields.map((f) => f.name).sort()).toEqual(['action_id', 'applied_at', 'session_id', 'success']);

    const late = await sync(player.token, roomId, run);
    expect(late.body).toMatchObject({ applied: 0, skipped: 4, game_session: { total_points: points } });

    const restarted = await api.call('POST', `/api/v1/escape_rooms/${roomId}/session/restart`, { token: player.token });
    expect(restarted.body.game_session.total_points).toBe(0);
    const afterRestart = await sync(player.token, roomId, run);
    expect(afterRestart.body).toMatchObject({ applied: 0, skipped: 4, game_session: { total_points: 0 } });
    const interactAgain = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${playId(roomId, 'gem-0')}`, {
      token: player.token,
      body: { action_id: run[0].action_id },
    });
    expect(interactAgain.body).toMatchObject({ message: 'Already applied', game_session: { total_points: 0 } });

    const fresh = await sync(player.token, roomId, [queued(tap('gem-0'))]);
    expect(fresh.body).toMatchObject({ applied: 1, game_session: { total_points: 10 } });
    // Play again keeps the action count (the cap is per player and room version): 4 before, 1 since.
    expect(await sessionRow(player.id, roomId)).toMatchObject({ logged: 1, action_count: 5, retired_bytes: 4 * 8 });
  });

  it('when the room gets a new version then the run starts over and the earlier ids stay refused', async () => {
    const { roomId, pkg } = await gemRoom({ gems: 2 });
    const player = await signUp(api, 'version');
    const run = [queued(tap('gem-0')), queued(tap('gem-1'))];
    expect((await sync(player.token, roomId, run)).body.game_session.total_points).toBe(20);
    await publishRoom(roomId, releaseForPlayers({ ...pkg, version: '2' }, {}));
    const session = await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: player.token });
    expect(session.body.game_session.total_points).toBe(0);
    expect(await sessionRow(player.id, roomId)).toMatchObject({ logged: 0, action_count: 0, retired_bytes: 2 * 8 });
    const late = await sync(player.token, roomId, run);
    expect(late.body).toMatchObject({ applied: 0, skipped: 2, game_session: { total_points: 0 } });
  });
});

describe('load', () => {
  it('when 50 interactions of one session arrive at once then no points are lost', async () => {
    const { roomId, pkg } = await gemRoom({ gems: 50 });
    const player = await signUp(api, 'burst');
    expect((await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: player.token })).status).toBe(200);
    const actions = Array.from({ length: 50 }, (_, i) => queued(tap(`gem-${i}`)));
    const answers = await Promise.all(
      actions.map((q, i) =>
        i % 2
          ? sync(player.token, roomId, [q])
          : api.call(
              'POST',
              `/api/v1/escape_rooms/${roomId}/interact/${playId(roomId, (q.action as { element_id: string }).element_id)}`,
              {
                token: player.token,
                body: { action_id: q.action_id },
              },
            ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const expected = enginePoints(
      pkg,
      actions.map((q) => q.action),
    );
    expect(expected).toBe(500);
    expect(await sessionRow(player.id, roomId)).toMatchObject({ total_points: expected, logged: 50, action_count: 50 });
  });
});

describe('scene images', () => {
  const image = (mediaId: string, token?: string) =>
    fetch(`${api.url}${mediaUrl(mediaId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('when an enabled room’s image is fetched without signing in then it is served with a public one-year cache', async () => {
    const { mediaId } = await gemRoom({ gems: 1 });
    const res = await image(mediaId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('when a browser asks for WebP then the answer varies by Accept, and an image WebP cannot improve is sent as stored', async () => {
    const { mediaId } = await gemRoom({ gems: 1 });
    const res = await fetch(`${api.url}${mediaUrl(mediaId)}`, {
      headers: { Accept: 'image/avif,image/webp,*/*;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/Accept/);
    // The fixture is a PNG header only: it does not decode, so it is never re-encoded.
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('when a room is disabled then its image answers 404 to players and anonymous callers, and privately to admins and the owner', async () => {
    const owner = await signUp(api, 'owner');
    const player = await signUp(api, 'viewer');
    const { roomId, mediaId } = await gemRoom({ gems: 1, ownerId: owner.id, enabled: false });
    expect((await image(mediaId)).status).toBe(404);
    expect((await image(mediaId, player.token)).status).toBe(404);
    expect((await image(mediaId, 'not-a-token')).status).toBe(404);
    for (const viewer of [admin, owner]) {
      const res = await image(mediaId, viewer.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    await toggleRoomEnabled(roomId);
    expect((await image(mediaId)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when a room is not published yet then its image is only for admins and the owner', async () => {
    const player = await signUp(api, 'early');
    const { mediaId } = await gemRoom({ gems: 1, publish: false });
    expect((await image(mediaId)).status).toBe(404);
    expect((await image(mediaId, player.token)).status).toBe(404);
    expect((await image(mediaId, admin.token)).status).toBe(200);
  });

  it('when a room is deleted then its image is gone for everyone', async () => {
    const { roomId, mediaId } = await gemRoom({ gems: 1 });
    await getPool().query('DELETE FROM escape_rooms WHERE id = $1', [roomId]);
    expect((await image(mediaId, admin.token)).status).toBe(404);
  });
});
