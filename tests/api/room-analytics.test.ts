/**
 * Creator analytics (issue 32 items 4 and 5), shown when resolved: analytics with fewer than 5
 * players show no row; the funnel's counts equal a hand count of a seeded log; only the room's owner
 * and admins may read them. The log is seeded as players make it: each run is synced through
 * POST /sync (the server's replay writes the run's summary row), part of the way or the whole way out
 * with the room's shortest solution, some with a wrong code and a hint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ANALYTICS_MIN_PLAYERS, checkSolvability, invertIds, step as gameStep, initialState } from '@core';
import type { GameAction, GameState, RoomAnalytics, RoomPackage } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { signUp, type Api, startApi } from './harness';
import { publishRoom } from './route-fixtures';
import { releasedRoom, type ReleasedRoom } from './released-room';

type Account = Awaited<ReturnType<typeof signUp>>;
let api: Api;
let admin: Account;
let owner: Account;
let otherCreator: Account;
let roomId: string;
let room: ReleasedRoom;
let solution: GameAction[];
/** The way out up to the first code lock solved: where the abandoned runs stop. */
let prefix: GameAction[];
let firstLock: string;
const players: Account[] = [];

const analytics = (who: { token: string }, query = '') =>
  api.call('GET', `/api/v1/escape_rooms/${roomId}/analytics${query}`, { token: who.token });

async function sync(who: Account, actions: GameAction[]): Promise<GameState> {
  const body = { actions: actions.map((action) => ({ action_id: randomUUID(), action })) };
  const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.state as GameState;
}

/** Design ids of what the server's states name. */
const designScene = (id: string) => invertIds(room.online!.ids!).scenes[id] ?? id;
const designElement = (id: string) => invertIds(room.online!.ids!).elements[id] ?? id;

/** The way out stepped by the engine: where it solves its first code lock, and the element solved last before. */
function firstLockOf(pkg: RoomPackage, way: GameAction[]): { at: number; lock: string } {
  let state = initialState(pkg);
  for (const [at, action] of way.entries()) {
    const result = gameStep(pkg, state, action);
    state = result.state;
    if (action.type === 'interact' && action.input) return { at, lock: action.element_id };
  }
  throw new Error('the way out has no code lock');
}

/** The actions in four syncs, the last one escaping. */
function quarters(actions: GameAction[]): GameAction[][] {
  const size = Math.max(1, Math.floor((actions.length - 1) / 3));
  return [actions.slice(0, size), actions.slice(size, 2 * size), actions.slice(2 * size, -1), actions.slice(-1)];
}

/** Abandons the runs of these players: no action for an hour. */
async function abandon(who: Account[]): Promise<void> {
  await getPool().query(
    `UPDATE room_run_progress SET updated_at = now() - interval '1 hour' WHERE room_id = $1 AND player_id = ANY($2::uuid[])`,
    [roomId, who.map((p) => p.id)],
  );
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'analytics-admin', 'admin');
  owner = await signUp(api, 'analytics-owner', 'creator');
  otherCreator = await signUp(api, 'analytics-other', 'creator');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: owner.token,
    body: { name: 'Vex', personality: 'Mysterious', setting: 'Haunted Mansion', theme: 'Horror', description: '' },
  });
  roomId = await publishRoom(api, owner.token, agent.body.data.id, 5151, 'easy');
  room = await releasedRoom(roomId);
  solution = checkSolvability(room.pkg, room.solutions).shortest_solution!;
  const { at, lock } = firstLockOf(room.pkg, solution);
  prefix = solution.slice(0, at + 1);
  firstLock = lock;
  for (let i = 0; i < 11; i += 1) players.push(await signUp(api, `analytics-player-${i}`));
});

afterAll(async () => {
  await api.close();
});

