/**
 * What an escape earns, written only from the server's replay (strategies/locked-replay.ts, the one
 * path that records an escape), inside its transaction: the finished run (room_runs; ranked unless
 * the session took the offline package) and the XP ledger rows. The run is keyed by the session and
 * the escaping action, the XP by (user, source, source id) with ON CONFLICT DO NOTHING, so a sync
 * repeated any number of times writes each once.
 */
import { escapeXp, XP_FIRST_ESCAPE_BONUS, type GameState, type RoomPackage, type StepResult } from '@core';
import type { Queryable } from '../../db/pool';
import type { SessionRecord } from '../../db/sessions-repo';
import { countFirstEscape, insertEscapeRun, keepBestRun } from '../../db/community/runs-repo';
import { awardXp, type XpAward } from '../../db/community/xp-repo';

export interface EscapeWitnessed {
  userId: string;
  /** The session as read before this replay (its best score is still that of earlier runs). */
  session: Pick<SessionRecord, 'id' | 'room_id' | 'unranked' | 'best_points'>;
  pkg: Pick<RoomPackage, 'id' | 'version' | 'difficulty'>;
  state: Pick<GameState, 'hints_used' | 'points' | 'escaped'>;
  results: Array<{ action_id: string; result: StepResult | null }>;
}

/** The id of the action whose step escaped, if this replay escaped. */
export function escapingActionId(results: EscapeWitnessed['results']): string | null {
  return results.find((entry) => entry.result?.state.escaped)?.action_id ?? null;
}

/** Records the run and its XP; answers the XP written now (none when this escape was recorded before). */
export async function rewardEscape(escape: EscapeWitnessed, tx: Queryable): Promise<XpAward[]> {
  const actionId = escapingActionId(escape.results);
  if (!escape.state.escaped || !actionId) return [];
  const roomId = escape.pkg.id;
  const run = await insertEscapeRun(
    {
      roomId,
      userId: escape.userId,
      sessionId: escape.session.id,
      escapeActionId: actionId,
      packageVersion: escape.pkg.version,
      ranked: !escape.session.unranked,
      escapedBefore: escape.session.best_points !== null,
      hintsUsed: escape.state.hints_used,
      points: escape.state.points,
    },
    tx,
  );
  if (!run) return [];
  await keepBestRun(run.id, tx);
  if (run.first_escape) await countFirstEscape(roomId, tx);
  const awards: XpAward[] = [
    {
      userId: escape.userId,
      source: 'escape',
      sourceId: `${roomId}:${actionId}`,
      amount: escapeXp(escape.pkg.difficulty, escape.state.hints_used, !run.first_escape),
    },
  ];
  if (run.first_escape)
    awards.push({ userId: escape.userId, source: 'first_escape', sourceId: roomId, amount: XP_FIRST_ESCAPE_BONUS });
  return awardXp(awards, tx);
}
