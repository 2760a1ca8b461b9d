/**
 * The room browser's reads (migration 014): rooms players may open (enabled and published), with
 * their stats row, searched with the weighted tsvector, filtered and sorted on indexed columns,
 * a keyset page at a time. The design's estimate and the length filter use core's constants.
 */
import { DESIGN_ESTIMATE_MINUTES, ROOM_LENGTHS, type BrowserQuery, type BrowserPosition, type Difficulty } from '@core';
import { getPool, type Queryable } from '../pool';
import { cursorTimestampSql } from '../keyset';
import { remixCreditSql, type RemixCreditRow } from './remix-repo';

export interface BrowserRow {
  id: string;
  title: string;
  theme: string;
  difficulty: Difficulty;
  description: string;
  premise: string | null;
  published_at: Date;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_gone: boolean;
  has_cover: boolean;
  enabled: boolean;
  owner_id: string;
  /** The owner's switch (migration 017). */
  allow_remix: boolean;
  /** What it is a remix of; null for a room of its own. */
  remix_credit: RemixCreditRow;
  plays: number;
  escaped_players: number;
  rating_count: number;
  rating_sum: number;
  median_escape_ms: number | null;
  median_hints: number | null;
  estimated_minutes: number;
  /** The sort's key of this row, as the cursor holds it. */
  sort_key: string;
}

/** Minutes: the median of first escapes when there is one, else the design's estimate by difficulty. */
// (greatest() ignores NULLs, so the median is tested for NULL first.)
const ESTIMATE_SQL = `CASE WHEN st.median_escape_ms IS NOT NULL THEN greatest(1, round(st.median_escape_ms / 60000.0))::int
  ELSE CASE r.difficulty ${Object.entries(DESIGN_ESTIMATE_MINUTES)
    .map(([difficulty, minutes]) => `WHEN '${difficulty}' THEN ${Number(minutes)}`)
    .join(' ')} END END`;

const SORT_SQL = {
  top: { key: 'st.score', order: 'st.score DESC, st.room_id DESC', cast: 'float8', text: 'st.score::text' },
  played: { key: 'st.plays', order: 'st.plays DESC, st.room_id DESC', cast: 'int', text: 'st.plays::text' },
  new: {
    key: 'r.published_at',
    order: 'r.published_at DESC, st.room_id DESC',
    cast: 'timestamptz',
    text: cursorTimestampSql('r.published_at'),
  },
} as const;

// has_cover is a scalar subquery with LIMIT: probed by index for the page's rows only (an EXISTS may be
// planned as a hashed scan of every scene).
const SELECT_CARD = `SELECT r.id, r.title, r.theme, r.difficulty, r.description, r.storyboard->>'story_premise' AS premise,
    r.published_at, r.enabled, r.owner_id, r.allow_remix, u.first_name AS owner_first_name, u.last_name AS owner_last_name, u.id IS NULL AS owner_gone,
    (SELECT 1 FROM scenes c WHERE c.room_id = r.id AND c.image_media_id IS NOT NULL LIMIT 1) IS NOT NULL AS has_cover,
    st.plays, st.escaped_players, st.rating_count, st.rating_sum, st.median_escape_ms, st.median_hints,
    ${ESTIMATE_SQL} AS estimated_minutes, ${remixCreditSql('r')} AS remix_credit`;
const FROM_ROOMS = `FROM escape_rooms r JOIN room_stats st ON st.room_id = r.id LEFT JOIN users u ON u.id = r.owner_id`;
const LISTED = 'r.enabled AND r.package IS NOT NULL';

/** The WHERE conditions of the query's filters and the cursor, with their parameters from $2 on. */
function conditions(query: BrowserQuery, after: BrowserPosition | null): { sql: string[]; params: unknown[] } {
  const sql: string[] = [LISTED];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 1}`;
  };
  if (query.q) sql.push(`r.search @@ websearch_to_tsquery('english', ${param(query.q)})`);
  if (query.difficulty) sql.push(`r.difficulty = ${param(query.difficulty)}`);
  if (query.theme) sql.push(`lower(r.theme) = lower(${param(query.theme)})`);
  if (query.length) {
    const { from, below } = ROOM_LENGTHS[query.length];
    sql.push(`${ESTIMATE_SQL} >= ${param(from)}`);
    if (below !== null) sql.push(`${ESTIMATE_SQL} < ${param(below)}`);
  }
  if (after) {
    const sort = SORT_SQL[query.sort];
    sql.push(`(${sort.key}, st.room_id) < (${param(after.key)}::${sort.cast}, ${param(after.id)}::uuid)`);
  }
  return { sql, params };
}

/** The browse statement: `limit` cards after the cursor position, in the query's sort. */
export function browseStatement(query: BrowserQuery, after: BrowserPosition | null, limit: number) {
  const { sql, params } = conditions(query, after);
  const sort = SORT_SQL[query.sort];
  return {
    sql: `${SELECT_CARD}, ${sort.text} AS sort_key ${FROM_ROOMS}
      WHERE ${sql.join(' AND ')} ORDER BY ${sort.order} LIMIT $1`,
    params: [limit, ...params],
  };
}

export async function browseRooms(
  query: BrowserQuery,
  after: BrowserPosition | null,
  limit: number,
  db: Queryable = getPool(),
): Promise<BrowserRow[]> {
  const { sql, params } = browseStatement(query, after, limit);
  const { rows } = await db.query<BrowserRow>(sql, params);
  return rows;
}

/**
 * A room for its page: published, and enabled unless the viewer is an admin or its owner (null: anyone,
 * enabled only); else null.
 */
export async function findListedRoom(
  id: string,
  viewer: { id: string; admin: boolean } | null,
  db: Queryable = getPool(),
) {
  const { rows } = await db.query<BrowserRow>(
    `${SELECT_CARD}, '' AS sort_key ${FROM_ROOMS}
     WHERE r.id = $1 AND r.package IS NOT NULL AND (r.enabled OR $2 OR r.owner_id = $3)`,
    [id, viewer?.admin ?? false, viewer?.id ?? null],
  );
  return rows[0] ?? null;
}
