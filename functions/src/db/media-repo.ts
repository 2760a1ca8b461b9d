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

/** An image with what deciding who may see it needs: its room's state and owner. */
export interface MediaWithRoom {
  mime: string;
  bytes: Buffer;
  room_id: string | null;
  room_enabled: boolean;
  room_published: boolean;
  room_owner_id: string | null;
}

export async function findMediaWithRoom(id: string, db: Queryable = getPool()): Promise<MediaWithRoom | null> {
  const { rows } = await db.query<MediaWithRoom>(
    `SELECT m.mime, m.bytes, m.room_id, coalesce(r.enabled, false) AS room_enabled,
       coalesce(r.package IS NOT NULL, false) AS room_published, r.owner_id AS room_owner_id
     FROM media m LEFT JOIN escape_rooms r ON r.id = m.room_id WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export const mediaUrl = (id: string): string => `/api/v1/media/${id}`;
