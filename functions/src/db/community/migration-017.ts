/**
 * Migration 017 (issue 32 item 3, remix with credit): a published room may be copied by a creator into
 * their own library as a draft (db/community/remix-repo.ts). Each room says whether its owner allows it
 * (on by default; turning it off later leaves existing remixes as they are), and a remix keeps the room
 * and package version it was copied from and the first room of its line (the root), so its page and
 * card can credit both authors. Stats, ratings, reviews and runs stay with the original: the copy's
 * room_stats row starts empty (014's insert trigger).
 */
/** The shape of migrations.ts's Migration (not imported: migrations.ts imports this file). */
export const MIGRATION_017: { id: string; sql: string } = {
  id: '017_room_remix',
  sql: `
    ALTER TABLE escape_rooms
      ADD COLUMN allow_remix boolean NOT NULL DEFAULT true,
      ADD COLUMN remixed_from_room_id uuid REFERENCES escape_rooms(id) ON DELETE SET NULL,
      ADD COLUMN remixed_from_version text,
      ADD COLUMN root_room_id uuid REFERENCES escape_rooms(id) ON DELETE SET NULL,
      ADD CONSTRAINT escape_rooms_remix_version CHECK (remixed_from_room_id IS NULL OR remixed_from_version IS NOT NULL);
    -- A room's remixes and the whole line of a root (the foreign keys' deletes use them too).
    CREATE INDEX escape_rooms_remixed_from ON escape_rooms (remixed_from_room_id) WHERE remixed_from_room_id IS NOT NULL;
    CREATE INDEX escape_rooms_root ON escape_rooms (root_room_id) WHERE root_room_id IS NOT NULL;
  `,
};
