import type { Placement, SceneModification } from '../model/room-design';
import { getPool, type Queryable } from './pool';

export interface SceneRecord {
  id: string;
  room_id: string;
  scene_index: number;
  title: string;
  description: string;
  image_media_id: string | null;
  image_width: number | null;
  image_height: number | null;
  positioning_method: string | null;
  placements: Placement[] | null;
  /** The scene editor's images: the modified scene (players see it), the visualization and the grid. */
  modified_media_id: string | null;
  visualization_media_id: string | null;
  grid_media_id: string | null;
  modification_prompt: string | null;
  /** The scene's current change, when the scene editor modified it (migration 010). */
  modification: SceneModificationState | null;
}

/**
 * A modified scene's whole current change, the description it was made on and the one it gave
 * (when the scene's description is no longer that one, something else rewrote it).
 */
export interface SceneModificationState {
  change: SceneModification;
  base_description: string;
  description: string;
}

export async function listScenes(roomId: string, db: Queryable = getPool()): Promise<SceneRecord[]> {
  const { rows } = await db.query<SceneRecord>('SELECT * FROM scenes WHERE room_id = $1 ORDER BY scene_index', [
    roomId,
  ]);
  return rows;
}

/** Replaces the room's scene records (before publishing, the design may be redone). */
export async function replaceScenes(
  roomId: string,
  scenes: Array<{ id: string; scene_index: number; title: string; description: string }>,
  db: Queryable = getPool(),
): Promise<void> {
  await db.query('DELETE FROM scenes WHERE room_id = $1', [roomId]);
  for (const scene of scenes) {
    await db.query('INSERT INTO scenes (id, room_id, scene_index, title, description) VALUES ($1, $2, $3, $4, $5)', [
      scene.id,
      roomId,
      scene.scene_index,
      scene.title,
      scene.description,
    ]);
  }
}

export async function saveSceneImage(
  roomId: string,
  sceneIndex: number,
  image: {
    mediaId: string;
    width: number;
    height: number;
    placements: Placement[];
    positioningMethod: string;
    description: string;
  },
  db: Queryable = getPool(),
): Promise<void> {
  await db.query(
    `UPDATE scenes SET image_media_id = $3, image_width = $4, image_height = $5, placements = $6, positioning_method = $7, description = $8
     WHERE room_id = $1 AND scene_index = $2`,
    [
      roomId,
      sceneIndex,
      image.mediaId,
      image.width,
      image.height,
      JSON.stringify(image.placements),
      image.positioningMethod,
      image.description,
    ],
  );
}

export async function findScene(
  roomId: string,
  sceneIndex: number,
  db: Queryable = getPool(),
): Promise<SceneRecord | null> {
  const { rows } = await db.query<SceneRecord>('SELECT * FROM scenes WHERE room_id = $1 AND scene_index = $2', [
    roomId,
    sceneIndex,
  ]);
  return rows[0] ?? null;
}

export async function savePlacements(
  roomId: string,
  sceneIndex: number,
  placements: Placement[],
  db: Queryable = getPool(),
): Promise<void> {
  await db.query('UPDATE scenes SET placements = $3 WHERE room_id = $1 AND scene_index = $2', [
    roomId,
    sceneIndex,
    JSON.stringify(placements),
  ]);
}

/** The editable state of a scene (what undo restores). */
export interface SceneEditState {
  scene_index: number;
  description: string;
  placements: Placement[] | null;
  modified_media_id: string | null;
  modification_prompt: string | null;
  /** Absent in snapshots taken before migration 010. */
  modification?: SceneModificationState | null;
}

export async function saveSceneEditState(
  roomId: string,
  state: SceneEditState,
  db: Queryable = getPool(),
): Promise<void> {
  await db.query(
    `UPDATE scenes SET description = $3, placements = $4, modified_media_id = $5, modification_prompt = $6,
       modification = $7
     WHERE room_id = $1 AND scene_index = $2`,
    [
      roomId,
      state.scene_index,
      state.description,
      state.placements === null ? null : JSON.stringify(state.placements),
      state.modified_media_id,
      state.modification_prompt,
      state.modification ? JSON.stringify(state.modification) : null,
    ],
  );
}

/** Points the scene at a new visualization or grid image. */
export async function setSceneImage(
  roomId: string,
  sceneIndex: number,
  kind: 'visualization' | 'grid',
  mediaId: string,
  db: Queryable = getPool(),
): Promise<void> {
  const column = kind === 'visualization' ? 'visualization_media_id' : 'grid_media_id';
  await db.query(`UPDATE scenes SET ${column} = $3 WHERE room_id = $1 AND scene_index = $2`, [
    roomId,
    sceneIndex,
    mediaId,
  ]);
}
