import { randomUUID } from 'node:crypto';
import type { CursorPosition, EoiResponse, EoiResponseData } from '@core';
import { afterCursorSql, cursorParams, cursorTimestampSql } from './keyset';
import { getPool, type Queryable } from './pool';

interface EoiRow extends Omit<EoiResponseData, 'how_did_you_hear_about_us'> {
  id: string;
  how_did_you_hear_about_us: string | null;
  submitted_at: Date;
  user_email: string | null;
  user_created_at: Date | null;
}

const toResponse = (row: EoiRow): EoiResponse => ({
  id: row.id,
  full_name: row.full_name,
  email: row.email,
  escape_energy: row.escape_energy,
  escape_resume: row.escape_resume,
  ownership_interest: row.ownership_interest,
  submitted_at: new Date(row.submitted_at).toISOString(),
  adventure_vibe: row.adventure_vibe,
  escape_room_changes: row.escape_room_changes,
  puzzle_rewards: row.puzzle_rewards,
  play_rewards: row.play_rewards,
  sidekick_choice: row.sidekick_choice,
  first_move: row.first_move,
  passive_rewards: row.passive_rewards,
  escape_motivation: row.escape_motivation,
  token_usage: row.token_usage,
  how_did_you_hear_about_us: row.how_did_you_hear_about_us,
  user:
    row.user_email && row.user_created_at
      ? { email: row.user_email, created_at: new Date(row.user_created_at).toISOString() }
      : null,
});

export async function insertEoiResponse(data: EoiResponseData, db: Queryable = getPool()): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO eoi_responses (id, full_name, email, adventure_vibe, escape_energy, escape_motivation, escape_resume,
       sidekick_choice, first_move, ownership_interest, escape_room_changes, puzzle_rewards, play_rewards, token_usage,
       passive_rewards, how_did_you_hear_about_us)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      data.full_name,
      data.email,
      data.adventure_vibe,
      data.escape_energy,
      data.escape_motivation,
      data.escape_resume,
      data.sidekick_choice,
      data.first_move,
      data.ownership_interest,
      data.escape_room_changes,
      data.puzzle_rewards,
      data.play_rewards,
      data.token_usage,
      data.passive_rewards,
      data.how_did_you_hear_about_us,
    ],
  );
  return id;
}

/**
 * One page, newest first by (submitted_at, id), each with the account of the same email (linked at read
 * time) or null. Only an account that verified its email is linked: a signup that merely typed someone
 * else's address gains nothing. `limit + 1` rows so the caller can tell whether more follow.
 */
export async function listEoiResponses(
  page: { limit: number; after: CursorPosition | null },
  db: Queryable = getPool(),
): Promise<Array<EoiResponse & { cursor_at: string }>> {
  const { rows } = await db.query<EoiRow & { cursor_at: string }>(
    `SELECT e.*, u.email AS user_email, u.created_at AS user_created_at,
       ${cursorTimestampSql('e.submitted_at')} AS cursor_at
     FROM eoi_responses e
     LEFT JOIN users u ON lower(u.email) = lower(e.email) AND u.email_verified
     WHERE ${afterCursorSql('e.submitted_at', 'e.id', page.after, 1)}
     ORDER BY e.submitted_at DESC, e.id DESC
     LIMIT ${Number(page.limit) + 1}`,
    cursorParams(page.after),
  );
  return rows.map((row) => ({ ...toResponse(row), cursor_at: row.cursor_at }));
}
