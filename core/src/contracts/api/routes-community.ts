/**
 * The community routes (issue 31, "A place to play"): the room browser, a room's public page,
 * rating a room, hiding a review, a room's leaderboard, the XP boards and the player's own XP.
 * Every one needs a signed-in player (a shared link sends a signed-out person through sign-in);
 * hiding a review needs an admin.
 */
import { z } from 'zod';
import {
  BrowserQuerySchema,
  LeaderboardEntrySchema,
  RateRoomRequestSchema,
  ReviewSchema,
  ReviewVisibilityRequestSchema,
  RoomCardSchema,
  RoomPageSchema,
  XpBoardEntrySchema,
  XpBoardQuerySchema,
  XpEntrySchema,
  XP_PERIODS,
} from '../community';
import { RoomSummarySchema } from '../rooms';
import { defineRoute, IdParamSchema, success } from './contract';
import { nextCursor } from './routes-platform';

export const communityApi = {
  /** Cards of the rooms players may open: search, filters, sort, a page at a time (`next_cursor`). */
  browse: defineRoute({
    name: 'community.browse',
    method: 'GET',
    path: '/room_browser',
    access: 'user',
    query: BrowserQuerySchema,
    response: success({ rooms: z.array(RoomCardSchema), ...nextCursor }),
  }),
  /** A room's page: 404 for a room players may not open, as for one that does not exist. */
  roomPage: defineRoute({
    name: 'community.roomPage',
    method: 'GET',
    path: '/escape_rooms/:id/page',
    access: 'user',
    params: IdParamSchema,
    response: success(RoomPageSchema.shape),
  }),
  /** The player's rating and review of a room they escaped (403 before), created or replaced. */
  rate: defineRoute({
    name: 'community.rate',
    method: 'PUT',
    path: '/escape_rooms/:id/rating',
    access: 'user',
    params: IdParamSchema,
    body: RateRoomRequestSchema,
    response: success({ rating: ReviewSchema, xp_awarded: z.number().int() }),
  }),
  /** An admin hides a review with a reason, or shows it again. */
  reviewVisibility: defineRoute({
    name: 'community.reviewVisibility',
    method: 'PUT',
    path: '/reviews/:id/visibility',
    access: 'admin',
    params: IdParamSchema,
    body: ReviewVisibilityRequestSchema,
    response: success({ review: ReviewSchema }),
  }),
  /** The top ranked runs (fewest hints, then shortest time; each player's best), and the caller's. */
  leaderboard: defineRoute({
    name: 'community.leaderboard',
    method: 'GET',
    path: '/escape_rooms/:id/leaderboard',
    access: 'user',
    params: IdParamSchema,
    response: success({ entries: z.array(LeaderboardEntrySchema), me: LeaderboardEntrySchema.nullable() }),
  }),
  /** The global XP board, this week (UTC, from Monday) or all time, and the caller's place. */
  xpBoard: defineRoute({
    name: 'community.xpBoard',
    method: 'GET',
    path: '/xp/leaderboard',
    access: 'user',
    query: XpBoardQuerySchema,
    response: success({
      period: z.enum(XP_PERIODS),
      entries: z.array(XpBoardEntrySchema),
      me: XpBoardEntrySchema.nullable(),
    }),
  }),
  /**
   * The room's link-preview image (1200×630 PNG: its cover and title), for the tags `/r/{short id}`
   * answers a crawler with. Public; 404 for a room players may not open.
   */
  shareImage: defineRoute({
    name: 'community.shareImage',
    method: 'GET',
    path: '/escape_rooms/:id/share_image',
    access: 'public',
    params: IdParamSchema,
    response: z.unknown(),
  }),
  /**
   * Remix (issue 32 item 3): a copy of a published room that allows it (design, storyboard, scenes and
   * images) becomes a draft in the caller's library, proven solvable again, crediting the room and its
   * line. Stats, ratings, reviews and runs stay with the original. Creators and admins; 403 when the
   * owner turned remixing off, 404 for a room players may not open (403 to those who may see it).
   */
  remix: defineRoute({
    name: 'community.remix',
    method: 'POST',
    path: '/escape_rooms/:id/remix',
    access: 'creator',
    limit: 'ai',
    params: IdParamSchema,
    response: success({
      puzzle: RoomSummarySchema,
      solvability: z.object({ solvable: z.literal(true), steps: z.number().int() }),
    }),
  }),
  /** The caller's XP: balance, all-time rank (null before any XP) and the latest entries. */
  myXp: defineRoute({
    name: 'community.myXp',
    method: 'GET',
    path: '/xp/me',
    access: 'user',
    response: success({
      balance: z.number().int(),
      week_xp: z.number().int(),
      rank: z.number().int().nullable(),
      entries: z.array(XpEntrySchema),
    }),
  }),
};
