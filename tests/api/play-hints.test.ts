import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSolvability,
  findElement,
  HINT_COST_POINTS,
  initialState,
  offerHint,
  openPackage,
  SEALED_NAME,
  type GameAction,
  type GameState,
  type SealedPackage,
  type SyncedHint,
} from '@core';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { publishRoom } from './route-fixtures';
import { releasedRoom } from './released-room';
import { signUp, startApi, type Api } from './harness';

let api: Api;
let roomId: string;
let sealed: SealedPackage;
let solutions: Record<string, string>;
let shortest: GameAction[];

const HINT: GameAction = { type: 'hint' };
const queued = (action: GameAction) => ({ action_id: randomUUID(), action });

beforeAll(async () => {
  // Following every hint buys three per step, faster than a player's 30 a minute (play-limits.test.ts checks that limit).
  const base = loadConfig();
  setConfigForTests({ ...base, rateLimits: { ...base.rateLimits, playHintsPerMinute: 100_000 } });
  api = await startApi();
  const admin = await signUp(api, 'hint-admin', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Ermie', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery', description: 'Guide' },
  });
  roomId = await publishRoom(api, admin.token, agent.body.data.id, 5151, 'medium');
  // The offline package: the hints must be the ones its client computes by itself (the online one defers to the server).
  sealed = (await api.call('POST', `/api/v1/escape_rooms/${roomId}/offline_package`, { token: admin.token })).body
    .package;
  ({ solutions } = await releasedRoom(roomId));
  shortest = checkSolvability(sealed, solutions).shortest_solution!;
});

afterAll(async () => {
  setConfigForTests(undefined);
  await api.close();
});

async function sync(token: string, actions: Array<{ action_id: string; action: GameAction }>) {
  const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, { token, body: { actions } });
  expect(res.status).toBe(200);
  return res.body as { applied: number; skipped: number; state: GameState; hints: SyncedHint[] } & {
    game_session: { total_points: number; hints_used: number };
  };
}

/** What a player does on reading the explicit hint about `elementId`. */
function actionsFor(state: GameState, elementId: string): GameAction[] {
  const { scene, element } = findElement(sealed, elementId)!;
  const walk: GameAction[] = scene.id === state.scene_id ? [] : [{ type: 'go_to_scene', scene_id: scene.id }];
  if (element.requires.items.length > 0 && !['unlocked', 'solved'].includes(state.elements[elementId].state))
    return [...walk, { type: 'use_item', element_id: elementId, item_id: element.requires.items[0] }];
  if (element.requires.code_hash)
    return [...walk, { type: 'interact', element_id: elementId, input: solutions[elementId] }];
  return [...walk, { type: 'interact', element_id: elementId }];
}

describe('hints bought through sync', () => {
  it('when a player at 0 points buys a hint then it is charged, the points go below zero, and it is the hint the offline client computes', async () => {
    const player = await signUp(api, 'hint-poor');
    const body = await sync(player.token, [queued(HINT)]);
    const start = initialState(sealed);
    const offline = offerHint(openPackage(sealed, {}, start), start)!;
    expect(body.hints).toEqual([
      {
        action_id: expect.any(String),
        element_id: offline.element_id,
        level: 0,
        text: offline.text,
        cost: HINT_COST_POINTS,
      },
    ]);
    expect(body.state).toMatchObject({ points: -HINT_COST_POINTS, hints_used: 1 });
    expect(body.state.hints_seen).toEqual([`${offline.element_id}:0`]);
    expect(body.game_session).toMatchObject({ total_points: -HINT_COST_POINTS, hints_used: 1 });
  });

  it('when the hint is asked again then it goes vague, specific, explicit, and the explicit one is shown again free', async () => {
    const player = await signUp(api, 'hint-levels');
    const body = await sync(
      player.token,
      [1, 2, 3, 4].map(() => queued(HINT)),
    );
    expect(body.hints.map((hint) => [hint.level, hint.cost])).toEqual([
      [0, HINT_COST_POINTS],
      [1, HINT_COST_POINTS],
      [2, HINT_COST_POINTS],
      [2, 0],
    ]);
    expect(new Set(body.hints.map((hint) => hint.element_id)).size).toBe(1);
    expect(new Set(body.hints.map((hint) => hint.text)).size).toBe(3);
    expect(body.state).toMatchObject({ points: -3 * HINT_COST_POINTS, hints_used: 3 });
    expect(body.game_session.total_points).toBe(-3 * HINT_COST_POINTS);
  });

  it('when the same hint action is synced again, or in racing syncs, then it is charged once', async () => {
    const player = await signUp(api, 'hint-resync');
    const hint = queued(HINT);
    const races = await Promise.all([1, 2, 3].map(() => sync(player.token, [hint])));
    expect(races.reduce((sum, body) => sum + body.applied, 0)).toBe(1);
    expect(races.flatMap((body) => body.hints)).toHaveLength(1);
    const again = await sync(player.token, [hint]);
    expect(again).toMatchObject({ applied: 0, skipped: 1, hints: [] });
    expect(again.state).toMatchObject({ points: -HINT_COST_POINTS, hints_used: 1 });
  });

  it('when a player follows every hint then each names a useful step (the way out is a shortest one), and no hint holds a solution', async () => {
    const player = await signUp(api, 'hint-follow');
    const codes = Object.values(solutions).filter((code) => code.trim().length > 0);
    expect(codes.length).toBeGreaterThan(0);
    let state = initialState(sealed);
    let played = 0;
    while (!state.escaped) {
      const bought = await sync(player.token, [queued(HINT), queued(HINT), queued(HINT)]);
      expect(bought.hints).toHaveLength(3);
      for (const hint of bought.hints) {
        expect(hint.element_id).toBe(bought.hints[0].element_id);
        expect(hint.text).not.toContain(SEALED_NAME);
        for (const code of codes) expect(hint.text).not.toContain(code);
      }
      state = bought.state;
      const actions = actionsFor(state, bought.hints[0].element_id);
      const done = await sync(player.token, actions.map(queued));
      expect(done.applied).toBe(actions.length);
      played += actions.length;
      expect(played).toBeLessThanOrEqual(shortest.length);
      state = done.state;
    }
    expect(played).toBe(shortest.length);
    const after = await sync(player.token, [queued(HINT)]);
    expect(after).toMatchObject({ applied: 1, hints: [] });
    expect(after.state.points).toBe(state.points);
  });
});
