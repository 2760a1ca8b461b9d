import { randomUUID } from 'node:crypto';
import { ONLINE_SEAL_FORMAT, ownerDisplayName } from '@core';
import type {
  OnlineSeal,
  CursorPosition,
  Difficulty,
  RoomPackage,
  RoomSolutions,
  RoomSummary,
  SealedPackage,
  Storyboard,
} from '@core';
import type { RoomBrief, RoomDesign } from '../model/room-design';
import { getPool, type Queryable } from './pool';
import { mediaUrl } from './media-repo';
import { afterCursorSql, cursorParams, cursorTimestampSql } from './keyset';
import { remixCreditSql, toRemixCredit, type RemixColumns, type RemixCreditRow } from './community/remix-repo';

export interface RoomRecord extends RemixColumns {
  id: string;
  owner_id: string;
  owner_email: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  cursor_ts: string;
  agent_id: string | null;
  title: string;
  description: string;
  difficulty: Difficulty;
  theme: string;
  enabled: boolean;
  seed: number;
  brief: RoomBrief;
  storyboard: Storyboard | null;
  design: RoomDesign | null;
  package: RoomPackage | null;
  /** What players download; null for rooms published before sealing (upgraded on first play). */
  sealed_package: SealedPackage | null;
  /** The online package and what only the server holds of it (capsule keys, the renaming of ids). */
  online_package: OnlineSeal | null;
  published_at: Date | null;
  created_at: Date;
  scene_count: number;
  cover_media_id: string | null;
  /** The room and owner it is a remix of (migration 017), null for a room of its own. */
  remix_credit: RemixCreditRow;
}

const SELECT_ROOM = `
  SELECT r.*, u.email AS owner_email, u.first_name AS owner_first_name, u.last_name AS owner_last_name,
    ${cursorTimestampSql('r.created_at')} AS cursor_ts,
    (SELECT count(*)::int FROM scenes s WHERE s.room_id = r.id) AS scene_count,
    (SELECT s.image_media_id FROM scenes s WHERE s.room_id = r.id AND s.image_media_id IS NOT NULL ORDER BY s.scene_index LIMIT 1) AS cover_media_id,
    ${remixCreditSql('r')} AS remix_credit
  FROM escape_rooms r LEFT JOIN users u ON u.id = r.owner_id`;

/** What players see of a room's creator: their name, never their email. */
export function ownerName(room: Pick<RoomRecord, 'owner_first_name' | 'owner_last_name' | 'owner_email'>): string {
  if (room.owner_email === null) return 'A former member';
  return ownerDisplayName(room.owner_first_name, room.owner_last_name);
}

/** The summary of a room; the owner's email only for admins. */
export const toSummary = (room: RoomRecord, options: { forAdmin?: boolean } = {}): RoomSummary => ({
  id: room.id,
  title: room.title,
  description: room.description,
  difficulty: room.difficulty,
  theme: room.theme,
  agent_id: room.agent_id,
  enabled: room.enabled,
  published: Boolean(room.package),
  owner_name: ownerName(room),
  ...(options.forAdmin && room.owner_email ? { owner_email: room.owner_email } : {}),
  created_at: new Date(room.created_at).toISOString(),
  scene_count: room.scene_count,
  cover_image_url: room.cover_media_id ? mediaUrl(room.cover_media_id) : null,
  allow_remix: room.allow_remix,
  remix_of: toRemixCredit(room.remix_credit),
});

/** The room; `forUpdate` locks its row (true: for an update; 'share': against updates, other readers alike). */
export async function findRoom(
  id: string,
  db: Queryable = getPool(),
  forUpdate: boolean | 'share' = false,
): Promise<RoomRecord | null> {
  const lock = forUpdate === 'share' ? ' FOR SHARE OF r' : forUpdate ? ' FOR UPDATE OF r' : '';
  const { rows } = await db.query<RoomRecord>(`${SELECT_ROOM} WHERE r.id = $1${lock}`, [id]);
  return rows[0] ?? null;
}

/** Whether players may open a room, and which write of its packages is stored (small columns only). */
export interface PlayableRoomHead {
  published: boolean;
  /** Both sealed packages stored, the online one in today's format (ONLINE_SEAL_FORMAT). */
  sealed: boolean;
  enabled: boolean;
  /** Bumped by a trigger on every write of package or sealed_package (migration 008). */
  package_rev: number;
  /**
   * Its creator, who may play it while it is disabled (as admins may). Read with the head alone; a
   * replay snapshot (session-replay-repo.ts) leaves it out, and a disabled room then takes the locked path.
   */
  owner_id?: string;
}

export async function findPlayableRoomHead(id: string, db: Queryable = getPool()): Promise<PlayableRoomHead | null> {
  const { rows } = await db.query<PlayableRoomHead>(
    `SELECT package IS NOT NULL AS published,
       sealed_package IS NOT NULL AND COALESCE((online_package->>'format')::int, 1) >= $2 AS sealed, enabled, package_rev,
       owner_id
     FROM escape_rooms WHERE id = $1`,
    [id, ONLINE_SEAL_FORMAT],
  );
  return rows[0] ?? null;
}

/** What players get of a room: the full package the server replays on, and its two sealed forms. */
export interface PlayerRelease {
  pkg: RoomPackage;
  /** The offline package (opens itself as the player goes; sessions that take it are unranked). */
  sealed: SealedPackage;
  /** The online package and the capsule keys only the server holds (never sent as stored). */
  online: OnlineSeal;
}

