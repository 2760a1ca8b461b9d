/**
 * The community bench's data (issue 31's numbers): 10,000 published rooms, 100,000 ratings and
 * 1,000,000 finished runs, written with generate_series in a few statements, so it loads in
 * seconds on PostgreSQL and in about a minute on PGlite. A tenth of the runs go to ten hot
 * rooms (a room's board is measured on one of them and on an ordinary one). The boards' totals
 * are summed from the runs' XP in one statement each (the ledger's trigger adds row by row; the
 * API tests cover that path), and the rooms' stats are worked out the way the use cases write them.
 */
import type pg from 'pg';
import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@core';

export const BENCH_SIZES = { rooms: 10_000, users: 20_000, ratings: 100_000, runs: 1_000_000 };

const WORDS = [
  'castle',
  'library',
  'clock',
  'lighthouse',
  'observatory',
  'crypt',
  'laboratory',
  'garden',
  'train',
  'museum',
  'vault',
  'temple',
  'submarine',
  'attic',
  'circus',
  'desert',
  'glacier',
  'harbor',
  'jungle',
  'manor',
  'mine',
  'palace',
  'prison',
  'ship',
  'station',
  'theater',
  'tower',
  'village',
  'workshop',
  'zeppelin',
];
const THEMES = ['Mystery', 'Horror', 'Sci-Fi', 'Fantasy', 'Steampunk', 'Pirate', 'Noir', 'Egyptian'];

/** A uuid made from a number and a namespace digit, so rows can reference each other by arithmetic. */
const uuidOf = (space: number, column: string) =>
  `lpad(to_hex(${space}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${column}), 12, '0')`;

