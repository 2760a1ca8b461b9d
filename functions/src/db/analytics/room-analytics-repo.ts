/**
 * A room's analytics for its creator (issue 32 items 4 and 5), read from the runs' summary rows
 * (room_run_progress, migration 018) of one room version, aggregated in SQL (percentile_cont,
 * FILTER, count(DISTINCT), unnest and jsonb lookups over one version's rows). Privacy is kept here, in
 * the statements: a row leaves the database only when at least `minPlayers` distinct players are
 * in it, and no statement returns a player's id.
 */
import { getPool, type Queryable } from '../pool';

/** What every statement filters on; `abandonedAfterMs`: a run idle that long without an escape is abandoned. */
export interface AnalyticsScope {
  roomId: string;
  version: string;
  minPlayers: number;
  abandonedAfterMs: number;
}

/**
 * The version's runs ($1 room, $2 version, $4 abandoned after ms) as a CTE, with only the `columns` a
 * statement reads (the CTE is materialized: a run's puzzles are copied only where they are read).
 */
const runsOf = (columns: string) => `runs AS (
  SELECT player_id, escaped, ${columns},
    NOT escaped AND updated_at < now() - make_interval(secs => $4::float8 / 1000) AS abandoned
  FROM room_run_progress WHERE room_id = $1 AND package_version = $2
)`;

export interface FunnelRow {
  step: 'started' | 'scene' | 'escaped' | 'drop_off';
  /** The scene (step 'scene') or the element solved last ('drop_off', null: nothing solved). */
  id: string | null;
  runs: number;
  players: number;
}

/** Started, each scene reached, escaped, and where abandoned runs stopped (the element solved last). */
export async function funnelRows(scope: AnalyticsScope, db: Queryable = getPool()): Promise<FunnelRow[]> {
  const { rows } = await db.query<FunnelRow>({
    name: 'analytics-funnel',
    text: `WITH ${runsOf('scenes, last_solved')}, steps AS (
        SELECT 'started' AS step, NULL::text AS id, count(*) AS runs, count(DISTINCT player_id) AS players FROM runs
        UNION ALL
        SELECT 'scene', s.scene, count(*), count(DISTINCT r.player_id) FROM runs r, unnest(r.scenes) AS s(scene)
          GROUP BY s.scene
        UNION ALL
        SELECT 'escaped', NULL, count(*) FILTER (WHERE escaped), count(DISTINCT player_id) FILTER (WHERE escaped)
          FROM runs
        UNION ALL
        SELECT 'drop_off', last_solved, count(*), count(DISTINCT player_id) FROM runs WHERE abandoned
          GROUP BY last_solved
      )
      SELECT step, id, runs::int, players::int FROM steps WHERE players >= $3 ORDER BY step, players DESC, id`,
    values: [scope.roomId, scope.version, scope.minPlayers, scope.abandonedAfterMs],
  });
  return rows;
}

export interface PuzzleRow {
  element_id: string;
  /** Distinct players whose run reached the puzzle's scene. */
  players: number;
  solved_players: number;
  /** Median time from the run's previous solve to this one; null under the threshold of solvers. */
  median_solve_ms: number | null;
  hinted_players: number;
  wrong_codes: number;
  /** Players whose abandoned run reached the puzzle and never solved it. */
  stuck_players: number;
}

/** Per puzzle (design element ids in `puzzles`, each with its scene), the row of players who reached it. */
export async function puzzleRows(
  scope: AnalyticsScope,
  puzzles: Array<{ elementId: string; sceneId: string }>,
  db: Queryable = getPool(),
): Promise<PuzzleRow[]> {
  const { rows } = await db.query<PuzzleRow>({
    name: 'analytics-puzzles',
    text: `WITH ${runsOf('scenes, puzzles')},
      wanted AS (SELECT * FROM unnest($5::text[], $6::text[]) AS z(element_id, scene_id)),
      reached AS (
        SELECT z.element_id, r.player_id, r.abandoned, (f.facts->>'s')::int AS solved_ms,
          (f.facts->>'d')::int AS split_ms, coalesce((f.facts->>'h')::int, 0) AS hints,
          coalesce((f.facts->>'w')::int, 0) AS wrong
        FROM wanted z JOIN runs r ON z.scene_id = ANY (r.scenes), LATERAL (SELECT r.puzzles->z.element_id AS facts) f
      )
      SELECT element_id, count(DISTINCT player_id)::int AS players,
        count(DISTINCT player_id) FILTER (WHERE solved_ms IS NOT NULL)::int AS solved_players,
        CASE WHEN count(DISTINCT player_id) FILTER (WHERE solved_ms IS NOT NULL) >= $3
          THEN round(percentile_cont(0.5) WITHIN GROUP (ORDER BY split_ms))::int END AS median_solve_ms,
        count(DISTINCT player_id) FILTER (WHERE hints > 0)::int AS hinted_players,
        sum(wrong)::int AS wrong_codes,
        count(DISTINCT player_id) FILTER (WHERE abandoned AND solved_ms IS NULL)::int AS stuck_players
      FROM reached GROUP BY element_id HAVING count(DISTINCT player_id) >= $3`,
    values: [
      scope.roomId,
      scope.version,
      scope.minPlayers,
      scope.abandonedAfterMs,
      puzzles.map((p) => p.elementId),
      puzzles.map((p) => p.sceneId),
    ],
  });
  return rows;
}

