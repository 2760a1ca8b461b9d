/**
 * Schema migrations, in order. Each runs once, in a transaction, recorded in
 * schema_migrations. Never edit a migration that has shipped; add a new one.
 */
import type pg from 'pg';

export const MIGRATIONS: Array<{ id: string; sql: string }> = [
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
];

export async function migrate(client: pg.ClientBase): Promise<string[]> {
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    await client.query('BEGIN');
    try {
      // The insert doubles as a lock: a concurrent migrator blocks here, then skips.
      const claimed = await client.query(`INSERT INTO schema_migrations (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id`, [migration.id]);
      if (claimed.rowCount) {
        await client.query(migration.sql);
        applied.push(migration.id);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
  return applied;
}
