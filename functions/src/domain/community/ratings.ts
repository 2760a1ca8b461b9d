/**
 * Ratings and reviews (issue 31 item 3): a player who escaped a room rates it 1–5 with an optional
 * review, one per room, editable; a review written earns XP once. An admin hides a review with a
 * reason (its author still sees it, marked hidden) or shows it again.
 */
import { XP_REVIEW, type RateRoomRequest, type Review } from '@core';
import { COMMUNITY_MESSAGES } from '@core/content/community-messages';
import { inTransaction } from '../../db/pool';
import {
  findRating,
  lockRoomStats,
  refreshRatingStats,
  setReviewHidden,
  upsertRating,
} from '../../db/community/ratings-repo';
import { hasEscaped } from '../../db/community/runs-repo';
import { awardXp } from '../../db/community/xp-repo';
import type { StoredUser } from '../../model/stored-user';
import { forbidden, notFound } from '../../model/app-error';
import { listedRoom } from './browse';
import { toReview } from './cards';

export async function rateRoom(
  user: StoredUser,
  roomId: string,
  body: RateRoomRequest,
): Promise<{ rating: Review; xp_awarded: number }> {
  await listedRoom(user, roomId);
  if (!(await hasEscaped(user.id, roomId))) throw forbidden(COMMUNITY_MESSAGES.rateAfterEscape);
  const review = body.review ?? null;
  const { id, xp } = await inTransaction(async (tx) => {
    await lockRoomStats(roomId, tx);
    const ratingId = await upsertRating({ roomId, userId: user.id, stars: body.stars, review }, tx);
    await refreshRatingStats(roomId, tx);
    const written = review
      ? await awardXp([{ userId: user.id, source: 'review', sourceId: roomId, amount: XP_REVIEW }], tx)
      : [];
    return { id: ratingId, xp: written.reduce((sum, award) => sum + award.amount, 0) };
  });
  const row = await findRating(id);
  if (!row) throw notFound(COMMUNITY_MESSAGES.reviewNotFound);
  return { rating: toReview(row, { id: user.id, admin: user.admin }), xp_awarded: xp };
}

export async function setReviewVisibility(
  admin: StoredUser,
  reviewId: string,
  change: { hidden: boolean; reason?: string },
): Promise<{ review: Review }> {
  const found = await setReviewHidden(
    reviewId,
    change.hidden ? { hidden: true, reason: change.reason ?? '', by: admin.id } : { hidden: false },
  );
  const row = found ? await findRating(reviewId) : null;
  if (!row) throw notFound(COMMUNITY_MESSAGES.reviewNotFound);
  return { review: toReview(row, { id: admin.id, admin: true }) };
}
