/**
 * Migration 018 (issue 32 item 4, creator analytics): one summary row per run, kept up to date by
 * the play write in the same statement or transaction as the replayed actions (no batch job), so a
 * room's analytics aggregate a few small rows per run instead of replaying anything. The server's
 * replay knows what each action did (solved, hint bought, wrong code, scene reached); the row keeps
 * that under the design's element and scene ids (stable across releases, the editor's graph uses
 * them). player_id is kept only to count distinct players for the 5-player threshold; no creator
 * view ever returns it. Runs on PGlite and on PostgreSQL alike.
 */
/** The shape of migrations.ts's Migration (not imported: migrations.ts imports this file). */
export const MIGRATION_018: { id: string; sql: string } = {
  id: '018_run_analytics',
  sql: `
    -- A run is its session and the start of its clock (game_sessions.run_started_at; Play again and a
    -- new room version start a new one). elapsed_ms: time from the run's start to its latest write,
    -- frozen at the escape. scenes: design scene ids reached. last_solved: the design element solved
    -- last. puzzles: design element id -> {"s": ms from the run's start when solved (null before), "d": ms
    -- from the run's previous solve to this one, "h": hints bought on it, "w": wrong codes entered on it}.
    CREATE TABLE room_run_progress (
      session_id uuid NOT NULL REFERENCES game_sessions(id) ON DELETE CASCADE,
      run_started_at timestamptz NOT NULL,
      room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
      package_version text NOT NULL,
      player_id uuid REFERENCES users(id) ON DELETE SET NULL,
      escaped boolean NOT NULL DEFAULT false,
      elapsed_ms integer NOT NULL DEFAULT 0 CHECK (elapsed_ms >= 0),
      hints_used integer NOT NULL DEFAULT 0 CHECK (hints_used >= 0),
      scenes text[] NOT NULL DEFAULT '{}',
      last_solved text,
      puzzles jsonb NOT NULL DEFAULT '{}'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id, run_started_at)
    );
    -- A room's analytics read one version's runs; the versions list reads the room's.
    CREATE INDEX room_run_progress_room ON room_run_progress (room_id, package_version);

    -- A write's puzzle facts with the solves stamped at the write's time: "s" and "d" (its time since the
    -- run's previous solve) both at_ms from the run's start; run_puzzles_merged corrects "d" on a later write.
    CREATE FUNCTION run_puzzles_at(delta jsonb, at_ms integer) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(jsonb_object_agg(d.key, jsonb_build_object(
          's', CASE WHEN (d.value->>'s')::boolean THEN at_ms END,
          'd', CASE WHEN (d.value->>'s')::boolean THEN at_ms END,
          'h', coalesce((d.value->>'h')::int, 0),
          'w', coalesce((d.value->>'w')::int, 0))), '{}'::jsonb)
      FROM jsonb_each(coalesce(delta, '{}'::jsonb)) d
    $$;

    -- A run's puzzle facts with a later write's added: the first solve kept, a new solve's "d" counted from
    -- the run's latest solve before it, hints and wrong codes summed.
    CREATE FUNCTION run_puzzles_merged(old jsonb, later jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
      WITH before AS (SELECT coalesce(max((o.value->>'s')::int), 0) AS latest FROM jsonb_each(old) o)
      SELECT old || coalesce(jsonb_object_agg(l.key, jsonb_build_object(
          's', CASE WHEN jsonb_typeof(old->l.key->'s') = 'number' THEN old->l.key->'s' ELSE l.value->'s' END,
          'd', CASE WHEN jsonb_typeof(old->l.key->'s') = 'number' THEN old->l.key->'d'
                    WHEN jsonb_typeof(l.value->'s') = 'number' THEN to_jsonb(GREATEST(0, (l.value->>'s')::int - b.latest))
               END,
          'h', coalesce((old->l.key->>'h')::int, 0) + coalesce((l.value->>'h')::int, 0),
          'w', coalesce((old->l.key->>'w')::int, 0) + coalesce((l.value->>'w')::int, 0))), '{}'::jsonb)
      FROM jsonb_each(later) l, before b
    $$;
  `,
};
