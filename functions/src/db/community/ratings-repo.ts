/**
 * Ratings and reviews (room_ratings, migration 014): one row per player per room, replaced on
 * edit; an admin's hide keeps the row and who hid it and why. The room's rating columns in
 * room_stats are worked out again from the rows on every write, under that stats row's lock.
 */
import { randomUUID } from 'node:crypto';
import { LATEST_REVIEWS, RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@core';
import { getPool, type Queryable } from '../pool';

export interface RatingRow {
  id: string;
  room_id: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  stars: number;
  review: string | null;
  hidden: boolean;
  hidden_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT_RATING = `SELECT g.id, g.room_id, g.user_id, u.first_name, u.last_name, g.stars, g.review, g.hidden,
  g.hidden_reason, g.created_at, g.updated_at FROM room_ratings g LEFT JOIN users u ON u.id = g.user_id`;

/** Holds the room's stats row until the transaction ends, so concurrent ratings count one after another. */
export async function lockRoomStats(roomId: string, db: Queryable): Promise<void> {
  await db.query('SELECT 1 FROM room_stats WHERE room_id = $1 FOR UPDATE', [roomId]);
}

/** Creates or replaces the player's rating of the room (a hidden review stays hidden until an admin shows it). */
export async function upsertRating(
  rating: { roomId: string; userId: string; stars: number; review: string | null },
  db: Queryable,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO room_ratings (id, room_id, user_id, stars, review) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (room_id, user_id) DO UPDATE SET stars = EXCLUDED.stars, review = EXCLUDED.review, updated_at = now()
     RETURNING id`,
    [randomUUID(), rating.roomId, rating.userId, rating.stars, rating.review],
  );
  return rows[0].id;
}

/** The room's count, sum and Bayesian score (core's bayesianScore, in SQL), from its rows. */
export async function refreshRatingStats(roomId: string, db: Queryable): Promise<void> {
  await db.query(
    `UPDATE room_stats st SET rating_count = a.n, rating_sum = a.s, updated_at = now(),
       score = CASE WHEN a.n = 0 THEN 0 ELSE ($2::float8 * $3::float8 + a.s) / ($2::float8 + a.n) END
     FROM (SELECT count(*)::int AS n, coalesce(sum(stars), 0)::int AS s FROM room_ratings WHERE room_id = $1) a
     WHERE st.room_id = $1`,
    [roomId, RATING_PRIOR_WEIGHT, RATING_PRIOR_MEAN],
  );
}

export async function findRating(id: string, db: Queryable = getPool()): Promise<RatingRow | null> {
  const { rows } = await db.query<RatingRow>(`${SELECT_RATING} WHERE g.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findMyRating(roomId: string, userId: string, db: Queryable = getPool()) {
  const { rows } = await db.query<RatingRow>(`${SELECT_RATING} WHERE g.room_id = $1 AND g.user_id = $2`, [
    roomId,
    userId,
  ]);
  return rows[0] ?? null;
}

/**
 * The latest reviews (with text) of the room that the caller may see: shown ones, their own, and
 * for an admin hidden ones too.
 */
export async function latestReviews(
  roomId: string,
  viewer: { id: string; admin: boolean },
  db: Queryable = getPool(),
): Promise<RatingRow[]> {
  const { rows } = await db.query<RatingRow>(
    `${SELECT_RATING} WHERE g.room_id = $1 AND g.review IS NOT NULL AND (NOT g.hidden OR g.user_id = $2 OR $3)
     ORDER BY g.updated_at DESC, g.id DESC LIMIT $4`,
    [roomId, viewer.id, viewer.admin, LATEST_REVIEWS],
  );
  return rows;
}

/** Hides the review with a reason and who hid it, or shows it again; false when there is no such review. */
export async function setReviewHidden(
  id: string,
  change: { hidden: true; reason: string; by: string } | { hidden: false },
  db: Queryable = getPool(),
): Promise<boolean> {
  const { rowCount } = change.hidden
    ? await db.query(
        `UPDATE room_ratings SET hidden = true, hidden_reason = $2, hidden_by = $3, hidden_at = now() WHERE id = $1`,
        [id, change.reason, change.by],
      )
    : await db.query(
        'UPDATE room_ratings SET hidden = false, hidden_reason = NULL, hidden_by = NULL, hidden_at = NULL WHERE id = $1',
        [id],
      );
  return (rowCount ?? 0) > 0;
}
