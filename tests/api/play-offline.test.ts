/**
 * Issue 29 item 2: offline play is a choice the player makes and the server records. The offline
 * package comes only from POST /escape_rooms/:id/offline_package, and the player's session of the
 * room is unranked from then on, for good; completion and points still come from the replay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { checkSolvability, type GameAction, type SealedPackage } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';
import { NIL, publishRoom } from './route-fixtures';
import { releasedRoom } from './released-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;
let roomId: string;
let solution: GameAction[];

const offlinePath = (id: string) => `/api/v1/escape_rooms/${id}/offline_package`;
const sessionPath = (id: string) => `/api/v1/escape_rooms/${id}/session`;

async function storedRoom(id: string) {
  const { rows } = await getPool().query<{ sealed_package: SealedPackage }>(
    'SELECT sealed_package FROM escape_rooms WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The unranked column itself, or null when the player has no session of the room. */
async function unrankedColumn(userId: string, id: string): Promise<boolean | null> {
  const { rows } = await getPool().query<{ unranked: boolean }>(
    'SELECT unranked FROM game_sessions WHERE user_id = $1 AND room_id = $2',
    [userId, id],
  );
  return rows[0]?.unranked ?? null;
}

const queued = (actions: GameAction[]) => actions.map((action) => ({ action_id: randomUUID(), action }));

async function syncActions(token: string, actions: GameAction[]) {
  const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
    token,
    body: { actions: queued(actions) },
  });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'offline-admin', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Vex', personality: 'Mysterious', setting: 'Haunted Mansion', theme: 'Horror', description: '' },
  });
  agentId = agent.body.data.id;
  roomId = await publishRoom(api, admin.token, agentId, 777, 'medium');
  const { pkg, solutions } = await releasedRoom(roomId);
  solution = checkSolvability(pkg, solutions).shortest_solution!;
  expect(solution.some((a) => a.type === 'interact' && a.input !== undefined)).toBe(true);
});

afterAll(async () => {
  await api.close();
});

describe('POST /escape_rooms/:id/offline_package', () => {
  it('when a player asks for the offline package then it is the sealed package and their session turns unranked', async () => {
    const player = await signUp(api, 'offline-first');
    expect(await unrankedColumn(player.id, roomId)).toBeNull();

    const res = await api.call('POST', offlinePath(roomId), { token: player.token });

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.package).toEqual((await storedRoom(roomId)).sealed_package);
    expect(res.body.package.capsules.length).toBeGreaterThan(0);
    expect(res.body.keyring).toEqual({});
    expect(await unrankedColumn(player.id, roomId)).toBe(true);
    const session = await api.call('GET', sessionPath(roomId), { token: player.token });
    expect(session.status).toBe(200);
    expect(session.body.game_session.ranked).toBe(false);
  });

  it('when a player never asked for it then their session stays ranked through play', async () => {
    const player = await signUp(api, 'offline-never');

    const opened = await api.call('GET', sessionPath(roomId), { token: player.token });
    const synced = await syncActions(player.token, solution.slice(0, 2));

    expect(opened.body.game_session.ranked).toBe(true);
    expect(synced.game_session.ranked).toBe(true);
    expect(await unrankedColumn(player.id, roomId)).toBe(false);
  });

  it('when a player who solved a code online downloads the package then its keyring holds that lock’s key', async () => {
    const player = await signUp(api, 'offline-keys');
    const codeAt = solution.findIndex((a) => a.type === 'interact' && a.input !== undefined);
    const lockId = (solution[codeAt] as Extract<GameAction, { type: 'interact' }>).element_id;
    await syncActions(player.token, solution.slice(0, codeAt + 1));

    const res = await api.call('POST', offlinePath(roomId), { token: player.token });

    expect(res.status).toBe(200);
    expect(res.body.keyring[lockId]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when a player plays on after the download then every answer says unranked and the replay still completes the room', async () => {
    const player = await signUp(api, 'offline-then-sync');
    // A first sync before the download: this server remembers the row it wrote (the one-statement path).
    const before = await syncActions(player.token, solution.slice(0, 1));
    expect(before.game_session.ranked).toBe(true);

    expect((await api.call('POST', offlinePath(roomId), { token: player.token })).status).toBe(200);
    const middle = await syncActions(player.token, solution.slice(1, 2));
    const end = await syncActions(player.token, solution.slice(2));

    expect(middle.game_session.ranked).toBe(false);
    expect(end.game_session).toMatchObject({ ranked: false, completed: true });
    expect(end.game_session.total_points).toBeGreaterThan(0);
    expect(end.state.escaped).toBe(true);
  });

  it('when an unranked player restarts then the session stays unranked (they still hold the package)', async () => {
    const player = await signUp(api, 'offline-restart');
    expect((await api.call('POST', offlinePath(roomId), { token: player.token })).status).toBe(200);

    const restarted = await api.call('POST', `/api/v1/escape_rooms/${roomId}/session/restart`, {
      token: player.token,
    });

    expect(restarted.status).toBe(200);
    expect(restarted.body.game_session.ranked).toBe(false);
  });

  it('when the same player asks twice then both answer the package and the session stays one row', async () => {
    const player = await signUp(api, 'offline-twice');

    const first = await api.call('POST', offlinePath(roomId), { token: player.token });
    const second = await api.call('POST', offlinePath(roomId), { token: player.token });

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.package.version).toBe(first.body.package.version);
    const { rows } = await getPool().query('SELECT id FROM game_sessions WHERE user_id = $1 AND room_id = $2', [
      player.id,
      roomId,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('rooms the player may not play', () => {
  it('when the room does not exist then 404 and no session is made', async () => {
    const player = await signUp(api, 'offline-missing');

    const res = await api.call('POST', offlinePath(NIL), { token: player.token });

    expect(res.status).toBe(404);
    expect(res.body.error ?? res.body.message).toBeTruthy();
    expect(await unrankedColumn(player.id, NIL)).toBeNull();
  });

  it('when the room is not published then 404', async () => {
    const player = await signUp(api, 'offline-draft');
    const created = await api.call('POST', '/api/v1/escape_rooms', {
      token: admin.token,
      body: { title: 'Draft', description: 'Not yet.', difficulty: 'easy', theme: 'Horror', agent_id: agentId },
    });
    expect(created.status).toBe(201);
    const draftId = created.body.puzzle.id as string;

    const res = await api.call('POST', offlinePath(draftId), { token: player.token });

    expect(res.status).toBe(404);
    expect(await unrankedColumn(player.id, draftId)).toBeNull();
  });

  it('when the room is disabled then a player gets 404 and their session is not marked; an admin still gets it', async () => {
    const disabledId = await publishRoom(api, admin.token, agentId, 2930);
    const player = await signUp(api, 'offline-disabled');
    await api.call('GET', `/api/v1/escape_rooms/${disabledId}/session`, { token: player.token });
    const toggled = await api.call('PATCH', `/api/v1/escape_rooms/${disabledId}/toggle_enabled`, {
      token: admin.token,
    });
    expect(toggled.body.puzzle.enabled).toBe(false);

    const refused = await api.call('POST', offlinePath(disabledId), { token: player.token });
    const forAdmin = await api.call('POST', offlinePath(disabledId), { token: admin.token });

    expect(refused.status).toBe(404);
    expect(await unrankedColumn(player.id, disabledId)).toBe(false);
    expect(forAdmin.status).toBe(200);
  });

  it('when nobody is signed in then 401', async () => {
    expect((await api.call('POST', offlinePath(roomId))).status).toBe(401);
  });
});
