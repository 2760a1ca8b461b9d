/**
 * The community figures of issue 31 (`npm run bench`, or alone: `npx tsx scripts/bench/community.ts`):
 * on 10,000 rooms, 100,000 ratings and 1,000,000 finished runs (community-data.ts), the p95 of the
 * room browser's first page (each sort, unfiltered, searched and filtered; the player's own statuses
 * included, as the route reads them), a room's leaderboard (an ordinary and a hot room) and the
 * global weekly and all-time XP boards, each with the indexes its query plan uses. Targets: browser
 * ≤ 50 ms, leaderboard ≤ 30 ms, weekly board ≤ 50 ms. It runs on a fresh embedded PGlite (served on
 * a free port, as the local stack serves it), then on PostgreSQL (BENCH_PG_URL, else
 * 127.0.0.1:5432/escape_bench; skipped when unreachable), each in a database of its own.
 */
import pg from 'pg';
import type { BrowserQuery } from '@core';
import { onBothDatabases } from './both-databases';
import { migrateDatabase } from '../../functions/src/db/migrator';
import { browseRooms, browseStatement } from '../../functions/src/db/community/browser-repo';
import { myRoomStatuses, roomBoard } from '../../functions/src/db/community/runs-repo';
import { xpBoard } from '../../functions/src/db/community/xp-repo';
import { benchRoomIds, benchUserId, BENCH_SIZES, fillCommunityData } from './community-data';

const ROUNDS = 60;
const say = (line: string) => console.log(line);

interface Measured {
  name: string;
  target: number;
  p95: number;
  median: number;
  indexes: string;
}

/** The scans of a plan: "Index Scan room_stats_top", "Seq Scan room_runs"… (each once). */
function scansOf(plan: Record<string, unknown>, found = new Set<string>()): Set<string> {
  const type = String(plan['Node Type']);
  const index = plan['Index Name'] as string | undefined;
  if (index) found.add(`${type.replace(/ Scan$/, '')} ${index}`);
  else if (type.endsWith('Scan') && plan['Relation Name']) found.add(`${type} ${String(plan['Relation Name'])}`);
  for (const child of (plan.Plans as Array<Record<string, unknown>> | undefined) ?? []) scansOf(child, found);
  return found;
}

async function explain(db: pg.ClientBase, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  return [...scansOf(rows[0]['QUERY PLAN'][0].Plan)].join(', ');
}

async function timed(name: string, target: number, run: () => Promise<unknown>, indexes: string): Promise<Measured> {
  for (let i = 0; i < 5; i += 1) await run(); // warm the caches
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { name, target, p95: times[Math.ceil(times.length * 0.95) - 1], median: times[times.length >> 1], indexes };
}

const BROWSES: Array<[string, BrowserQuery]> = [
  ['top', { sort: 'top', limit: 20 }],
  ['new', { sort: 'new', limit: 20 }],
  ['played', { sort: 'played', limit: 20 }],
  ['top, q=lighthouse', { sort: 'top', limit: 20, q: 'lighthouse' }],
  ['new, hard + long', { sort: 'new', limit: 20, difficulty: 'hard', length: 'long' }],
  ['played, theme + q', { sort: 'played', limit: 20, theme: 'horror', q: 'castle clock' }],
];

async function measure(db: pg.ClientBase): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const [label, query] of BROWSES) {
    const statement = browseStatement(query, null, query.limit + 1);
    const page = async () => {
      const rows = await browseRooms(query, null, query.limit + 1, db);
      await myRoomStatuses(
        benchUserId,
        rows.map((row) => row.id),
        db,
      );
    };
    results.push(
      await timed(`browser first page (${label})`, 50, page, await explain(db, statement.sql, statement.params)),
    );
  }
  for (const [label, roomId] of Object.entries(benchRoomIds)) {
    const plan = await explainBoard(db, roomId);
    results.push(await timed(`room leaderboard (${label} room)`, 30, () => roomBoard(roomId, benchUserId, db), plan));
  }
  for (const period of ['week', 'all'] as const) {
    const plan = await explainXpBoard(db, period);
    results.push(await timed(`global XP board (${period})`, 50, () => xpBoard(period, benchUserId, db), plan));
  }
  return results;
}

/** The plans of the boards: the same statements as the repositories, read back through a logging client. */
async function planOf(db: pg.ClientBase, run: (client: pg.ClientBase) => Promise<unknown>): Promise<string> {
  let seen: { sql: string; params: unknown[] } | undefined;
  const recorder = {
    query: (sql: string, params: unknown[]) => {
      seen = { sql, params };
      return db.query(sql, params);
    },
  } as unknown as pg.ClientBase;
  await run(recorder);
  return seen ? explain(db, seen.sql, seen.params) : '';
}
const explainBoard = (db: pg.ClientBase, roomId: string) => planOf(db, (c) => roomBoard(roomId, benchUserId, c));
const explainXpBoard = (db: pg.ClientBase, period: 'week' | 'all') =>
  planOf(db, (c) => xpBoard(period, benchUserId, c));

async function benchOn(url: string, label: string): Promise<void> {
  say(
    `— Community (issue 31) on ${label}: ${BENCH_SIZES.rooms} rooms, ${BENCH_SIZES.ratings} ratings, ${BENCH_SIZES.runs} runs —`,
  );
  await migrateDatabase(url);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const start = Date.now();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM room_runs');
    if (rows[0].n === 0) await fillCommunityData(db, say);
    say(`    data ready in ${((Date.now() - start) / 1000).toFixed(0)} s`);
    for (const m of await measure(db))
      say(
        `  ${m.name}: p95 ${m.p95.toFixed(1)} ms, median ${m.median.toFixed(1)} ms (target ≤ ${m.target} ms${m.p95 > m.target ? ', MISSED' : ''}); plan: ${m.indexes}`,
      );
  } finally {
    await db.end();
  }
}

export function benchCommunity(): Promise<void> {
  return onBothDatabases({
    title: 'Community',
    envPrefix: 'BENCH_COMMUNITY',
    database: 'escape_bench_community',
    run: benchOn,
  });
}

if (process.argv[1]?.endsWith('community.ts')) {
  benchCommunity().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