const STEPS: Array<[string, string]> = [
  [
    'users',
    `INSERT INTO users (id, firebase_uid, email, first_name, last_name)
     SELECT (${uuidOf(1, 'i')})::uuid, 'bench-' || i, 'bench-' || i || '@bench.example', 'Player', 'N' || i
     FROM generate_series(1, ${BENCH_SIZES.users}) i`,
  ],
  [
    'rooms',
    `INSERT INTO escape_rooms (id, owner_id, title, description, difficulty, theme, enabled, seed, brief, package, published_at, created_at)
     SELECT (${uuidOf(2, 'i')})::uuid, (${uuidOf(1, '1 + i % 50')})::uuid,
       initcap(w[1 + i % 30]) || ' of the ' || initcap(w[1 + (i * 7) % 30]) || ' ' || i,
       'Escape the ' || w[1 + (i * 11) % 30] || ' before the ' || w[1 + (i * 13) % 30] || ' closes. A ' ||
         w[1 + (i * 17) % 30] || ', a ' || w[1 + (i * 19) % 30] || ' and a locked ' || w[1 + (i * 23) % 30] || ' stand in your way.',
       (ARRAY['easy','medium','hard','expert'])[1 + i % 4], t[1 + (i * 3) % 8], i % 50 <> 0, i, '{}'::jsonb,
       CASE WHEN i % 100 = 0 THEN NULL ELSE '{}'::jsonb END,
       now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     FROM generate_series(1, ${BENCH_SIZES.rooms}) i, (SELECT $1::text[] AS w, $2::text[] AS t) v`,
  ],
  [
    'start scenes and their images',
    `WITH m AS (
       INSERT INTO media (id, room_id, mime, bytes)
       SELECT (${uuidOf(5, 'i')})::uuid, (${uuidOf(2, 'i')})::uuid, 'image/png', '\\x00'::bytea
       FROM generate_series(1, ${BENCH_SIZES.rooms}) i RETURNING id, room_id
     )
     INSERT INTO scenes (id, room_id, scene_index, title, description, image_media_id)
     SELECT 's0', room_id, 0, 'Start', 'The first scene.', id FROM m`,
  ],
  [
    'runs',
    `INSERT INTO room_runs (id, room_id, user_id, escape_action_id, package_version, ranked, first_escape, hints_used, duration_ms, points, finished_at)
     SELECT (${uuidOf(3, 'i')})::uuid,
       (${uuidOf(2, `CASE WHEN i % 10 = 0 THEN 1 + (i / 10) % 10 ELSE 1 + (i * 7919) % ${BENCH_SIZES.rooms} END`)})::uuid,
       (${uuidOf(1, `1 + (i * 104729) % ${BENCH_SIZES.users}`)})::uuid,
       'a' || i, 'v1', i % 10 <> 3, i % 5 = 0, (i * 31) % 5, 120000 + (i * 2654435761::bigint) % 3000000, 100,
       now() - (((i * 97) % 365 * 24 * 60) || ' minutes')::interval
     FROM generate_series(1::bigint, ${BENCH_SIZES.runs}) i`,
  ],
  [
    'best runs',
    `INSERT INTO room_bests (room_id, user_id, run_id, hints_used, duration_ms, finished_at)
     SELECT DISTINCT ON (room_id, user_id) room_id, user_id, id, hints_used, duration_ms, finished_at
     FROM room_runs WHERE ranked AND user_id IS NOT NULL ORDER BY room_id, user_id, hints_used, duration_ms, finished_at`,
  ],
  [
    'ratings',
    `INSERT INTO room_ratings (id, room_id, user_id, stars, review, updated_at)
     SELECT (${uuidOf(4, 'i')})::uuid, (${uuidOf(2, `1 + i % ${BENCH_SIZES.rooms}`)})::uuid,
       (${uuidOf(1, `1 + (i % ${BENCH_SIZES.rooms} + (i / ${BENCH_SIZES.rooms}) * 1999) % ${BENCH_SIZES.users}`)})::uuid,
       1 + (i * 7) % 5, CASE WHEN i % 3 = 0 THEN 'Review number ' || i END, now() - (i || ' seconds')::interval
     FROM generate_series(0, ${BENCH_SIZES.ratings - 1}) i`,
  ],
  [
    'room stats',
    `UPDATE room_stats st SET plays = a.runs + a.runs / 3, escaped_players = a.firsts, median_escape_ms = a.ms,
       median_hints = a.hints
     FROM (SELECT room_id, count(*)::int AS runs, count(*) FILTER (WHERE first_escape)::int AS firsts,
             round(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE first_escape))::int AS ms,
             (percentile_cont(0.5) WITHIN GROUP (ORDER BY hints_used) FILTER (WHERE first_escape))::real AS hints
           FROM room_runs GROUP BY room_id) a WHERE st.room_id = a.room_id`,
  ],
  [
    'rating stats',
    `UPDATE room_stats st SET rating_count = a.n, rating_sum = a.s,
       score = ($1::float8 * $2::float8 + a.s) / ($1::float8 + a.n)
     FROM (SELECT room_id, count(*)::int AS n, sum(stars)::int AS s FROM room_ratings GROUP BY room_id) a
     WHERE st.room_id = a.room_id`,
  ],
  [
    'weekly XP',
    `INSERT INTO xp_weekly (week_start, user_id, total)
     SELECT date_trunc('week', finished_at AT TIME ZONE 'UTC')::date, user_id, sum(100 - 10 * hints_used)::int
     FROM room_runs GROUP BY 1, 2`,
  ],
  [
    'all-time XP',
    `INSERT INTO xp_totals (user_id, total) SELECT user_id, sum(total)::int FROM xp_weekly GROUP BY user_id`,
  ],
];

const paramsOf = (step: string): unknown[] => {
  if (step === 'rooms') return [WORDS, THEMES];
  if (step === 'rating stats') return [RATING_PRIOR_WEIGHT, RATING_PRIOR_MEAN];
  return [];
};

/** Fills a freshly migrated database; prints each step's time. */
export async function fillCommunityData(db: pg.ClientBase, say: (line: string) => void): Promise<void> {
  await db.query(`SET work_mem = '64MB'`);
  for (const [step, sql] of STEPS) {
    const start = Date.now();
    await db.query(sql, paramsOf(step));
    say(`    ${step}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  await db.query('RESET work_mem');
  // What autovacuum does on a server (PGlite has none): statistics, and the visibility map index-only scans read.
  await db.query('VACUUM ANALYZE');
}

/** A room of the ordinary kind (about a hundred runs) and a hot one (about ten thousand). */
export const benchRoomIds = {
  ordinary: '00000002-0000-4000-8000-0000000007d1',
  hot: '00000002-0000-4000-8000-000000000003',
};
export const benchUserId = '00000001-0000-4000-8000-000000000007';
