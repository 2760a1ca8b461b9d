/**
 * Contracts of the community around rooms (issue 31): the room browser, a room's public page,
 * ratings and reviews, leaderboards and XP. The routes are in api/routes-community.ts; the numbers
 * in community-rules.ts.
 */
import { z } from 'zod';
import { DifficultySchema } from '../engine/room';
import { safeText } from './safe-text';
import { RemixCreditSchema } from './remix';
import {
  BROWSER_PAGE_DEFAULT,
  BROWSER_SORTS,
  type BrowserSort,
  BROWSER_PAGE_MAX,
  HIDE_REASON_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
  ROOM_LENGTH_NAMES,
  SEARCH_MAX_LENGTH,
  XP_SOURCES,
} from './community-rules';

/** Trimmed text; empty counts as not given. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    safeText(label, max)
      .transform((text) => text.trim())
      .optional(),
  );

export const BrowserQuerySchema = z.object({
  /** Full-text search over title, theme and description. */
  q: optionalText('q', SEARCH_MAX_LENGTH),
  difficulty: DifficultySchema.optional(),
  theme: optionalText('theme', 80),
  length: z
    .enum(ROOM_LENGTH_NAMES, { errorMap: () => ({ message: 'length must be short, medium or long' }) })
    .optional(),
  sort: z.enum(BROWSER_SORTS, { errorMap: () => ({ message: 'sort must be top, new or played' }) }).default('top'),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(BROWSER_PAGE_MAX, `limit must be at most ${BROWSER_PAGE_MAX}`)
    .default(BROWSER_PAGE_DEFAULT),
  cursor: z
    .string()
    .regex(/^[0-9a-f]{1,300}$/, 'cursor is not valid')
    .optional(),
});
export type BrowserQuery = z.infer<typeof BrowserQuerySchema>;

/** The signed-in player's own state in a room: escaped (best time, null for escapes before times were kept) or in progress. */
export const MyRoomStatusSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('escaped'), best_ms: z.number().int().nullable() }),
    z.object({ state: z.literal('in_progress') }),
  ])
  .nullable();
export type MyRoomStatus = z.infer<typeof MyRoomStatusSchema>;

export const RatingSummarySchema = z.object({
  /** Mean stars, null while unrated. */
  average: z.number().nullable(),
  count: z.number().int(),
});

export const RoomCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  theme: z.string(),
  difficulty: DifficultySchema,
  /** The start scene at card size (WebP to browsers that take it), or null without an image. */
  cover_url: z.string().nullable(),
  /** Median time of first escapes, else the design's estimate. */
  estimated_minutes: z.number().int(),
  estimate_source: z.enum(['runs', 'design']),
  rating: RatingSummarySchema,
  plays: z.number().int(),
  creator_name: z.string(),
  published_at: z.string(),
  my_status: MyRoomStatusSchema,
  /** What the room is a remix of, with its credit line; null for a room of its own (issue 32). */
  remix_of: RemixCreditSchema.nullable(),
});
export type RoomCard = z.infer<typeof RoomCardSchema>;

export const ReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  author_name: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** Hidden by an admin: only its author and admins see it, marked so. */
  hidden: z.boolean(),
  /** Why it was hidden (to its author and admins). */
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const RoomStatsSchema = z.object({
  /** Players who opened the room. */
  plays: z.number().int(),
  /** Players who escaped it at least once. */
  escaped_players: z.number().int(),
  /** escaped_players / plays, null before anyone played. */
  escape_rate: z.number().min(0).max(1).nullable(),
  /** Of players' first escapes. */
  median_ms: z.number().int().nullable(),
  median_hints: z.number().nullable(),
});

export const RoomPageSchema = z.object({
  room: RoomCardSchema.extend({ description: z.string(), premise: z.string().nullable() }),
  stats: RoomStatsSchema,
  /** The latest reviews the caller may see, newest first. */
  reviews: z.array(ReviewSchema),
  my_rating: ReviewSchema.nullable(),
  /** The caller has escaped the room, so may rate it. */
  can_rate: z.boolean(),
  /** The owner's switch: other creators may remix the room. */
  allow_remix: z.boolean(),
  /** The caller may remix it now (a creator or admin, the switch on, the room open to players). */
  can_remix: z.boolean(),
  /** The caller may open it in the scene editor (its owner, or an admin). */
  can_edit: z.boolean(),
});
export type RoomPage = z.infer<typeof RoomPageSchema>;

const reviewText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  safeText('review', REVIEW_MAX_LENGTH)
    .transform((text) => text.trim())
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0001-\u0008\u000b-\u001f\u007f]/.test(text), 'review must be plain text')
    .nullable()
    .optional(),
);

export const RateRoomRequestSchema = z.object({
  stars: z
    .number({ required_error: 'stars is required', invalid_type_error: 'stars must be a number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be from 1 to 5')
    .max(5, 'stars must be from 1 to 5'),
  review: reviewText,
});
export type RateRoomRequest = z.infer<typeof RateRoomRequestSchema>;

export const ReviewVisibilityRequestSchema = z
  .object({
    hidden: z.boolean({ required_error: 'hidden is required', invalid_type_error: 'hidden must be true or false' }),
    reason: optionalText('reason', HIDE_REASON_MAX_LENGTH),
  })
  .refine((body) => !body.hidden || body.reason, { message: 'reason is required to hide a review', path: ['reason'] });

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  player_name: z.string(),
  hints_used: z.number().int(),
  duration_ms: z.number().int(),
  finished_at: z.string(),
  mine: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const XP_PERIODS = ['week', 'all'] as const;
export const XpBoardQuerySchema = z.object({
  period: z.enum(XP_PERIODS, { errorMap: () => ({ message: 'period must be week or all' }) }).default('week'),
});

export const XpBoardEntrySchema = z.object({
  rank: z.number().int().min(1),
  player_name: z.string(),
  xp: z.number().int(),
  mine: z.boolean(),
});

export const XpEntrySchema = z.object({
  source: z.enum(XP_SOURCES),
  amount: z.number().int(),
  created_at: z.string(),
  /** The room it was earned in (every source today is a room's). */
  room_id: z.string().nullable(),
  room_title: z.string().nullable(),
});
export type XpEntry = z.infer<typeof XpEntrySchema>;

// The browser's cursor: hex of "sort|key|id", the key being the sort's column of the last card.
export interface BrowserPosition {
  sort: BrowserSort;
  key: string;
  id: string;
}

export function encodeBrowserCursor(position: BrowserPosition): string {
  return [...`${position.sort}|${position.key}|${position.id}`]
    .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('');
}

const KEY_PATTERN: Record<BrowserSort, RegExp> = {
  top: /^\d+(\.\d+)?(e-?\d+)?$/,
  played: /^\d+$/,
  new: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The position in a browser cursor made for `sort`, or null when it is not one. */
export function decodeBrowserCursor(cursor: string, sort: BrowserSort): BrowserPosition | null {
  if (cursor.length % 2 !== 0) return null;
  const text = cursor.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)));
  const [cursorSort, key, id, extra] = text.split('|');
  if (extra !== undefined || cursorSort !== sort || !KEY_PATTERN[sort].test(key ?? '') || !UUID.test(id ?? ''))
    return null;
  return { sort, key, id };
}
