import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { checkSolvability, ONLINE_CODE_HASH, type GameAction, type RoomPackage } from '@core';
import { countRows, signUp, startApi, type Api } from './harness';
import { releasedRoom } from './released-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let roomId: string;
let pkg: RoomPackage;
let solution: GameAction[];

/** The full package the server replays on (players get only its sealed forms). */
const fullPackageOf = async (id: string): Promise<RoomPackage> => (await releasedRoom(id)).pkg;

/** The design's answers under the ids of the released packages. */
const solutionsOf = async (id: string): Promise<Record<string, string>> => (await releasedRoom(id)).solutions;

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'creator', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: {
      name: 'Nova',
      personality: 'Analytical',
      setting: 'Space Station',
      theme: 'Sci-Fi',
      description: 'Ship AI',
    },
  });
  expect(agent.status).toBe(201);
  const created = await api.call('POST', '/api/v1/escape_rooms', {
    token: admin.token,
    body: {
      title: 'Derelict Signal',
      description: 'A station adrift.',
      difficulty: 'easy',
      theme: 'Sci-Fi',
      agent_id: agent.body.data.id,
      seed: 4242,
    },
  });
  expect(created.status).toBe(201);
  expect(created.body.puzzle).toMatchObject({ title: 'Derelict Signal', enabled: false, published: false });
  expect(created.body.storyboard.scenes.length).toBeGreaterThanOrEqual(2);
  roomId = created.body.puzzle.id;

  const scenes = await api.call('POST', `/api/v1/escape_rooms/${roomId}/create_scenes`, { token: admin.token });
  expect(scenes.status).toBe(200);
  for (const scene of scenes.body.scenes) {
    const image = await api.call('POST', `/api/v1/escape_rooms/${roomId}/generate_scene_image`, {
      token: admin.token,
      body: { scene_description: scene.description, scene_index: scene.scene_index },
    });
    expect(image.status).toBe(200);
    expect(image.body.images[0]).toMatch(/^\/api\/v1\/media\//);
  }
  const finalized = await api.call('POST', `/api/v1/escape_rooms/${roomId}/finalize`, { token: admin.token });
  expect(finalized.status).toBe(200);
  expect(finalized.body).toMatchObject({
    status: 'success',
    message: 'Escape room finalized and published!',
    solvability: { solvable: true },
  });
  pkg = (await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: admin.token })).body.package;
  // The online package checks no code itself (issue 29): the way out is found on the full package.
  solution = checkSolvability(await fullPackageOf(roomId), await solutionsOf(roomId)).shortest_solution!;
  expect(solution.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await api.close();
});

