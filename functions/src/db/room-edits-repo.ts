/** The scene editor's undo history: one snapshot of the room before each edit, newest kept. */
import type { RoomDesign } from '../model/room-design';
import { getPool, type Queryable } from './pool';
import type { SceneEditState } from './scenes-repo';

/** How many edits of a room can be undone. */
export const MAX_EDITS_PER_ROOM = 30;

export interface RoomSnapshot {
  design: RoomDesign;
  scenes: SceneEditState[];
  enabled: boolean;
  /** The scene the edit touched. */
  scene_index: number;
}

export interface RoomEdit {
  id: string;
  label: string;
  snapshot: RoomSnapshot;
}

/** Records the room as it was before an edit and forgets edits beyond the newest MAX_EDITS_PER_ROOM. */
export async function recordEdit(roomId: string, label: string, snapshot: RoomSnapshot, db: Queryable = getPool()) {
  await db.query('INSERT INTO room_edits (room_id, label, snapshot) VALUES ($1, $2, $3)', [
    roomId,
    label,
    JSON.stringify(snapshot),
  ]);
  await db.query(
    `DELETE FROM room_edits WHERE room_id = $1 AND id NOT IN
       (SELECT id FROM room_edits WHERE room_id = $1 ORDER BY id DESC LIMIT $2)`,
    [roomId, MAX_EDITS_PER_ROOM],
  );
}

export async function lastEdit(roomId: string, db: Queryable = getPool()): Promise<RoomEdit | null> {
  const { rows } = await db.query<RoomEdit>(
    // Order by the column, not the text alias: as text, edit 9 would sort after edit 14.
    'SELECT id::text AS id, label, snapshot FROM room_edits WHERE room_id = $1 ORDER BY room_edits.id DESC LIMIT 1',
    [roomId],
  );
  return rows[0] ?? null;
}

export async function lastEditLabel(roomId: string, db: Queryable = getPool()): Promise<string | null> {
  const { rows } = await db.query<{ label: string }>(
    'SELECT label FROM room_edits WHERE room_id = $1 ORDER BY id DESC LIMIT 1',
    [roomId],
  );
  return rows[0]?.label ?? null;
}

export async function deleteEdit(id: string, db: Queryable = getPool()): Promise<void> {
  await db.query('DELETE FROM room_edits WHERE id = $1', [id]);
}

/** Names of elements the history remembers (id -> name), e.g. to name an element that was deleted. */
export async function rememberedElementNames(roomId: string, db: Queryable = getPool()): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT DISTINCT ON (el->>'id') el->>'id' AS id, el->>'name' AS name
     FROM room_edits e,
       jsonb_array_elements(e.snapshot->'design'->'scenes') sc,
       jsonb_array_elements(sc->'elements') el
     WHERE e.room_id = $1
     ORDER BY el->>'id', e.id DESC`,
    [roomId],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
