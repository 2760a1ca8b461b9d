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

export async function findMedia(
  id: string,
  db: Queryable = getPool(),
): Promise<{ mime: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ mime: string; bytes: Buffer }>('SELECT mime, bytes FROM media WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export const mediaUrl = (id: string): string => `/api/v1/media/${id}`;
