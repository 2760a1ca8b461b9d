/**
 * The creator analytics figures of issue 32 (`BENCH_ONLY=analytics npm run bench`, or alone:
 * `npx tsx scripts/bench/analytics.ts`): on 1,000 rooms and 1,000,000 replayed runs' summary rows
 * (analytics-data.ts), the p95 of one room's analytics as the route reads them (the room, its
 * versions, the funnel, the puzzles, the distributions; target ≤ 200 ms), and the refresh's database
 * time: the play write's upsert of a run's row, per write and per run of eight writes (target ≤ 50 ms
 * a run). On a fresh embedded PGlite, then on PostgreSQL (BENCH_PG_URL's server, else 127.0.0.1:5432,
 * database escape_bench_analytics; skipped when unreachable). BENCH_ANALYTICS_DB=pglite|postgres: one only.
 */
import pg from 'pg';
import { ANALYTICS_ABANDONED_AFTER_MS, ANALYTICS_HINT_BUCKETS, ANALYTICS_MIN_PLAYERS } from '@core';
import { ANALYTICS_TIME_BUCKETS } from '@core';
import { onBothDatabases } from './both-databases';
import { migrateDatabase } from '../../functions/src/db/migrator';
import {
  distributionRows,
  findAnalyticsRoom,
  funnelRows,
  playedVersions,
  puzzleRows,
} from '../../functions/src/db/analytics/room-analytics-repo';
import { saveRunProgress } from '../../functions/src/db/analytics/run-progress-sql';
import { ANALYTICS_BENCH, BENCH_PUZZLES, benchAnalyticsRoom, fillAnalyticsData, uuidOf } from './analytics-data';

const say = (line: string) => console.log(line);
const ROUNDS = 60;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * p) - 1];

/** One room's analytics: the statements roomAnalytics (domain/analytics) runs, in its order. */
async function readAnalytics(db: pg.ClientBase, roomId: string): Promise<number> {
  await findAnalyticsRoom(roomId, db);
  await playedVersions(roomId, db);
  const scope = {
    roomId,
    version: 'v1',
    minPlayers: ANALYTICS_MIN_PLAYERS,
    abandonedAfterMs: ANALYTICS_ABANDONED_AFTER_MS,
  };
  const funnel = await funnelRows(scope, db);
  await puzzleRows(scope, BENCH_PUZZLES, db);
  await distributionRows(scope, { time: ANALYTICS_TIME_BUCKETS, hints: ANALYTICS_HINT_BUCKETS }, db);
  return funnel.length;
}

async function measureReads(db: pg.ClientBase): Promise<void> {
  for (let i = 0; i < 5; i += 1) await readAnalytics(db, benchAnalyticsRoom); // warm the caches
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    // Half the rounds on the measured room, half on others (cold pages, as creators open their own).
    const room =
      i % 2 === 0
        ? benchAnalyticsRoom
        : `00000002-0000-4000-8000-${(1 + ((i * 37) % 1000)).toString(16).padStart(12, '0')}`;
    const start = process.hrtime.bigint();
    rows = await readAnalytics(db, room);
    times.push(ms(start));
  }
  const p95 = pct(times, 0.95);
  say(
    `  a room's analytics (1,000 runs of 250 players; ${rows} funnel rows): p95 ${p95.toFixed(1)} ms, median ${pct(times, 0.5).toFixed(1)} ms (target ≤ 200 ms${p95 > 200 ? ', MISSED' : ''})`,
  );
}

const WRITES_PER_RUN = 8;
const NEW_RUNS = 100;

/** New sessions on the measured room, one new run each. */
async function newSessions(db: pg.ClientBase): Promise<string[]> {
  const base = ANALYTICS_BENCH.sessions + 1_000_000 + Math.floor(Math.random() * 1e9);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO game_sessions (id, user_id, room_id, package_version, state, current_scene_id)
     SELECT (${uuidOf(3, 'i')})::uuid, NULL, $1, 'v1', '{}'::jsonb, 'scene-1'
     FROM generate_series($2::bigint, $3::bigint) i RETURNING id`,
    [benchAnalyticsRoom, base, base + NEW_RUNS - 1],
  );
  return rows.map((row) => row.id);
}

/** The write of a run's w-th progress: a puzzle solved, now and then a hint or a wrong code, a scene every third. */
const progressAt = (w: number) => {
  const puzzle = BENCH_PUZZLES[Math.min(w, BENCH_PUZZLES.length - 1)].elementId;
  return {
    p: { [puzzle]: { s: true as const, h: w % 3 === 0 ? 1 : 0, w: w % 2 } },
    last: puzzle,
    scenes: ['scene-1', 'scene-2', 'scene-3'].slice(0, 1 + Math.floor(w / 3)),
  };
};

/**
 * Eight progress writes of each new run, timed: `own commit` commits each upsert alone (an upper bound:
 * the play write commits the row with the session's state in one commit); `in a transaction` times the
 * upsert statements only, the database time the play write's statement or transaction gains.
 */
async function refreshRuns(db: pg.ClientBase, inTransaction: boolean) {
  const perWrite: number[] = [];
  const perRun: number[] = [];
  for (const id of await newSessions(db)) {
    let run = 0;
    if (inTransaction) await db.query('BEGIN');
    for (let w = 0; w < WRITES_PER_RUN; w += 1) {
      const start = process.hrtime.bigint();
      await saveRunProgress(id, progressAt(w), db);
      const took = ms(start);
      perWrite.push(took);
      run += took;
    }
    if (inTransaction) await db.query('COMMIT');
    perRun.push(run);
  }
  return { perWrite, perRun };
}

async function measureRefresh(db: pg.ClientBase): Promise<void> {
  for (const inTransaction of [false, true]) {
    const { perWrite, perRun } = await refreshRuns(db, inTransaction);
    const p95 = pct(perRun, 0.95);
    say(
      `  refresh, ${inTransaction ? 'in a transaction' : 'own commit'} (the play write's upsert of the run's row; ${NEW_RUNS} new runs × ${WRITES_PER_RUN} progress writes): per write median ${pct(perWrite, 0.5).toFixed(2)} ms, p95 ${pct(perWrite, 0.95).toFixed(2)} ms; per run median ${pct(perRun, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 50 ms a run${p95 > 50 ? ', MISSED' : ''})`,
    );
  }
}

async function benchOn(url: string, label: string): Promise<void> {
  const { rooms, runs } = ANALYTICS_BENCH;
  say(`— Creator analytics (issue 32) on ${label}: ${rooms} rooms, ${runs} replayed runs —`);
  await migrateDatabase(url);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const start = Date.now();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM room_run_progress');
    if (rows[0].n === 0) await fillAnalyticsData(db, say);
    say(`    data ready in ${((Date.now() - start) / 1000).toFixed(0)} s`);
    await measureReads(db);
    await measureRefresh(db);
  } finally {
    await db.end();
  }
}

export function benchAnalytics(): Promise<void> {
  return onBothDatabases({
    title: 'Creator analytics',
    envPrefix: 'BENCH_ANALYTICS',
    database: 'escape_bench_analytics',
    run: benchOn,
  });
}

if (process.argv[1]?.endsWith('analytics.ts')) {
  benchAnalytics().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
