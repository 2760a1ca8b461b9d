/**
 * Issue 29: element ids in anything a player receives are opaque. A release renames every scene
 * and element to a random id of the room version (core/src/sealing/opaque-ids.ts), so the online
 * package, the offline package, the session state and the play answers name nothing; the scene
 * editor keeps the design's names. One room of every difficulty, made and published through the API.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSolvability, DIFFICULTIES, type GameState, type RoomPackage, type SealedPackage } from '@core';
import { idsHoldingWords, idsIn, nameWords } from '@core/test-support/package-ids';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';
import { releasedRoom } from './released-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
const rooms = new Map<string, string>();

/** The design's ids of a package (scenes and elements), each as it would stand in JSON or a bundle. */
function designIdsIn(pkg: RoomPackage): string[] {
  return [...pkg.scenes.map((scene) => scene.id), ...pkg.scenes.flatMap((scene) => scene.elements.map((el) => el.id))];
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'opaque-admin', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Opal', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery', description: '' },
  });
  for (const [i, difficulty] of DIFFICULTIES.entries())
    rooms.set(difficulty, await publishRoom(api, admin.token, agent.body.data.id, 2900 + i, difficulty));
}, 600_000);

afterAll(async () => {
  await api.close();
});

describe.each(DIFFICULTIES)('a published %s room', (difficulty) => {
  it('when a player downloads the online and the offline package then no id holds a word of a name or a design id', async () => {
    const roomId = rooms.get(difficulty)!;
    const player = await signUp(api, `opaque-${difficulty}`);
    const online = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    const offline = await api.call('POST', `/api/v1/escape_rooms/${roomId}/offline_package`, { token: player.token });
    expect([online.status, offline.status]).toEqual([200, 200]);

    const { pkg, designPackage } = await releasedRoom(roomId);
    const words = nameWords(pkg);
    expect(words.length).toBeGreaterThan(5);
    for (const received of [online.body.package, offline.body.package] as SealedPackage[]) {
      expect(received.scenes.flatMap((s) => s.elements.map((e) => e.id))).toEqual(
        pkg.scenes.flatMap((s) => s.elements.map((e) => e.id)),
      );
      expect(idsHoldingWords(idsIn(received), words)).toEqual([]);
      const json = JSON.stringify(received);
      for (const id of designIdsIn(designPackage)) expect(json).not.toMatch(new RegExp(`[":]${id}[":]`));
    }
  });

  it('when a player plays the way out online then they escape, and the state they get back names only released ids', async () => {
    const roomId = rooms.get(difficulty)!;
    const { pkg, solutions, designPackage } = await releasedRoom(roomId);
    const solution = checkSolvability(pkg, solutions).shortest_solution!;
    expect(solution.length).toBeGreaterThan(0);
    const player = await signUp(api, `opaque-play-${difficulty}`);
    const synced = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token: player.token,
      body: { actions: solution.map((action) => ({ action_id: randomUUID(), action })) },
    });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ applied: solution.length, state: { escaped: true } });
    const state = synced.body.state as GameState;
    const released = new Set(idsIn(pkg));
    const named = [...Object.keys(state.elements), ...state.inspected, state.scene_id, ...state.visited_scene_ids];
    expect(named.filter((id) => !released.has(id))).toEqual([]);
    expect(idsHoldingWords(named, nameWords(pkg))).toEqual([]);
    // The scene editor still names the elements as the design does.
    const editor = await api.call('GET', `/api/v1/escape_rooms/${roomId}/edit_scene/0`, { token: admin.token });
    expect(editor.status).toBe(200);
    expect(editor.body.elements.map((e: { id: string }) => e.id)).toEqual(
      designPackage.scenes[0].elements.map((e) => e.id),
    );
  });
});