export interface DistributionSummary {
  players: number;
  time_median_ms: number | null;
  time_p90_ms: number | null;
  hints_median: number | null;
  hints_p90: number | null;
  /** The time buckets' width: a whole number of minutes, about an eighth of the 90th percentile. */
  bucket_ms: number | null;
}

export interface BucketRow {
  kind: 'time' | 'hints';
  /** Bucket number: time from bucket * bucket_ms; hints: the count (the last one holds that many or more). */
  bucket: number;
  runs: number;
  players: number;
}

/** Escaped runs' totals and percentiles (null under the threshold), and their buckets over the threshold. */
export async function distributionRows(
  scope: AnalyticsScope,
  buckets: { time: number; hints: number },
  db: Queryable = getPool(),
): Promise<{ summary: DistributionSummary; buckets: BucketRow[] }> {
  const values = [scope.roomId, scope.version, scope.minPlayers, scope.abandonedAfterMs, buckets.time, buckets.hints];
  const done = `${runsOf('elapsed_ms, hints_used')}, done AS (SELECT player_id, elapsed_ms, hints_used FROM runs WHERE escaped),
    stats AS (
      SELECT count(DISTINCT player_id)::int AS players,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY elapsed_ms) AS t50,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY elapsed_ms) AS t90,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY hints_used) AS h50,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY hints_used) AS h90
      FROM done
    ),
    width AS (SELECT GREATEST(60000, ceil(t90 / $5::int / 60000) * 60000)::int AS ms FROM stats)`;
  const { rows } = await db.query<DistributionSummary & { buckets: BucketRow[] | null }>({
    name: 'analytics-distributions',
    text: `WITH ${done},
      bucketed AS (
        SELECT 'time' AS kind, LEAST(elapsed_ms / w.ms, $5::int - 1) AS bucket, player_id FROM done, width w
        UNION ALL
        SELECT 'hints', LEAST(hints_used, $6::int - 1), player_id FROM done
      ),
      counted AS (
        SELECT kind, bucket, count(*)::int AS runs, count(DISTINCT player_id)::int AS players
        FROM bucketed GROUP BY kind, bucket HAVING count(DISTINCT player_id) >= $3
      )
      SELECT s.players,
        CASE WHEN s.players >= $3 THEN round(s.t50)::int END AS time_median_ms,
        CASE WHEN s.players >= $3 THEN round(s.t90)::int END AS time_p90_ms,
        CASE WHEN s.players >= $3 THEN s.h50 END AS hints_median,
        CASE WHEN s.players >= $3 THEN s.h90 END AS hints_p90,
        CASE WHEN s.players >= $3 THEN (SELECT ms FROM width) END AS bucket_ms,
        (SELECT json_agg(json_build_object('kind', kind, 'bucket', bucket, 'runs', runs, 'players', players)
           ORDER BY kind, bucket) FROM counted) AS buckets
      FROM stats s`,
    values,
  });
  const { buckets: counted, ...summary } = rows[0];
  return { summary, buckets: summary.players >= scope.minPlayers ? (counted ?? []) : [] };
}

/** The versions the room's runs were played on, latest played first. */
export async function playedVersions(roomId: string, db: Queryable = getPool()): Promise<string[]> {
  const { rows } = await db.query<{ package_version: string }>({
    name: 'analytics-versions',
    text: `SELECT package_version FROM room_run_progress WHERE room_id = $1
      GROUP BY package_version ORDER BY max(updated_at) DESC LIMIT 50`,
    values: [roomId],
  });
  return rows.map((row) => row.package_version);
}

export interface AnalyticsRoom {
  title: string;
  /** The released package (null: never released) and its renaming, design id -> released id. */
  package: import('@core').RoomPackage | null;
  ids: import('@core').IdRenaming | null;
}

/** What the analytics name their rows after: the room's title and its current release. */
export async function findAnalyticsRoom(roomId: string, db: Queryable = getPool()): Promise<AnalyticsRoom | null> {
  const { rows } = await db.query<AnalyticsRoom>({
    name: 'analytics-room',
    text: `SELECT title, package, online_package->'ids' AS ids FROM escape_rooms WHERE id = $1`,
    values: [roomId],
  });
  return rows[0] ?? null;
}
