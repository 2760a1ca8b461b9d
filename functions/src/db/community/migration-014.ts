/**
 * Migration 014 (issue 31, "A place to play"): what the room browser, ratings, leaderboards and
 * the XP ledger need. Kept beside the community repositories; migrations.ts lists it in order.
 * Runs on PGlite and on PostgreSQL alike (plain SQL and plpgsql, no extension).
 */
/** The shape of migrations.ts's Migration (not imported: migrations.ts imports this file). */
export const MIGRATION_014: { id: string; sql: string } = {
  id: '014_community',
  sql: `
    -- The browser's search: title, theme and description, weighted in that order.
    ALTER TABLE escape_rooms ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(theme, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'C')
    ) STORED;
    CREATE INDEX escape_rooms_search ON escape_rooms USING gin (search);
    -- Rooms players may open, newest first (the browser's "new" sort and its keyset).
    CREATE INDEX escape_rooms_listed_new ON escape_rooms (published_at DESC, id DESC)
      WHERE enabled AND package IS NOT NULL;

    -- Where the current run started: its time, when it ends in an escape, counts from here.
    ALTER TABLE game_sessions ADD COLUMN run_started_at timestamptz NOT NULL DEFAULT now();

    -- One row per room, kept by triggers (plays) and by the use cases (escapes, ratings), so the
    -- browser sorts and filters on small indexed columns. score: the Bayesian average of the
    -- ratings (0 while unrated), written with the constants of core/src/contracts/community.ts.
    CREATE TABLE room_stats (
      room_id uuid PRIMARY KEY REFERENCES escape_rooms(id) ON DELETE CASCADE,
      plays integer NOT NULL DEFAULT 0,
      escaped_players integer NOT NULL DEFAULT 0,
      rating_count integer NOT NULL DEFAULT 0,
      rating_sum integer NOT NULL DEFAULT 0,
      score double precision NOT NULL DEFAULT 0,
      median_escape_ms integer,
      median_hints real,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX room_stats_top ON room_stats (score DESC, room_id DESC);
    CREATE INDEX room_stats_played ON room_stats (plays DESC, room_id DESC);
    INSERT INTO room_stats (room_id, plays, escaped_players)
      SELECT r.id,
        (SELECT count(*) FROM game_sessions s WHERE s.room_id = r.id),
        (SELECT count(*) FROM game_sessions s WHERE s.room_id = r.id AND s.best_points IS NOT NULL)
      FROM escape_rooms r;
    CREATE FUNCTION room_stats_for_new_room() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO room_stats (room_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER escape_rooms_stats AFTER INSERT ON escape_rooms
      FOR EACH ROW EXECUTE FUNCTION room_stats_for_new_room();
    CREATE FUNCTION room_stats_count_play() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE room_stats SET plays = plays + 1, updated_at = now() WHERE room_id = NEW.room_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER game_sessions_play AFTER INSERT ON game_sessions
      FOR EACH ROW EXECUTE FUNCTION room_stats_count_play();

    -- Every finished run (an escape), written once from the server's replay. Unranked runs (the
    -- session took the offline package) are kept for stats and XP, never for a leaderboard.
    CREATE TABLE room_runs (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      session_id uuid REFERENCES game_sessions(id) ON DELETE SET NULL,
      escape_action_id text NOT NULL,
      package_version text NOT NULL,
      ranked boolean NOT NULL,
      first_escape boolean NOT NULL,
      hints_used integer NOT NULL CHECK (hints_used >= 0),
      duration_ms integer NOT NULL CHECK (duration_ms >= 0),
      points integer NOT NULL,
      finished_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (session_id, escape_action_id)
    );
    CREATE INDEX room_runs_board ON room_runs (room_id, hints_used, duration_ms, finished_at) INCLUDE (user_id)
      WHERE ranked AND user_id IS NOT NULL;
    CREATE INDEX room_runs_player ON room_runs (user_id, room_id, duration_ms);
    CREATE INDEX room_runs_first ON room_runs (room_id) INCLUDE (duration_ms, hints_used) WHERE first_escape;

    -- Ratings and reviews: one per player per room, editable; an admin may hide a review with a reason.
    CREATE TABLE room_ratings (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      review text CHECK (char_length(review) BETWEEN 1 AND 280),
      hidden boolean NOT NULL DEFAULT false,
      hidden_reason text,
      hidden_by uuid REFERENCES users(id) ON DELETE SET NULL,
      hidden_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (room_id, user_id),
      CHECK (NOT hidden OR hidden_reason IS NOT NULL)
    );
    CREATE INDEX room_ratings_latest ON room_ratings (room_id, updated_at DESC, id DESC) WHERE review IS NOT NULL;

    -- The XP ledger: append-only, one row per (user, source, source id), so nothing counts twice.
    CREATE TABLE xp_ledger (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      source text NOT NULL CHECK (source IN ('escape', 'first_escape', 'review')),
      source_id text NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, source, source_id)
    );
    CREATE INDEX xp_ledger_user_latest ON xp_ledger (user_id, created_at DESC, id DESC);
    -- Rows are never changed; a row goes only with its user (the FK's cascade, a nested trigger).
    CREATE FUNCTION xp_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
      RAISE EXCEPTION 'xp_ledger is append-only';
    END $$;
    CREATE TRIGGER xp_ledger_append_only BEFORE UPDATE OR DELETE ON xp_ledger
      FOR EACH ROW EXECUTE FUNCTION xp_ledger_append_only();

    -- Balances for the boards, all time and per UTC week (Monday), added to by each ledger row.
    CREATE TABLE xp_totals (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      total integer NOT NULL
    );
    CREATE INDEX xp_totals_rank ON xp_totals (total DESC, user_id);
    CREATE TABLE xp_weekly (
      week_start date NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      total integer NOT NULL,
      PRIMARY KEY (week_start, user_id)
    );
    CREATE INDEX xp_weekly_rank ON xp_weekly (week_start, total DESC, user_id);
    CREATE FUNCTION xp_ledger_add_to_totals() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO xp_totals (user_id, total) VALUES (NEW.user_id, NEW.amount)
        ON CONFLICT (user_id) DO UPDATE SET total = xp_totals.total + EXCLUDED.total;
      INSERT INTO xp_weekly (week_start, user_id, total)
        VALUES (date_trunc('week', NEW.created_at AT TIME ZONE 'UTC')::date, NEW.user_id, NEW.amount)
        ON CONFLICT (week_start, user_id) DO UPDATE SET total = xp_weekly.total + EXCLUDED.total;
      RETURN NULL;
    END $$;
    CREATE TRIGGER xp_ledger_totals AFTER INSERT ON xp_ledger
      FOR EACH ROW EXECUTE FUNCTION xp_ledger_add_to_totals();
  `,
};
