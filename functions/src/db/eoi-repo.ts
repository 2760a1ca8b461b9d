import { randomUUID } from 'node:crypto';
import type { EoiResponse, EoiResponseData } from '@core';
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

/** Newest first, each with the account of the same email (linked at read time) or null. */
export async function listEoiResponses(db: Queryable = getPool()): Promise<EoiResponse[]> {
  const { rows } = await db.query<EoiRow>(
    `SELECT e.*, u.email AS user_email, u.created_at AS user_created_at
     FROM eoi_responses e
     LEFT JOIN users u ON lower(u.email) = lower(e.email)
     ORDER BY e.submitted_at DESC, e.id`,
  );
  return rows.map(toResponse);
}
