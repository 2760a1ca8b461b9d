/**
 * Creator analytics (issue 32 items 4 and 5): a room version's funnel, its puzzles, and the time and
 * hints of its escapes, aggregated on the server from the replayed runs. Aggregates only: a row is
 * there only when at least ANALYTICS_MIN_PLAYERS distinct players are in it, and nothing names a player.
 */
import { z } from 'zod';
import { safeText } from './safe-text';

/** The fewest distinct players a row of a creator's analytics may stand for. */
export const ANALYTICS_MIN_PLAYERS = 5;
/** A run with no escape and no action for this long counts as abandoned (its drop-off and stuck puzzles). */
export const ANALYTICS_ABANDONED_AFTER_MS = 30 * 60_000;
/** Buckets of the time distribution (the last one holds the rest) and of the hints one (the last: that many or more). */
export const ANALYTICS_TIME_BUCKETS = 12;
export const ANALYTICS_HINT_BUCKETS = 6;

export const RoomAnalyticsQuerySchema = z.object({
  /** A version the room was played on; the room's current one when left out. */
  version: safeText('version', 64).pipe(z.string().min(1, 'version must not be empty')).optional(),
});
export type RoomAnalyticsQuery = z.infer<typeof RoomAnalyticsQuerySchema>;

const count = z.number().int().min(0);

export const FunnelStepSchema = z.object({
  step: z.enum(['started', 'scene', 'escaped']),
  /** The scene's design id (step 'scene'), else null. */
  scene_id: z.string().nullable(),
  label: z.string(),
  players: count,
  runs: count,
});

export const DropOffSchema = z.object({
  /** The element abandoned runs solved last (design id); null: they solved nothing. */
  element_id: z.string().nullable(),
  label: z.string(),
  players: count,
  runs: count,
});

export const PuzzleStatsSchema = z.object({
  element_id: z.string(),
  label: z.string(),
  scene_id: z.string(),
  scene_label: z.string(),
  /** Players whose run reached the puzzle's scene. */
  players: count,
  solved_players: count,
  /** Median time from the run's previous solve to this one; null with fewer solvers than the threshold. */
  median_solve_ms: z.number().int().nullable(),
  /** Share (0–1) of the players who bought a hint on it. */
  hint_share: z.number().min(0).max(1),
  wrong_codes: count,
  /** Share (0–1) of the players whose abandoned run reached it and never solved it: the heat layer. */
  stuck_share: z.number().min(0).max(1),
});
export type PuzzleStats = z.infer<typeof PuzzleStatsSchema>;

export const BucketSchema = z.object({
  /** Time: from this many ms; hints: this many hints. */
  from: z.number().int().min(0),
  /** Time: up to (excluded); hints: the same as from. Null: the last bucket, holding everything above. */
  to: z.number().int().min(0).nullable(),
  players: count,
  runs: count,
});

export const DistributionSchema = z.object({
  median: z.number().nullable(),
  p90: z.number().nullable(),
  buckets: z.array(BucketSchema),
});

export const RoomAnalyticsSchema = z.object({
  room_id: z.string(),
  title: z.string(),
  /** The version shown (null: the room was never released) and every version played, latest first. */
  version: z.string().nullable(),
  current_version: z.string().nullable(),
  versions: z.array(z.string()),
  min_players: z.number().int(),
  funnel: z.array(FunnelStepSchema),
  drop_off: z.array(DropOffSchema),
  puzzles: z.array(PuzzleStatsSchema),
  /** Escaped runs: total time in ms, and hints used. */
  time: DistributionSchema,
  hints: DistributionSchema,
});
export type RoomAnalytics = z.infer<typeof RoomAnalyticsSchema>;
