import { randomUUID } from 'node:crypto';
import { getPool, type Queryable } from './pool';

export async function insertMedia(
  roomId: string | null,
  mime: string,
  bytes: Buffer,
  db: Queryable = getPool(),
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO media (id, room_id, mime, bytes) VALUES ($1, $2, $3, $4)', [id, roomId, mime, bytes]);
  return id;
}

export async function deleteMedia(id: string, db: Queryable = getPool()): Promise<void> {
  await db.query('DELETE FROM media WHERE id = $1', [id]);
}

export async function findMedia(
  id: string,
  db: Queryable = getPool(),
): Promise<{ mime: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ mime: string; bytes: Buffer }>('SELECT mime, bytes FROM media WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** What deciding who may see an image needs (its room's state and owner), without its bytes. */
export interface MediaHead {
  mime: string;
  room_id: string | null;
  room_enabled: boolean;
  room_published: boolean;
  room_owner_id: string | null;
}

export async function findMediaHead(id: string, db: Queryable = getPool()): Promise<MediaHead | null> {
  const { rows } = await db.query<MediaHead>(
    `SELECT m.mime, m.room_id, coalesce(r.enabled, false) AS room_enabled,
       coalesce(r.package IS NOT NULL, false) AS room_published, r.owner_id AS room_owner_id
     FROM media m LEFT JOIN escape_rooms r ON r.id = m.room_id WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findMediaBytes(id: string, db: Queryable = getPool()): Promise<Buffer | null> {
  const { rows } = await db.query<{ bytes: Buffer }>('SELECT bytes FROM media WHERE id = $1', [id]);
  return rows[0]?.bytes ?? null;
}

/**
 * The media id of the start scene's image of a room players may open (published and enabled), read
 * from its package as players get it; null for any other room, or a start scene without a stored image.
 */
export async function findOpenRoomCoverId(roomId: string, db: Queryable = getPool()): Promise<string | null> {
  const { rows } = await db.query<{ image_url: string | null }>(
    `SELECT (SELECT scene->>'image_url' FROM jsonb_array_elements(r.package->'scenes') AS scene
             WHERE scene->>'id' = r.package->>'start_scene_id' LIMIT 1) AS image_url
     FROM escape_rooms r WHERE r.id = $1 AND r.enabled AND r.package IS NOT NULL`,
    [roomId],
  );
  const match = /^\/api\/v1\/media\/([0-9a-f-]{36})$/.exec(rows[0]?.image_url ?? '');
  return match ? match[1] : null;
}

export const mediaUrl = (id: string): string => `/api/v1/media/${id}`;