describe('creator analytics', () => {
  it('when fewer than 5 players played then no row is shown, and nothing names a player', async () => {
    const four = players.slice(0, ANALYTICS_MIN_PLAYERS - 1);
    for (const player of four) await sync(player, prefix);
    await abandon(four);

    const res = await analytics(owner);

    expect(res.status).toBe(200);
    const data = res.body.analytics as RoomAnalytics;
    expect(data.versions).toEqual([room.pkg.version]);
    expect(data.funnel).toEqual([]);
    expect(data.drop_off).toEqual([]);
    expect(data.puzzles).toEqual([]);
    expect(data.time).toEqual({ median: null, p90: null, buckets: [] });
    expect(data.hints).toEqual({ median: null, p90: null, buckets: [] });
    const text = JSON.stringify(res.body);
    for (const player of four) {
      expect(text).not.toContain(player.id);
      expect(text).not.toContain(player.email);
    }
  });

  it('when 5 players abandon and 6 escape then the funnel, drop-off and puzzles equal a hand count', async () => {
    const quitters = players.slice(0, 5);
    const escapers = players.slice(5);
    const states = new Map<string, GameState>();
    await sync(quitters[4], prefix);
    for (const player of quitters) states.set(player.id, (await sync(player, [])) ?? initialState(room.pkg));
    await abandon(quitters);
    const wrong: GameAction = { type: 'interact', element_id: firstLock, input: 'not-the-code-0' };
    for (const [i, player] of escapers.entries()) {
      const way = [...solution.slice(0, prefix.length - 1), wrong, ...solution.slice(prefix.length - 1)];
      // Four syncs, so each write path adds to the run's row: the locked one (a new session), the
      // optimistic one, the remembered one, and the locked one again (the escape).
      for (const chunk of quarters(i < 5 ? [{ type: 'hint' }, ...way] : way))
        states.set(player.id, await sync(player, chunk));
    }

    const data = (await analytics(owner)).body.analytics as RoomAnalytics;

    // Hand count: players per design scene their state visited, kept where 5 or more.
    const perScene = new Map<string, number>();
    for (const state of states.values())
      for (const scene of new Set(state.visited_scene_ids.map(designScene)))
        perScene.set(scene, (perScene.get(scene) ?? 0) + 1);
    const expectedScenes = [...perScene].filter(([, n]) => n >= ANALYTICS_MIN_PLAYERS);
    expect(data.funnel.find((s) => s.step === 'started')).toMatchObject({ players: 11, runs: 11 });
    expect(data.funnel.find((s) => s.step === 'escaped')).toMatchObject({ players: 6, runs: 6 });
    const scenes = data.funnel.filter((s) => s.step === 'scene').map((s) => [s.scene_id, s.players] as const);
    expect(new Map(scenes)).toEqual(new Map(expectedScenes));
    expect(data.drop_off).toEqual([
      expect.objectContaining({ element_id: designElement(firstLock), players: 5, runs: 5 }),
    ]);
    const lock = data.puzzles.find((p) => p.element_id === designElement(firstLock))!;
    expect(lock).toMatchObject({ players: 11, solved_players: 11, wrong_codes: 6 });
    expect(lock.median_solve_ms).not.toBeNull();
    // Every puzzle the quitters reached and never solved is where they got stuck: 5 of the players who reached it.
    const stuck = data.puzzles.filter((p) => p.stuck_share > 0);
    expect(stuck.length).toBeGreaterThan(0);
    expect(scenes.length).toBeGreaterThan(0);
    for (const puzzle of stuck) expect(puzzle.stuck_share).toBeCloseTo(5 / puzzle.players);
    expect(lock.stuck_share).toBe(0);
  });

  it('when 6 escaped, 5 with one hint, then the distributions show the buckets of 5 or more players', async () => {
    const data = (await analytics(owner)).body.analytics as RoomAnalytics;

    expect(data.hints.median).toBe(1);
    expect(data.hints.buckets).toEqual([{ from: 1, to: 1, players: 5, runs: 5 }]);
    expect(data.time.median).not.toBeNull();
    expect(data.time.p90).toBeGreaterThanOrEqual(data.time.median!);
    expect(data.time.buckets.reduce((n, b) => n + b.players, 0)).toBeLessThanOrEqual(6);
    const text = JSON.stringify(data);
    for (const player of players) expect(text).not.toContain(player.id);
  });

  it('when another creator or a player asks then 403; the owner and an admin get 200', async () => {
    expect((await analytics(otherCreator)).status).toBe(403);
    expect((await analytics(players[0])).status).toBe(403);
    expect((await analytics(admin)).status).toBe(200);
    expect((await analytics(owner, `?version=${encodeURIComponent(room.pkg.version)}`)).status).toBe(200);
  });

  it('when a version was never played then every list is empty; a bad version is 400', async () => {
    const unplayed = (await analytics(owner, '?version=not-played')).body.analytics as RoomAnalytics;
    expect(unplayed.funnel).toEqual([]);
    expect(unplayed.versions).toEqual([room.pkg.version]);
    expect((await analytics(owner, '?version=')).status).toBe(400);
  });
});