describe('creating a room', () => {
  it('when a scene image is fetched then it is a PNG with immutable cache headers', async () => {
    const res = await fetch(`${api.url}${pkg.scenes[0].image_url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it('when the package is read then no combination travels in clear text, nor a verifier', async () => {
    const solutions = await solutionsOf(roomId);
    expect(Object.keys(solutions).length).toBeGreaterThan(0);
    const text = JSON.stringify(pkg);
    for (const [elementId, code] of Object.entries(solutions)) {
      const lock = pkg.scenes.flatMap((s) => s.elements).find((e) => e.id === elementId)!;
      // Online the server checks every code: the lock carries no PBKDF2 verifier to attack offline.
      expect(lock.requires.code_hash).toBe(ONLINE_CODE_HASH);
      expect(JSON.stringify(lock)).not.toContain(`"${code}"`);
    }
    expect(text).not.toMatch(/pbkdf2-sha256/);
    expect(text).not.toContain('"solutions"');
    const full = await fullPackageOf(roomId);
    for (const elementId of Object.keys(solutions)) {
      const lock = full.scenes.flatMap((s) => s.elements).find((e) => e.id === elementId)!;
      expect(lock.requires.code_hash).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{64}$/);
    }
  });

  it('when the create body is bad then it answers 400 with a message and writes nothing', async () => {
    const before = await countRows('escape_rooms');
    const res = await api.call('POST', '/api/v1/escape_rooms', {
      token: admin.token,
      body: { title: '', description: 'x', theme: 'y' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(expect.arrayContaining(['Title is required', 'Please select an AI agent']));
    expect(await countRows('escape_rooms')).toBe(before);
  });

  it('when the agent body is bad then it answers 400 and writes nothing', async () => {
    const before = await countRows('agents');
    const res = await api.call('POST', '/api/v1/agents', {
      token: admin.token,
      body: { name: 'X', personality: 'Grumpy', setting: 'Moon', theme: 'Mystery' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please choose a personality from the list');
    expect(await countRows('agents')).toBe(before);
  });
});

describe('playing a room', () => {
  it("when a player replays the shortest solution through interact and sync then they escape with the engine's points", async () => {
    const player = await signUp(api, 'player');
    const rooms = await api.call('GET', '/api/v1/escape_rooms', { token: player.token });
    expect(rooms.body.escape_rooms.map((r: { id: string }) => r.id)).toContain(roomId);
    let last;
    for (const action of solution) {
      if (action.type === 'interact') {
        last = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${action.element_id}`, {
          token: player.token,
          body: { user_input: action.input ?? '' },
        });
      } else if (action.type === 'use_item') {
        last = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${action.element_id}`, {
          token: player.token,
          body: { user_input: JSON.stringify({ key_used: action.item_id }) },
        });
      } else {
        last = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
          token: player.token,
          body: { actions: [{ action_id: randomUUID(), action }] },
        });
      }
      expect(last.status).toBe(200);
    }
    const session = await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: player.token });
    expect(session.body.state.escaped).toBe(true);
    expect(session.body.game_session.completed).toBe(true);
    expect(session.body.game_session.total_points).toBe(session.body.state.points);
    expect(session.body.game_session.total_points).toBeGreaterThan(0);
  });

  it('when the interact answer comes back then it has the spec shape', async () => {
    const player = await signUp(api, 'shape');
    const first = solution[0] as Extract<GameAction, { type: 'interact' }>;
    const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${first.element_id}`, {
      token: player.token,
      body: { user_input: first.input ?? '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        success: true,
        message: expect.any(String),
        new_state: expect.any(String),
        game_session: expect.objectContaining({
          id: expect.any(String),
          escape_room_id: roomId,
          total_points: expect.any(Number),
        }),
        scene_transition: null,
      }),
    );
    expect(res.body).toHaveProperty('item_collected');
  });

  it('when the same queued actions are synced twice then the second sync awards nothing', async () => {
    const player = await signUp(api, 'offline');
    const queued = solution.map((action) => ({ action_id: randomUUID(), action }));
    const first = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token: player.token,
      body: { actions: queued },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applied: queued.length, skipped: 0, state: { escaped: true } });
    const points = first.body.game_session.total_points;
    const again = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token: player.token,
      body: { actions: queued },
    });
    expect(again.body).toMatchObject({ applied: 0, skipped: queued.length });
    expect(again.body.game_session.total_points).toBe(points);
  });

  it('when two syncs of the same actions race then the points are awarded once', async () => {
    const player = await signUp(api, 'race');
    const queued = solution.slice(0, 3).map((action) => ({ action_id: randomUUID(), action }));
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, { token: player.token, body: { actions: queued } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.reduce((sum, r) => sum + r.body.applied, 0)).toBe(queued.length);
  });

  it('when a wrong combination or a bad element is sent then nothing is awarded', async () => {
    const player = await signUp(api, 'wrong');
    const lock = pkg.scenes[0].elements.find((e) => e.requires.code_hash);
    if (lock) {
      const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${lock.id}`, {
        token: player.token,
        body: { user_input: 'definitely-wrong' },
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(false);
      expect(res.body.game_session.total_points).toBe(0);
    }
    const missing = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/no-such-element`, {
      token: player.token,
      body: {},
    });
    expect(missing.status).toBe(404);
    const badSync = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token: player.token,
      body: { actions: [{ action_id: 'x', action: { type: 'fly' } }] },
    });
    expect(badSync.status).toBe(400);
  });

  it('when a room is disabled then players cannot open it but admins can', async () => {
    const player = await signUp(api, 'disabled');
    const toggled = await api.call('PATCH', `/api/v1/escape_rooms/${roomId}/toggle_enabled`, { token: admin.token });
    expect(toggled.body.puzzle.enabled).toBe(false);
    expect((await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token })).status).toBe(404);
    expect((await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: admin.token })).status).toBe(200);
    await api.call('PATCH', `/api/v1/escape_rooms/${roomId}/toggle_enabled`, { token: admin.token });
  });
});
