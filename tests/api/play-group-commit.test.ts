/**
 * Group commit of the remembered writes (domain/play/strategies/remembered-replay.ts, db/write-batcher.ts):
 * the interactions of many players that arrive together share one statement
 * (saveRememberedReplays). Each write still applies only to its own row as remembered, and the
 * statement is all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPool } from '../../functions/src/db/pool';
import {
  readReplaySnapshot,
  saveRememberedReplays,
  type RememberedWrite,
} from '../../functions/src/db/session-replay-repo';
import { findUserById } from '../../functions/src/db/users-repo';
import { signUp, startApi, type Api } from './harness';
import { gemAdmin, gemRoom, playId } from './gem-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

const tapGem = (token: string, roomId: string, gem: string) =>
  api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${playId(roomId, gem)}`, {
    token,
    body: { action_id: randomUUID() },
  });

beforeAll(async () => {
  api = await startApi();
  ({ admin, agentId } = await gemAdmin(api, 'group-admin', 'Groupy'));
});
afterAll(async () => {
  await api.close();
});

/** Players who each have a session of the room, with gem-0 collected. */
async function playersWithSessions(roomId: string, count: number, label: string) {
  const players = await Promise.all(Array.from({ length: count }, (_, n) => signUp(api, `${label}-${n}`)));
  for (const player of players) expect((await tapGem(player.token, roomId, 'gem-0')).status).toBe(200);
  return players;
}

/** Each player's row as stored: points, actions counted, actions logged. */
async function rowsOf(roomId: string, userIds: string[]) {
  const { rows } = await getPool().query<{
    user_id: string;
    total_points: number;
    action_count: number;
    logged: number;
  }>(
    `SELECT s.user_id, s.total_points, s.action_count,
       (SELECT count(*)::int FROM session_actions a WHERE a.session_id = s.id) AS logged
     FROM game_sessions s WHERE s.room_id = $1 AND s.user_id = ANY($2::uuid[])`,
    [roomId, userIds],
  );
  return userIds.map((id) => rows.find((row) => row.user_id === id));
}

/** A remembered write of the player's row as stored now, adding `points` with one fresh action. */
async function writeOf(roomId: string, userId: string, points: number): Promise<RememberedWrite> {
  const snapshot = (await readReplaySnapshot(userId, roomId, []))!;
  const user = (await findUserById(userId))!;
  const actionId = randomUUID();
  return {
    read: snapshot.session,
    rowVersion: snapshot.rowVersion,
    packageVersion: snapshot.session.package_version,
    state: { ...snapshot.session.state, points: snapshot.session.state.points + points },
    fresh: [{ action_id: actionId, success: true }],
    progress: { p: {}, last: null, scenes: snapshot.session.state.visited_scene_ids },
    firebaseUid: user.firebase_uid,
    email: user.email,
    emailVerified: user.email_verified,
    packageRev: snapshot.room.package_rev,
    actionIds: [actionId],
  };
}

describe('remembered writes in one statement', () => {
  it('when twelve players tap at once, twice, then every tap counts once', async () => {
    const { roomId } = await gemRoom({ gems: 3, ownerId: admin.id, agentId });
    const players = await playersWithSessions(roomId, 12, 'group-burst');
    for (const gem of ['gem-1', 'gem-2']) {
      const answers = await Promise.all(players.map((player) => tapGem(player.token, roomId, gem)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    }
    const rows = await rowsOf(
      roomId,
      players.map((player) => player.id),
    );
    expect(rows).toEqual(
      players.map((player) => ({ user_id: player.id, total_points: 30, action_count: 3, logged: 3 })),
    );
  });

  it('when one write of a statement is stale then the others are saved and it alone is not', async () => {
    const { roomId } = await gemRoom({ gems: 2, ownerId: admin.id, agentId });
    const players = await playersWithSessions(roomId, 3, 'group-stale');
    const writes = await Promise.all(players.map((player) => writeOf(roomId, player.id, 5)));
    // Someone else writes the second player's row: its remembered version is stale.
    await getPool().query('UPDATE game_sessions SET updated_at = now() WHERE id = $1', [writes[1].read.id]);

    const saved = await saveRememberedReplays(writes);

    expect(saved.map((one) => one?.session.total_points ?? null)).toEqual([15, null, 15]);
    expect(saved[0]?.rowVersion).not.toBe(writes[0].rowVersion);
    const rows = await rowsOf(
      roomId,
      players.map((player) => player.id),
    );
    expect(rows.map((row) => [row?.total_points, row?.logged])).toEqual([
      [15, 2],
      [10, 1],
      [15, 2],
    ]);
  });

  it('when one write of a statement breaks it then nothing of any write is written', async () => {
    const { roomId } = await gemRoom({ gems: 2, ownerId: admin.id, agentId });
    const players = await playersWithSessions(roomId, 3, 'group-broken');
    const writes = await Promise.all(players.map((player) => writeOf(roomId, player.id, 5)));
    const twice = randomUUID(); // the same action logged twice in one session: the log's key refuses it
    writes[2] = { ...writes[2], fresh: [twice, twice].map((id) => ({ action_id: id, success: true })) };

    await expect(saveRememberedReplays(writes)).rejects.toThrow();

    const rows = await rowsOf(
      roomId,
      players.map((player) => player.id),
    );
    expect(rows.map((row) => [row?.total_points, row?.action_count, row?.logged])).toEqual(Array(3).fill([10, 1, 1]));
  });
});
