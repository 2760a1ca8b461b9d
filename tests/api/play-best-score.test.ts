/** Play again after escaping starts a new run but keeps the best completed score (game_sessions.best_points). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAction, QueuedAction } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { gemAdmin, gemRoom, playId } from './gem-room';
import { signUp, startApi, type Api } from './harness';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

const queued = (elementId: string): QueuedAction => ({
  action_id: randomUUID(),
  action: { type: 'interact', element_id: elementId } as GameAction,
  at: new Date().toISOString(),
});
const sync = (token: string, roomId: string, ids: string[]) =>
  api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
    token,
    body: { actions: ids.map((id) => queued(playId(roomId, id))) },
  });
const restart = (token: string, roomId: string) =>
  api.call('POST', `/api/v1/escape_rooms/${roomId}/session/restart`, { token });

async function bestPoints(userId: string, roomId: string): Promise<number | null> {
  const { rows } = await getPool().query<{ best_points: number | null }>(
    'SELECT best_points FROM game_sessions WHERE user_id = $1 AND room_id = $2',
    [userId, roomId],
  );
  return rows[0].best_points;
}

beforeAll(async () => {
  api = await startApi();
  ({ admin, agentId } = await gemAdmin(api, 'best-admin', 'Gemma'));
});
afterAll(async () => {
  await api.close();
});

describe('Play again keeps the best completed score', () => {
  it('keeps the best run through restarts, and a worse run does not lower it', async () => {
    const { roomId } = await gemRoom({ gems: 2, ownerId: admin.id, agentId });
    const player = await signUp(api, 'best-player');

    expect((await sync(player.token, roomId, ['gem-0'])).body.game_session.total_points).toBe(10);
    expect(await bestPoints(player.id, roomId)).toBeNull(); // Not completed yet: no best score.

    const first = await sync(player.token, roomId, ['gem-1', 'exit']);
    expect(first.body.game_session).toMatchObject({ completed: true, total_points: 120 });
    expect(await bestPoints(player.id, roomId)).toBe(120);

    const restarted = await restart(player.token, roomId);
    expect(restarted.status).toBe(200);
    expect(restarted.body.game_session).toMatchObject({ completed: false, total_points: 0 });
    expect(await bestPoints(player.id, roomId)).toBe(120);

    // A worse run (one gem fewer) completes: the best stays.
    const worse = await sync(player.token, roomId, ['gem-0', 'exit']);
    expect(worse.body.game_session).toMatchObject({ completed: true, total_points: 110 });
    expect(await bestPoints(player.id, roomId)).toBe(120);
    await restart(player.token, roomId);
    expect(await bestPoints(player.id, roomId)).toBe(120);

    // A restart in the middle of a run leaves the best alone too.
    await sync(player.token, roomId, ['gem-0']);
    await restart(player.token, roomId);
    expect(await bestPoints(player.id, roomId)).toBe(120);
  });
});