export interface PlayerPackageRecord {
  package: RoomPackage | null;
  sealed_package: SealedPackage | null;
  /** Null for rooms released before online play (upgraded on first play). */
  online_package: OnlineSeal | null;
  /** Authoring answers: the server derives lock keys from them; never sent to players. */
  solutions: RoomSolutions | null;
  enabled: boolean;
  package_rev: number;
}

/** What a player's download needs: both packages, the answers and whether players may open it. */
export async function findPlayerPackage(
  id: string,
  db: Queryable = getPool(),
  forUpdate = false,
): Promise<PlayerPackageRecord | null> {
  const { rows } = await db.query<PlayerPackageRecord>(
    `SELECT package, sealed_package, online_package, design->'solutions' AS solutions, enabled, package_rev FROM escape_rooms WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Replaces both packages of a published room, keeping `enabled` (the sealing upgrade; an edit in the scene editor). */
export async function savePackages(id: string, release: PlayerRelease, db: Queryable = getPool()): Promise<void> {
  await db.query(
    'UPDATE escape_rooms SET package = $2, sealed_package = $3, online_package = $4, updated_at = now() WHERE id = $1',
    releaseParams(id, release),
  );
}

const releaseParams = (id: string, { pkg, sealed, online }: PlayerRelease) => [
  id,
  JSON.stringify(pkg),
  JSON.stringify(sealed),
  JSON.stringify(online),
];

/** Which rooms a list shows: every room, players' rooms (enabled, published), those plus an owner's, or one owner's. */
export type RoomScope = { all: true } | { listed: true; alsoOwnedBy?: string } | { ownedBy: string };

const scopeSql = (scope: RoomScope): string => {
  if ('all' in scope) return 'TRUE';
  if ('ownedBy' in scope) return 'r.owner_id = $2';
  return scope.alsoOwnedBy
    ? '((r.enabled AND r.package IS NOT NULL) OR r.owner_id = $2)'
    : 'r.enabled AND r.package IS NOT NULL';
};

const scopeOwner = (scope: RoomScope): string[] => {
  if ('ownedBy' in scope) return [scope.ownedBy];
  if ('listed' in scope && scope.alsoOwnedBy) return [scope.alsoOwnedBy];
  return [];
};

/** Newest first, `limit` rows after the cursor position, of the rooms in `scope`. */
export async function listRooms(
  opts: { scope: RoomScope; limit: number; after: CursorPosition | null },
  db: Queryable = getPool(),
): Promise<RoomRecord[]> {
  const owner = scopeOwner(opts.scope);
  const after = afterCursorSql('r.created_at', 'r.id', opts.after, 2 + owner.length);
  const { rows } = await db.query<RoomRecord>(
    `${SELECT_ROOM} WHERE ${scopeSql(opts.scope)} AND ${after} ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
    [opts.limit, ...owner, ...cursorParams(opts.after)],
  );
  return rows;
}

export async function insertRoom(
  room: {
    ownerId: string;
    agentId: string;
    title: string;
    description: string;
    difficulty: Difficulty;
    theme: string;
    seed: number;
    brief: RoomBrief;
    storyboard: Storyboard;
  },
  db: Queryable = getPool(),
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO escape_rooms (id, owner_id, agent_id, title, description, difficulty, theme, enabled, seed, brief, storyboard)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $9, $10)`,
    [
      id,
      room.ownerId,
      room.agentId,
      room.title,
      room.description,
      room.difficulty,
      room.theme,
      room.seed,
      JSON.stringify(room.brief),
      JSON.stringify(room.storyboard),
    ],
  );
  return id;
}

/** The storyboard as the creator left it in the wizard (rewritten fields, added scenes). */
export async function saveStoryboard(id: string, storyboard: Storyboard, db: Queryable = getPool()): Promise<void> {
  await db.query('UPDATE escape_rooms SET storyboard = $2, updated_at = now() WHERE id = $1', [
    id,
    JSON.stringify(storyboard),
  ]);
}

export async function saveDesign(id: string, design: RoomDesign, db: Queryable = getPool()): Promise<void> {
  await db.query('UPDATE escape_rooms SET design = $2, updated_at = now() WHERE id = $1', [id, JSON.stringify(design)]);
}

export async function publishRoom(id: string, release: PlayerRelease, db: Queryable = getPool()): Promise<void> {
  await db.query(
    `UPDATE escape_rooms SET package = $2, sealed_package = $3, online_package = $4, enabled = true, published_at = now(), updated_at = now() WHERE id = $1`,
    releaseParams(id, release),
  );
}

export async function toggleRoomEnabled(id: string, db: Queryable = getPool()): Promise<boolean | null> {
  const { rows } = await db.query<{ enabled: boolean }>(
    'UPDATE escape_rooms SET enabled = NOT enabled, updated_at = now() WHERE id = $1 RETURNING enabled',
    [id],
  );
  return rows[0]?.enabled ?? null;
}

export async function setRoomEnabled(id: string, enabled: boolean, db: Queryable = getPool()): Promise<void> {
  await db.query('UPDATE escape_rooms SET enabled = $2, updated_at = now() WHERE id = $1', [id, enabled]);
}
