/**
 * The creator analytics bench's data (issue 32): 1,000 published rooms of three scenes and six
 * puzzles, 250,000 sessions (250 players a room) and 1,000,000 replayed runs' summary rows
 * (room_run_progress, migration 018; four runs a session, as Play again makes them), written with
 * generate_series in a few statements. Each run gets a depth (0–3 scenes cleared, 3: escaped), the
 * puzzles of the scenes it cleared solved at growing times, some hints and wrong codes, and is
 * abandoned when it did not escape. Triggers and foreign keys are off while it loads
 * (session_replication_role = replica): the play API tests cover the writes row by row.
 */
import type pg from 'pg';

export const ANALYTICS_BENCH = { rooms: 1_000, users: 20_000, sessions: 250_000, runs: 1_000_000 };

/** A uuid made from a number and a namespace digit, so rows can reference each other by arithmetic. */
export const uuidOf = (space: number, column: string) =>
  `lpad(to_hex(${space}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${column}), 12, '0')`;

/** The design ids every bench room shares: three scenes, two puzzles in each. */
export const BENCH_SCENES = ['scene-1', 'scene-2', 'scene-3'];
export const BENCH_PUZZLES = BENCH_SCENES.flatMap((sceneId, s) =>
  [1, 2].map((p) => ({ elementId: `s${s + 1}-lock-${p}`, sceneId })),
);

const { rooms, users, sessions, runs } = ANALYTICS_BENCH;
/** A run's pseudo-random number in [0, 1000), from its index. */
const noise = (salt: number) => `abs(hashint8(r * 64 + ${salt}) % 1000)`;
/**
 * A puzzle's facts in a run of depth d: solved when its scene was cleared, at minutes growing with its
 * place, its time since the run's previous solve ("d") from 30 s to a few minutes.
 */
const puzzleJson = (index: number) => {
  const scene = Math.floor(index / 2) + 1;
  return `'"s${scene}-lock-${(index % 2) + 1}": {"s": ' ||
    CASE WHEN d >= ${scene} THEN (${(index + 1) * 90_000} + ${noise(index)} * ${60 + index * 20})::text ELSE 'null' END ||
    ', "d": ' || CASE WHEN d >= ${scene} THEN (30000 + ${noise(index + 30)} * ${90 + index * 30})::text ELSE 'null' END ||
    ', "h": ' || (CASE WHEN ${noise(index + 10)} < ${100 + index * 40} THEN 1 ELSE 0 END) ||
    ', "w": ' || (${noise(index + 20)} % ${index + 2}) || '}'`;
};

const STEPS: Array<[string, string]> = [
  [
    'users',
    `INSERT INTO users (id, firebase_uid, email, first_name, last_name)
     SELECT (${uuidOf(1, 'i')})::uuid, 'abench-' || i, 'abench-' || i || '@bench.example', 'Player', 'N' || i
     FROM generate_series(1, ${users}) i`,
  ],
  [
    'rooms',
    `INSERT INTO escape_rooms (id, owner_id, title, description, difficulty, theme, enabled, seed, brief, package, published_at)
     SELECT (${uuidOf(2, 'i')})::uuid, (${uuidOf(1, '1 + i % 50')})::uuid, 'Bench room ' || i, 'A bench room.',
       'medium', 'Mystery', true, i, '{}'::jsonb, '{"version": "v1", "scenes": []}'::jsonb, now()
     FROM generate_series(1, ${rooms}) i`,
  ],
  [
    'sessions',
    `INSERT INTO game_sessions (id, user_id, room_id, package_version, state, current_scene_id)
     SELECT (${uuidOf(3, 'i')})::uuid, (${uuidOf(1, `1 + (i / ${rooms} + (i % ${rooms}) * 13) % ${users}`)})::uuid,
       (${uuidOf(2, `1 + i % ${rooms}`)})::uuid, 'v1', '{}'::jsonb, 'scene-1'
     FROM generate_series(0, ${sessions - 1}) i`,
  ],
  [
    'runs',
    `INSERT INTO room_run_progress (session_id, run_started_at, room_id, package_version, player_id, escaped,
       elapsed_ms, hints_used, scenes, last_solved, puzzles, updated_at)
     SELECT (${uuidOf(3, `r % ${sessions}`)})::uuid, now() - interval '30 days' + (r / ${sessions}) * interval '1 day',
       (${uuidOf(2, `1 + (r % ${sessions}) % ${rooms}`)})::uuid, 'v1',
       (${uuidOf(1, `1 + ((r % ${sessions}) / ${rooms} + ((r % ${sessions}) % ${rooms}) * 13) % ${users}`)})::uuid,
       d = 3, 120000 + d * 400000 + ${noise(7)} * 900, ${noise(11)} % 4,
       (ARRAY['scene-1', 'scene-2', 'scene-3'])[1:LEAST(d + 1, 3)],
       CASE WHEN d = 0 THEN NULL ELSE 's' || d || '-lock-2' END,
       ('{' || ${[0, 1, 2, 3, 4, 5].map(puzzleJson).join(" || ', ' || ")} || '}')::jsonb,
       now() - interval '29 days' + (r / ${sessions}) * interval '1 day'
     FROM generate_series(0::bigint, ${runs - 1}) r,
       LATERAL (SELECT (CASE WHEN ${noise(3)} < 550 THEN 3 ELSE ${noise(5)} % 3 END)::int AS d) depth`,
  ],
];

/** Fills a freshly migrated database; prints each step's time. */
export async function fillAnalyticsData(db: pg.ClientBase, say: (line: string) => void): Promise<void> {
  await db.query(`SET work_mem = '64MB'`);
  await db.query(`SET session_replication_role = replica`);
  for (const [step, sql] of STEPS) {
    const start = Date.now();
    await db.query(sql);
    say(`    ${step}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
  await db.query('RESET session_replication_role');
  await db.query('RESET work_mem');
  // What autovacuum does on a server (PGlite has none): statistics, and the visibility map.
  await db.query('VACUUM ANALYZE');
}

/** The room measured: one of the thousand, with its thousand runs. */
export const benchAnalyticsRoom = '00000002-0000-4000-8000-0000000001f5';
