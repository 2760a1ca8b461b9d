/**
 * Migration 015 (issue 31): each player's best ranked run of a room, so a room's leaderboard reads
 * the top rows of an index instead of ranking every run of a popular room (the bench's hot room,
 * 10,000 runs, took 40 ms at the median that way). Written with each ranked run (runs-repo.ts
 * keepBestRun); filled here from the runs recorded so far.
 */
/** The shape of migrations.ts's Migration (not imported: migrations.ts imports this file). */
export const MIGRATION_015: { id: string; sql: string } = {
  id: '015_room_bests',
  sql: `
    CREATE TABLE room_bests (
      room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      run_id uuid NOT NULL REFERENCES room_runs(id) ON DELETE CASCADE,
      hints_used integer NOT NULL,
      duration_ms integer NOT NULL,
      finished_at timestamptz NOT NULL,
      PRIMARY KEY (room_id, user_id)
    );
    -- Boards read room_bests now; 014's index of ranked runs would only cost writes.
    DROP INDEX room_runs_board;
    CREATE INDEX room_bests_board ON room_bests (room_id, hints_used, duration_ms, finished_at, user_id);
    INSERT INTO room_bests (room_id, user_id, run_id, hints_used, duration_ms, finished_at)
      SELECT DISTINCT ON (room_id, user_id) room_id, user_id, id, hints_used, duration_ms, finished_at
      FROM room_runs WHERE ranked AND user_id IS NOT NULL
      ORDER BY room_id, user_id, hints_used, duration_ms, finished_at;
  `,
};
