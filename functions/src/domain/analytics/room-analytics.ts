/**
 * A room's analytics for its creator (issue 32 items 4 and 5): one version's funnel, drop-off,
 * puzzles and the escapes' time and hints, from the runs' summary rows (db/analytics). The rows are
 * named after the room's current design (scene and element names; the ids are the design's, kept
 * across releases); an id the current design no longer has keeps its id as its label. Who may ask
 * (the owner, or an admin) is the route's owner check, decided from the users row on each request.
 */
import {
  ANALYTICS_ABANDONED_AFTER_MS,
  ANALYTICS_HINT_BUCKETS,
  ANALYTICS_MIN_PLAYERS,
  ANALYTICS_TIME_BUCKETS,
  type RoomAnalytics,
  type RoomAnalyticsQuery,
} from '@core';
import { PLAY_MESSAGES } from '@core/content/messages';
import {
  distributionRows,
  findAnalyticsRoom,
  funnelRows,
  playedVersions,
  puzzleRows,
  type AnalyticsScope,
  type BucketRow,
  type DistributionSummary,
  type FunnelRow,
} from '../../db/analytics/room-analytics-repo';
import { notFound } from '../../model/app-error';
import { designNamesOf, type DesignNames } from './design-names';

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

function funnelOf(rows: FunnelRow[], names: DesignNames): Pick<RoomAnalytics, 'funnel' | 'drop_off'> {
  const sceneOrder = (id: string | null) => (id === null ? -1 : (names.sceneOrder.get(id) ?? Number.MAX_SAFE_INTEGER));
  const step = (kind: FunnelRow['step']) => rows.filter((row) => row.step === kind);
  const scenes = step('scene').sort((a, b) => sceneOrder(a.id) - sceneOrder(b.id));
  return {
    funnel: [
      ...step('started').map((row) => ({ step: 'started' as const, scene_id: null, label: 'Started', ...counts(row) })),
      ...scenes.map((row) => ({
        step: 'scene' as const,
        scene_id: row.id,
        label: names.scene(row.id!),
        ...counts(row),
      })),
      ...step('escaped').map((row) => ({ step: 'escaped' as const, scene_id: null, label: 'Escaped', ...counts(row) })),
    ],
    drop_off: step('drop_off').map((row) => ({
      element_id: row.id,
      label: row.id === null ? 'Before the first solve' : names.element(row.id),
      ...counts(row),
    })),
  };
}

const counts = (row: { players: number; runs: number }) => ({ players: row.players, runs: row.runs });

function distributionsOf(summary: DistributionSummary, buckets: BucketRow[]): Pick<RoomAnalytics, 'time' | 'hints'> {
  const width = summary.bucket_ms ?? 0;
  const of = (kind: BucketRow['kind']) => buckets.filter((b) => b.kind === kind);
  return {
    time: {
      median: summary.time_median_ms,
      p90: summary.time_p90_ms,
      buckets: of('time').map((b) => ({
        from: b.bucket * width,
        to: b.bucket === ANALYTICS_TIME_BUCKETS - 1 ? null : (b.bucket + 1) * width,
        ...counts(b),
      })),
    },
    hints: {
      median: summary.hints_median,
      p90: summary.hints_p90,
      buckets: of('hints').map((b) => ({
        from: b.bucket,
        to: b.bucket === ANALYTICS_HINT_BUCKETS - 1 ? null : b.bucket,
        ...counts(b),
      })),
    },
  };
}

const EMPTY_DISTRIBUTION = { median: null, p90: null, buckets: [] };

/** The analytics of `roomId` for the version asked (the current one by default). */
export async function roomAnalytics(roomId: string, query: RoomAnalyticsQuery): Promise<RoomAnalytics> {
  const room = await findAnalyticsRoom(roomId);
  if (!room) throw notFound(PLAY_MESSAGES.roomNotFound);
  const versions = await playedVersions(roomId);
  const currentVersion = room.package?.version ?? null;
  const version = query.version ?? currentVersion;
  const base = { room_id: roomId, title: room.title, current_version: currentVersion, versions };
  const names = designNamesOf(room.package, room.ids);
  if (version === null || !versions.includes(version))
    return {
      ...base,
      version,
      min_players: ANALYTICS_MIN_PLAYERS,
      funnel: [],
      drop_off: [],
      puzzles: [],
      time: EMPTY_DISTRIBUTION,
      hints: EMPTY_DISTRIBUTION,
    };
  const scope: AnalyticsScope = {
    roomId,
    version,
    minPlayers: ANALYTICS_MIN_PLAYERS,
    abandonedAfterMs: ANALYTICS_ABANDONED_AFTER_MS,
  };
  const puzzles = names.puzzles;
  const funnel = await funnelRows(scope);
  const perPuzzle = await puzzleRows(scope, puzzles);
  const spread = await distributionRows(scope, { time: ANALYTICS_TIME_BUCKETS, hints: ANALYTICS_HINT_BUCKETS });
  const sceneOf = new Map(puzzles.map((p) => [p.elementId, p.sceneId]));
  return {
    ...base,
    version,
    min_players: ANALYTICS_MIN_PLAYERS,
    ...funnelOf(funnel, names),
    puzzles: perPuzzle.map((row) => ({
      element_id: row.element_id,
      label: names.element(row.element_id),
      scene_id: sceneOf.get(row.element_id) ?? '',
      scene_label: names.scene(sceneOf.get(row.element_id) ?? ''),
      players: row.players,
      solved_players: row.solved_players,
      median_solve_ms: row.median_solve_ms,
      hint_share: share(row.hinted_players, row.players),
      wrong_codes: row.wrong_codes,
      stuck_share: share(row.stuck_players, row.players),
    })),
    ...distributionsOf(spread.summary, spread.buckets),
  };
}
