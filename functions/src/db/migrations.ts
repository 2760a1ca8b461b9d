/**
 * Schema migrations, in order, each recorded in schema_migrations once applied. An id starts with
 * its version number ('010_…'). They run as a step of their own (db/migrator.ts, `npm run migrate`),
 * never on a request. Never edit a migration that has shipped; add a new one.
 */
import { MIGRATION_014 } from './community/migration-014';
import { MIGRATION_015 } from './community/migration-015';
import { MIGRATION_016 } from './migration-016';
import { MIGRATION_017 } from './community/migration-017';
import { MIGRATION_018 } from './analytics/migration-018';

export interface Migration {
  id: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: '001_users_rooms_play',
    sql: `
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        firebase_uid text NOT NULL UNIQUE,
        email text NOT NULL,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        first_name text,
        last_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

      CREATE TABLE agents (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        personality text NOT NULL,
        setting text NOT NULL,
        theme text NOT NULL,
        description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE escape_rooms (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        agent_id uuid REFERENCES agents(id) ON DELETE SET NULL,
        title text NOT NULL,
        description text NOT NULL,
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard', 'expert')),
        theme text NOT NULL,
        enabled boolean NOT NULL DEFAULT false,
        seed integer NOT NULL,
        brief jsonb NOT NULL,
        storyboard jsonb,
        design jsonb,
        package jsonb,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE media (
        id uuid PRIMARY KEY,
        room_id uuid REFERENCES escape_rooms(id) ON DELETE CASCADE,
        mime text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE scenes (
        id text NOT NULL,
        room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
        scene_index integer NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        image_media_id uuid REFERENCES media(id) ON DELETE SET NULL,
        image_width integer,
        image_height integer,
        positioning_method text,
        placements jsonb,
        PRIMARY KEY (room_id, id),
        UNIQUE (room_id, scene_index)
      );

      CREATE TABLE game_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
        package_version text NOT NULL,
        state jsonb NOT NULL,
        total_points integer NOT NULL DEFAULT 0,
        hints_used integer NOT NULL DEFAULT 0,
        completed boolean NOT NULL DEFAULT false,
        current_scene_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, room_id)
      );

      CREATE TABLE session_actions (
        session_id uuid NOT NULL REFERENCES game_sessions(id) ON DELETE CASCADE,
        action_id text NOT NULL,
        action jsonb NOT NULL,
        success boolean NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (session_id, action_id)
      );
    `,
  },
  {
    id: '002_platform',
    sql: `
      -- Early-access applications. The link to a user is computed at read time by email,
      -- so it also appears when that person signs up later and disappears if the user is deleted.
      CREATE TABLE eoi_responses (
        id uuid PRIMARY KEY,
        full_name text NOT NULL,
        email text NOT NULL,
        adventure_vibe text[] NOT NULL,
        escape_energy integer NOT NULL CHECK (escape_energy BETWEEN 1 AND 10),
        escape_motivation text NOT NULL,
        escape_resume text NOT NULL,
        sidekick_choice text NOT NULL,
        first_move text NOT NULL,
        ownership_interest text NOT NULL,
        escape_room_changes text[] NOT NULL,
        puzzle_rewards text[] NOT NULL,
        play_rewards text[] NOT NULL,
        token_usage text[] NOT NULL,
        passive_rewards integer NOT NULL CHECK (passive_rewards BETWEEN 0 AND 5),
        how_did_you_hear_about_us text,
        submitted_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX eoi_responses_email_lower ON eoi_responses (lower(email));

      -- The token is stored readable (not hashed) so admins can copy a pending invitation's link.
      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'expired', 'cancelled')),
        token text NOT NULL UNIQUE,
        invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        accepted_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        cancelled_at timestamptz
      );
      CREATE UNIQUE INDEX invitations_one_pending_per_email ON invitations (lower(email)) WHERE status = 'pending';
      CREATE INDEX invitations_created_at ON invitations (created_at DESC);

      -- Every email the backend sends: the dev outbox when no SMTP is configured, and the record of SMTP deliveries.
      CREATE TABLE outbox_messages (
        id uuid PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX outbox_messages_created_at ON outbox_messages (created_at DESC);
    `,
  },
  {
    id: '003_sealed_packages',
    sql: `
      -- What players download: the package with every text they may not read yet sealed
      -- (core/src/sealing/sealed-package.ts). The full package stays in "package" for replay and admins.
      ALTER TABLE escape_rooms ADD COLUMN sealed_package jsonb;
    `,
  },
  {
    id: '004_rate_limits_and_sync_log',
    sql: `
      -- Request limits shared by every function instance: one fixed window per (bucket, key).
      CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        key text NOT NULL,
        count integer NOT NULL,
        window_start timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (bucket, key)
      );
      CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at);

      -- The session log keeps only what replay needs: the action ids of the current run
      -- (the state lives in game_sessions). Finished runs are compacted into
      -- retired_action_ids, 8 bytes per id (a SHA-256 prefix), so late duplicates stay refused.
      ALTER TABLE session_actions DROP COLUMN action;
      ALTER TABLE game_sessions
        ADD COLUMN action_count integer NOT NULL DEFAULT 0,
        ADD COLUMN retired_action_ids bytea NOT NULL DEFAULT ''::bytea;
      UPDATE game_sessions s SET action_count = (SELECT count(*) FROM session_actions a WHERE a.session_id = s.id);
    `,
  },
  {
    id: '005_accounts_integrity',
    sql: `
      -- Whether the account proved its mailbox (the ID token's email_verified claim; accounts made by
      -- accepting an invitation are verified, the token proved the mailbox). Only a verified account
      -- gains what belongs to its email (an early-access link; blocking an invitation).
      ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
      UPDATE users SET email_verified = true
        WHERE id IN (SELECT accepted_user_id FROM invitations WHERE accepted_user_id IS NOT NULL);
      CREATE INDEX users_created_at_id ON users (created_at DESC, id DESC);

      -- Deleting a user never deletes other people's data: their rooms and agents are handed over first
      -- (RESTRICT makes a forgotten hand-over fail instead of cascading), and their own play history
      -- stays with a null user (a "former member"). UNIQUE (user_id, room_id) still holds for real
      -- users; NULLs are distinct, so former members' sessions never collide.
      ALTER TABLE game_sessions ALTER COLUMN user_id DROP NOT NULL;
      ALTER TABLE game_sessions DROP CONSTRAINT game_sessions_user_id_fkey;
      ALTER TABLE game_sessions ADD CONSTRAINT game_sessions_user_id_fkey
        FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE agents DROP CONSTRAINT agents_owner_id_fkey;
      ALTER TABLE agents ADD CONSTRAINT agents_owner_id_fkey
        FOREIGN KEY (owner_id) REFERENCES users(id) ON DELETE RESTRICT;
      ALTER TABLE escape_rooms DROP CONSTRAINT escape_rooms_owner_id_fkey;
      ALTER TABLE escape_rooms ADD CONSTRAINT escape_rooms_owner_id_fkey
        FOREIGN KEY (owner_id) REFERENCES users(id) ON DELETE RESTRICT;

      -- Acceptance claims the invitation in a short transaction; the Firebase account is created outside
      -- it. A claim older than a couple of minutes counts as abandoned.
      ALTER TABLE invitations ADD COLUMN claim_id uuid, ADD COLUMN claimed_at timestamptz;
      CREATE INDEX invitations_created_at_id ON invitations (created_at DESC, id DESC);

      -- Delivery of each message: written 'pending' with the change that caused it, sent after commit.
      -- Rows from before this migration were recorded only once delivered.
      ALTER TABLE outbox_messages
        ADD COLUMN invitation_id uuid REFERENCES invitations(id) ON DELETE SET NULL,
        ADD COLUMN delivery_status text NOT NULL DEFAULT 'sent' CHECK (delivery_status IN ('pending', 'sent', 'failed')),
        ADD COLUMN attempts integer NOT NULL DEFAULT 1,
        ADD COLUMN last_error text,
        ADD COLUMN sent_at timestamptz;
      CREATE INDEX outbox_messages_invitation ON outbox_messages (invitation_id, created_at DESC);

      CREATE INDEX eoi_responses_submitted_at_id ON eoi_responses (submitted_at DESC, id DESC);
    `,
  },
  {
    id: '006_scene_editor',
    sql: `
      -- The scene editor (rooms-and-play-spec §2 Scene editor): a scene keeps its original image and
      -- may gain a modified one (players see it), the server-drawn visualization and grid images,
      -- and the sentence that modified it. Deleting an image leaves the scene without it.
      ALTER TABLE scenes
        ADD COLUMN modified_media_id uuid REFERENCES media(id) ON DELETE SET NULL,
        ADD COLUMN visualization_media_id uuid REFERENCES media(id) ON DELETE SET NULL,
        ADD COLUMN grid_media_id uuid REFERENCES media(id) ON DELETE SET NULL,
        ADD COLUMN modification_prompt text;

      -- Undo: what the room looked like before each edit (design, the scenes' placements and
      -- modified images, enabled). Only the newest few per room are kept.
      CREATE TABLE room_edits (
        id bigserial PRIMARY KEY,
        room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
        label text NOT NULL,
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX room_edits_room_id_id ON room_edits (room_id, id DESC);
    `,
  },
  {
    id: '007_session_best_points',
    sql: `
      -- The best score of a completed run: Play again starts a new run, the best stays.
      ALTER TABLE game_sessions ADD COLUMN best_points integer;
      UPDATE game_sessions SET best_points = total_points WHERE completed;
    `,
  },
  {
    id: '008_room_package_rev',
    sql: `
      -- Marks each write of a room's packages with a number never given twice (a sequence is not
      -- rolled back), so a server may keep a parsed package in memory and know from a small
      -- column whether it is still the stored one, whoever wrote it.
      CREATE SEQUENCE escape_rooms_package_rev;
      ALTER TABLE escape_rooms ADD COLUMN package_rev bigint NOT NULL DEFAULT nextval('escape_rooms_package_rev');
      CREATE FUNCTION bump_package_rev() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.package_rev := nextval('escape_rooms_package_rev');
        RETURN NEW;
      END $$;
      CREATE TRIGGER escape_rooms_package_rev BEFORE UPDATE OF package, sealed_package ON escape_rooms
        FOR EACH ROW EXECUTE FUNCTION bump_package_rev();
    `,
  },
  {
    id: '009_superseded_overlays',
    sql: `
      -- A redrawn visualization or grid replaces the scene's picture, but an answer given moments
      -- ago may still point at the old one: it is kept here for a while, then deleted (the row
      -- goes with its media).
      CREATE TABLE superseded_overlays (
        media_id uuid PRIMARY KEY REFERENCES media(id) ON DELETE CASCADE,
        room_id uuid NOT NULL REFERENCES escape_rooms(id) ON DELETE CASCADE,
        scene_index integer NOT NULL,
        kind text NOT NULL,
        superseded_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX superseded_overlays_room ON superseded_overlays (room_id, scene_index, kind, superseded_at DESC);
    `,
  },
  {
    id: '010_scene_modification',
    sql: `
      -- A modified scene's whole current change (light, colours, decor), the description it was
      -- made on and the description it gave, so the next change rebuilds the description players
      -- read instead of appending to it.
      ALTER TABLE scenes ADD COLUMN modification jsonb;
    `,
  },
  {
    id: '011_session_unranked',
    sql: `
      -- A session that ever received the offline package (every code of it can be searched on the
      -- player's device) is unranked for good: it still completes and earns XP from the replay, but
      -- leaderboards leave it out. Restarts and new room versions keep it: the player still holds the package.
      ALTER TABLE game_sessions ADD COLUMN unranked boolean NOT NULL DEFAULT false;
    `,
  },
  {
    id: '012_invitation_token_hashes',
    sql: `
      -- An invitation's token is kept only as its SHA-256 (hex, of the token's UTF-8 bytes; the same as
      -- hashInvitationToken in domain/accounts/invitation-token.ts): the link shows once, in the email and
      -- in the answer that created or resent it. Existing links keep working: their tokens are hashed here.
      -- A clear token (43 characters) can never equal a hash (64), so the unique index holds throughout.
      ALTER TABLE invitations RENAME COLUMN token TO token_hash;
      UPDATE invitations SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
      -- The record of an SMTP delivery kept the email with its link; only the mailbox keeps it now. The
      -- dev outbox (transport 'outbox') is the mailbox itself and keeps its links.
      UPDATE outbox_messages
        SET text_body = regexp_replace(text_body, '(https?://[^\\s"''<>]*)?/invitation/[^\\s"''<>]+', '(link sent by email, not kept)', 'g'),
            html_body = regexp_replace(html_body, '(https?://[^\\s"''<>]*)?/invitation/[^\\s"''<>]+', '(link sent by email, not kept)', 'g')
        WHERE transport = 'smtp' AND invitation_id IS NOT NULL;
    `,
  },
  {
    id: '013_online_packages',
    sql: `
      -- The online package (no verifier; capsules under random keys) and those keys, which only
      -- the server holds and hands out as a player earns them. Written with the other packages,
      -- so package_rev's trigger marks the write. Null for rooms released before: upgraded on play.
      ALTER TABLE escape_rooms ADD COLUMN online_package jsonb;
    `,
  },
  MIGRATION_014,
  MIGRATION_015,
  MIGRATION_016,
  MIGRATION_017,
  MIGRATION_018,
];
