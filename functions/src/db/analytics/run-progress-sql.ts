/**
 * The write of a run's summary row (room_run_progress, migration 018), shared by the play write's
 * statements (session-replay-repo.ts, one statement each) and its locked transaction, so the row
 * changes with the replayed actions or not at all: the refresh of the creator analytics costs one
 * upsert by primary key per play write, and the analytics never replay anything.
 */
import type { Queryable } from '../pool';

/** What one write did to its run (domain/play/run-progress.ts works it out from the replay). */
export interface RunProgressFacts {
  /** Design element id -> solved now, hints bought on it, wrong codes entered on it. */
  p: Record<string, { s?: true; h?: number; w?: number }>;
  /** The design element this write solved last. */
  last: string | null;
  /** The design scene ids the run has reached. */
  scenes: string[];
}

/**
 * The upsert, reading the written session from `source` (a FROM item aliased `src` with the session's
 * id, room_id, package_version, user_id, hints_used and completed as written) and the facts from the
 * jsonb expression `progress` (null: nothing to write, the write changed nothing the analytics count). The run is the session's current one (its run_started_at); its time
 * runs to now and stops at the escape.
 */
export function upsertRunProgressSql(source: string, progress: string): string {
  return `INSERT INTO room_run_progress AS p (session_id, run_started_at, room_id, package_version, player_id,
      escaped, elapsed_ms, hints_used, scenes, last_solved, puzzles, updated_at)
    SELECT src.id, g.run_started_at, src.room_id, src.package_version, src.user_id, src.completed, t.ms,
      src.hints_used, ARRAY(SELECT jsonb_array_elements_text(${progress}->'scenes')), ${progress}->>'last',
      run_puzzles_at(${progress}->'p', t.ms), now()
    FROM ${source} JOIN game_sessions g ON g.id = src.id,
      LATERAL (SELECT GREATEST(0, LEAST(2147483647, round(extract(epoch FROM now() - g.run_started_at) * 1000)))::int AS ms) t
    WHERE ${progress} IS NOT NULL
    ON CONFLICT (session_id, run_started_at) DO UPDATE SET
      escaped = p.escaped OR EXCLUDED.escaped,
      elapsed_ms = CASE WHEN p.escaped THEN p.elapsed_ms ELSE EXCLUDED.elapsed_ms END,
      hints_used = EXCLUDED.hints_used,
      scenes = EXCLUDED.scenes,
      last_solved = coalesce(EXCLUDED.last_solved, p.last_solved),
      puzzles = run_puzzles_merged(p.puzzles, EXCLUDED.puzzles),
      updated_at = now()`;
}

/** A write's facts as a statement parameter: SQL null when there is nothing to write. */
export const progressParam = (progress: RunProgressFacts | null): string | null =>
  progress ? JSON.stringify(progress) : null;

/** The locked replay's write (inside its transaction, after the session's state is saved). */
export async function saveRunProgress(
  sessionId: string,
  progress: RunProgressFacts | null,
  db: Queryable,
): Promise<void> {
  if (!progress) return;
  await db.query({
    name: 'save-run-progress',
    text: upsertRunProgressSql(
      `(SELECT id, room_id, package_version, user_id, hints_used, completed FROM game_sessions WHERE id = $1) src`,
      '$2::jsonb',
    ),
    values: [sessionId, JSON.stringify(progress)],
  });
}
