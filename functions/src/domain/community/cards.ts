/** A room row and the player's own status as the card and page contracts show them. */
import { ownerDisplayName, playerDisplayName, type MyRoomStatus, type Review, type RoomCard } from '@core';
import type { BrowserRow } from '../../db/community/browser-repo';
import { toRemixCredit } from '../../db/community/remix-repo';
import type { RatingRow } from '../../db/community/ratings-repo';
import type { MyRoomStatusRow } from '../../db/community/runs-repo';

/** The card-size cover: the start scene's image (the cover route answers WebP to browsers that take it). */
export const CARD_COVER_WIDTH = 480;

export function statusOf(row: MyRoomStatusRow | undefined): MyRoomStatus {
  if (!row) return null;
  return row.escaped ? { state: 'escaped', best_ms: row.best_ms } : { state: 'in_progress' };
}

export function toCard(room: BrowserRow, status: MyRoomStatus): RoomCard {
  return {
    id: room.id,
    title: room.title,
    theme: room.theme,
    difficulty: room.difficulty,
    cover_url: room.has_cover ? `/api/v1/escape_rooms/${room.id}/cover?w=${CARD_COVER_WIDTH}` : null,
    estimated_minutes: room.estimated_minutes,
    estimate_source: room.median_escape_ms === null ? 'design' : 'runs',
    rating: {
      average: room.rating_count ? Math.round((room.rating_sum / room.rating_count) * 100) / 100 : null,
      count: room.rating_count,
    },
    plays: room.plays,
    creator_name: room.owner_gone ? 'A former member' : ownerDisplayName(room.owner_first_name, room.owner_last_name),
    published_at: new Date(room.published_at).toISOString(),
    my_status: status,
    remix_of: toRemixCredit(room.remix_credit),
  };
}

/** A review as `viewer` may see it: the hide reason only to its author and admins. */
export function toReview(row: RatingRow, viewer: { id: string; admin: boolean }): Review {
  const mine = row.user_id === viewer.id;
  return {
    id: row.id,
    stars: row.stars,
    review: row.review,
    author_name: playerDisplayName(row.first_name, row.last_name, row.user_id),
    mine,
    hidden: row.hidden,
    hidden_reason: mine || viewer.admin ? row.hidden_reason : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
