/**
 * Remix with credit (migration 017): the draft copy of a room in another creator's library (its row,
 * its scenes and a copy of every image they use), the owner's switch, and the credit a room's summary,
 * card and page show. Stats, ratings, reviews, runs and the edit history are not copied: the copy's
 * room_stats row starts empty (migration 014's insert trigger).
 */
import { randomUUID } from 'node:crypto';
import { ownerDisplayName, remixCreditLine, type RemixCredit } from '@core';
import { getPool, type Queryable } from '../pool';

/** A room's lineage columns, as every room read (`r.*`) carries them. */
export interface RemixColumns {
  allow_remix: boolean;
  remixed_from_room_id: string | null;
  remixed_from_version: string | null;
  root_room_id: string | null;
}

interface CreditAuthor {
  room_id: string;
  title: string;
  first_name: string | null;
  last_name: string | null;
  owner_gone: boolean;
}

/** What REMIX_CREDIT_SQL selects: the parent room and its owner, and the root when it is another room. */
export type RemixCreditRow = (CreditAuthor & { version: string; root: CreditAuthor | null }) | null;

/**
 * The credit of the room aliased `room` (null for a room of its own), as one json column. A scalar
 * subquery, so a page of cards probes it for its own rows only, and only for remixes.
 */
export const remixCreditSql = (room: string): string => `CASE WHEN ${room}.remixed_from_room_id IS NULL THEN NULL ELSE (
    SELECT json_build_object('room_id', p.id, 'version', ${room}.remixed_from_version, 'title', p.title,
      'first_name', pu.first_name, 'last_name', pu.last_name, 'owner_gone', pu.id IS NULL,
      'root', CASE WHEN o.id IS NULL OR o.id = p.id THEN NULL ELSE json_build_object('room_id', o.id,
        'title', o.title, 'first_name', ou.first_name, 'last_name', ou.last_name, 'owner_gone', ou.id IS NULL) END)
    FROM escape_rooms p LEFT JOIN users pu ON pu.id = p.owner_id
      LEFT JOIN escape_rooms o ON o.id = ${room}.root_room_id LEFT JOIN users ou ON ou.id = o.owner_id
    WHERE p.id = ${room}.remixed_from_room_id) END`;

const authorName = (author: CreditAuthor): string =>
  author.owner_gone ? 'A former member' : ownerDisplayName(author.first_name, author.last_name);

/** The credit as the contracts show it: "Remix of X by A", with ", originally by B" when the parent is a remix. */
export function toRemixCredit(row: RemixCreditRow): RemixCredit | null {
  if (!row) return null;
  const parent = { title: row.title, creator_name: authorName(row) };
  const original = row.root
    ? { room_id: row.root.room_id, title: row.root.title, creator_name: authorName(row.root) }
    : null;
  return {
    room_id: row.room_id,
    version: row.version,
    ...parent,
    original,
    credit: remixCreditLine(parent, original?.creator_name ?? null),
  };
}

/**
 * Inserts the draft copy of `parentId` owned by `ownerId`: its brief, storyboard and design, unpublished
 * and disabled, with no agent (the parent's agent is its owner's), crediting the parent at `version`
 * and the line's `rootId`. Returns the copy's id.
 */
export async function insertRemixRoom(
  copy: { parentId: string; ownerId: string; version: string; rootId: string },
  db: Queryable = getPool(),
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO escape_rooms (id, owner_id, agent_id, title, description, difficulty, theme, enabled, seed, brief,
       storyboard, design, remixed_from_room_id, remixed_from_version, root_room_id)
     SELECT $1, $2, NULL, title, description, difficulty, theme, false, seed, brief, storyboard, design, id, $3, $4
     FROM escape_rooms WHERE id = $5`,
    [id, copy.ownerId, copy.version, copy.rootId, copy.parentId],
  );
  return id;
}

const MEDIA_COLUMNS = ['image_media_id', 'modified_media_id', 'visualization_media_id', 'grid_media_id'] as const;

/**
 * Copies the scene records of `fromRoom` into `toRoom`, each image they use copied into a media row of
 * `toRoom` (the bytes stay in the database), so the copy's images follow its own state and owner.
 */
export async function copyScenesWithImages(fromRoom: string, toRoom: string, db: Queryable = getPool()): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT m.id FROM scenes s,
       unnest(ARRAY[${MEDIA_COLUMNS.map((c) => `s.${c}`).join(', ')}]) AS m(id)
     WHERE s.room_id = $1 AND m.id IS NOT NULL`,
    [fromRoom],
  );
  const from = rows.map((row) => row.id);
  const to = from.map(() => randomUUID());
  await db.query(
    `INSERT INTO media (id, room_id, mime, bytes)
     SELECT map.new_id, $1, m.mime, m.bytes FROM unnest($2::uuid[], $3::uuid[]) AS map(old_id, new_id)
     JOIN media m ON m.id = map.old_id`,
    [toRoom, from, to],
  );
  const mapped = (column: string) => `(SELECT map.new_id FROM map WHERE map.old_id = s.${column})`;
  await db.query(
    `WITH map AS (SELECT * FROM unnest($3::uuid[], $4::uuid[]) AS map(old_id, new_id))
     INSERT INTO scenes (id, room_id, scene_index, title, description, image_width, image_height, positioning_method,
       placements, modification_prompt, modification, ${MEDIA_COLUMNS.join(', ')})
     SELECT s.id, $2, s.scene_index, s.title, s.description, s.image_width, s.image_height, s.positioning_method,
       s.placements, s.modification_prompt, s.modification, ${MEDIA_COLUMNS.map(mapped).join(', ')}
     FROM scenes s WHERE s.room_id = $1`,
    [fromRoom, toRoom, from, to],
  );
}

/** The owner's switch; false when no room has this id. */
export async function setAllowRemix(id: string, allow: boolean, db: Queryable = getPool()): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE escape_rooms SET allow_remix = $2, updated_at = now() WHERE id = $1', [
    id,
    allow,
  ]);
  return (rowCount ?? 0) > 0;
}
