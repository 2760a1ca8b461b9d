/**
 * Published rooms for the play tests (play-cost.test.ts, play-limits.test.ts): `publishRoom` for any
 * one-scene room, a room whose only lock takes a code from the start, and a room whose hint search
 * is as large as a hint may be. Each
 * is stored as a room published before sealing (its full package and its design's answers): the
 * server seals it on its first play, as it does any such room, so these fixtures do not depend on
 * how a release is sealed. The ids the server replays on are read back with `storedElementIds`.
 */
import { buildRoom, type ElementSpec } from '@core/test-support/test-rooms';
import type { RoomPackage } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { insertMedia, mediaUrl } from '../../functions/src/db/media-repo';
import { insertRoom, saveDesign } from '../../functions/src/db/rooms-repo';
import type { RoomBrief, RoomDesign } from '../../functions/src/model/room-design';
import { PNG } from './gem-room';

export const SAFE_CODE = '4821';

/** What a published room is called, as its owner would see it. */
export interface RoomName {
  readonly title: string;
  readonly description: string;
}

const COST_HALL: RoomName = { title: 'Cost Hall', description: 'A room for measuring what play costs.' };

/** Publishes a one-scene room ("Hall") holding `elements`, owned by `ownerId`; answers its id. */
export async function publishRoom(
  ownerId: string,
  agentId: string,
  elements: ElementSpec[],
  { title, description }: RoomName = COST_HALL,
): Promise<string> {
  const roomId = await insertRoom({
    ownerId,
    agentId,
    title,
    description,
    difficulty: 'easy',
    theme: 'Mystery',
    seed: 1,
    brief: { title } as RoomBrief,
    storyboard: { title, story_premise: '', backstory: '', scenes: [{ title: 'Hall', description: '' }] },
  });
  const mediaId = await insertMedia(roomId, 'image/png', PNG);
  const { pkg, solutions } = buildRoom({
    id: roomId,
    salt: `salt-${roomId}`,
    scenes: [{ id: 'hall', elements }],
  });
  pkg.scenes[0].image_url = mediaUrl(mediaId);
  const design = { salt: pkg.salt, start_scene_id: pkg.start_scene_id, scenes: [], solutions } as unknown as RoomDesign;
  await saveDesign(roomId, design);
  await getPool().query(
    'UPDATE escape_rooms SET package = $2, enabled = true, published_at = now(), updated_at = now() WHERE id = $1',
    [roomId, JSON.stringify(pkg)],
  );
  return roomId;
}

/**
 * The ids of the room's elements as the server replays them, by the name each was built with
 * (a release may give them new ids); read once the room has been played.
 */
export async function storedElementIds(roomId: string): Promise<Record<string, string>> {
  const { rows } = await getPool().query<{ package: RoomPackage }>('SELECT package FROM escape_rooms WHERE id = $1', [
    roomId,
  ]);
  const elements = rows[0].package.scenes.flatMap((scene) => scene.elements);
  return Object.fromEntries(elements.map((el) => [el.name, el.id]));
}

/**
 * A safe in sight from the start whose code (SAFE_CODE) opens the way out, a lamp, and `lockers`
 * lockers ("Locker 0", …) that take the same code from the start and open nothing.
 */
export const safeRoom = (ownerId: string, agentId: string, lockers = 0) =>
  publishRoom(ownerId, agentId, [
    { id: 'safe', code: SAFE_CODE, points_awarded: 50, yields: { escape: true } },
    { id: 'lamp', points_awarded: 5 },
    ...Array.from({ length: lockers }, (_, i) => ({ id: `locker-${i}`, code: SAFE_CODE, points_awarded: 1 })),
  ]);

/**
 * `switches` switches that must all be on before the door opens: from the start the hint search
 * meets every subset of them (2^switches states) before the way out, so with 15 it stops at its
 * cap of states (HINT_MAX_STATES) each time it is asked.
 */
export const SWITCHES = 15;

export function switchRoom(ownerId: string, agentId: string, switches = SWITCHES): Promise<string> {
  const ids = Array.from({ length: switches }, (_, i) => `switch-${i}`);
  return publishRoom(ownerId, agentId, [
    ...ids.map((id) => ({ id, points_awarded: 1 })),
    { id: 'door', points_awarded: 10, requires: { solved: ids }, yields: { escape: true } },
  ]);
}
