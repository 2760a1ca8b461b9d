/**
 * Migration 016 (issue 32, the creator role): a role between user and admin. Creators build and
 * manage only their own rooms and agents (escape_rooms.owner_id and agents.owner_id, there since
 * 001; existing rooms stay with the admins who made them); admins may grant the role and invite
 * someone as a creator, so an invitation carries the role its invitee is given on registration.
 */
/** The shape of migrations.ts's Migration (not imported: migrations.ts imports this file). */
export const MIGRATION_016: { id: string; sql: string } = {
  id: '016_creator_role',
  sql: `
    ALTER TABLE users DROP CONSTRAINT users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'creator', 'admin'));
    -- Invitations made before keep giving what they always gave: a plain user.
    ALTER TABLE invitations ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'creator'));
    -- A creator's library and agents, newest first (the owner checks read the primary keys).
    CREATE INDEX escape_rooms_owner_created ON escape_rooms (owner_id, created_at DESC, id DESC);
    CREATE INDEX agents_owner_created ON agents (owner_id, created_at DESC);
  `,
};
