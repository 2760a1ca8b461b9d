/** What the scene-editor API tests share: an admin, a player, published and unpublished rooms, design helpers. */
import { randomUUID } from 'node:crypto';
import { checkSolvability, type GameAction, type RoomPackage } from '@core';
import type { RoomDesign } from '../../functions/src/model/room-design';
import { getPool } from '../../functions/src/db/pool';
import { signUp, type Api } from './harness';
import { publishRoom } from './route-fixtures';
import { releasedRoom } from './released-room';

export interface EditorWorld {
  admin: Awaited<ReturnType<typeof signUp>>;
  player: Awaited<ReturnType<typeof signUp>>;
  agentId: string;
}

export async function editorWorld(api: Api, label: string): Promise<EditorWorld> {
  const admin = await signUp(api, `${label}-admin`, 'admin');
  const player = await signUp(api, `${label}-player`);
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Quill', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery', description: '' },
  });
  if (agent.status !== 201) throw new Error(`agent: ${agent.status}`);
  return { admin, player, agentId: agent.body.data.id as string };
}

export const publishedRoom = (api: Api, world: EditorWorld, seed: number) =>
  publishRoom(api, world.admin.token, world.agentId, seed);

/** A room with its scenes designed and the first one painted, not published. */
export async function draftRoom(api: Api, world: EditorWorld, seed: number): Promise<string> {
  const created = await api.call('POST', '/api/v1/escape_rooms', {
    token: world.admin.token,
    body: {
      title: `Draft ${seed}`,
      description: 'Draft.',
      difficulty: 'easy',
      theme: 'Mystery',
      agent_id: world.agentId,
      seed,
    },
  });
  const roomId = created.body.puzzle.id as string;
  const scenes = await api.call('POST', `/api/v1/escape_rooms/${roomId}/create_scenes`, { token: world.admin.token });
  const first = scenes.body.scenes[0];
  await api.call('POST', `/api/v1/escape_rooms/${roomId}/generate_scene_image`, {
    token: world.admin.token,
    body: { scene_description: first.description, scene_index: first.scene_index },
  });
  return roomId;
}

export async function designOf(roomId: string): Promise<RoomDesign> {
  const { rows } = await getPool().query<{ design: RoomDesign }>('SELECT design FROM escape_rooms WHERE id = $1', [
    roomId,
  ]);
  return rows[0].design;
}

/** An element that some lock needs as its item, and that lock. */
export function keyAndLock(design: RoomDesign): {
  key: { id: string; name: string };
  lock: { id: string; name: string };
} {
  const elements = design.scenes.flatMap((s) => s.elements);
  for (const lock of elements) {
    const key = elements.find((e) => e.id === lock.requires.items[0]);
    if (key) return { key, lock };
  }
  throw new Error('this room has no key');
}

/**
 * The full package as stored (the server's replay runs on it), under the design's ids as the
 * scene editor names them (a release renames every id: released-room.ts).
 */
export async function storedPackage(roomId: string): Promise<{ pkg: RoomPackage; enabled: boolean }> {
  const { rows } = await getPool().query<{ enabled: boolean }>('SELECT enabled FROM escape_rooms WHERE id = $1', [
    roomId,
  ]);
  return { pkg: (await releasedRoom(roomId)).designPackage, enabled: rows[0].enabled };
}

/** A player opens the room and plays it to the end with the checker's shortest solution. */
export async function playThrough(api: Api, token: string, roomId: string) {
  const opened = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token });
  if (opened.status !== 200) return { status: opened.status, escaped: false };
  const { pkg, solutions } = await releasedRoom(roomId);
  const solution = checkSolvability(pkg, solutions).shortest_solution as GameAction[];
  const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
    token,
    body: { actions: solution.map((action) => ({ action_id: randomUUID(), action })) },
  });
  return { status: res.status, escaped: Boolean(res.body?.state?.escaped) };
}
