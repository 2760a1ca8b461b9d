/**
 * Leaderboards and XP (issue 31 items 4 and 5): a room's board of ranked runs, the global XP
 * boards (this week, all time) and the caller's own XP, all ranked in SQL.
 */
import { playerDisplayName, type LeaderboardEntry, type XpEntry } from '@core';
import { roomBoard, type BoardRunRow } from '../../db/community/runs-repo';
import { latestXp, xpBoard, xpStanding } from '../../db/community/xp-repo';
import type { StoredUser } from '../../model/stored-user';
import { listedRoom } from './browse';

const toEntry = (row: BoardRunRow, userId: string): LeaderboardEntry => ({
  rank: row.rank,
  player_name: playerDisplayName(row.first_name, row.last_name, row.user_id),
  hints_used: row.hints_used,
  duration_ms: row.duration_ms,
  finished_at: new Date(row.finished_at).toISOString(),
  mine: row.user_id === userId,
});

export async function roomLeaderboard(
  user: StoredUser,
  roomId: string,
): Promise<{ entries: LeaderboardEntry[]; me: LeaderboardEntry | null }> {
  await listedRoom(user, roomId);
  const rows = await roomBoard(roomId, user.id);
  const mine = rows.find((row) => row.user_id === user.id);
  return {
    entries: rows.filter((row) => row.in_top).map((row) => toEntry(row, user.id)),
    me: mine ? toEntry(mine, user.id) : null,
  };
}

export async function globalXpBoard(user: StoredUser, period: 'week' | 'all') {
  const rows = await xpBoard(period, user.id);
  const entries = rows.map((row) => ({
    rank: row.rank,
    player_name: playerDisplayName(row.first_name, row.last_name, row.user_id),
    xp: row.xp,
    mine: row.user_id === user.id,
    in_top: row.in_top,
  }));
  const strip = ({ in_top: _inTop, ...entry }: (typeof entries)[number]) => entry;
  const me = entries.find((entry) => entry.mine);
  return { period, entries: entries.filter((entry) => entry.in_top).map(strip), me: me ? strip(me) : null };
}

export async function myXp(
  user: StoredUser,
): Promise<{ balance: number; week_xp: number; rank: number | null; entries: XpEntry[] }> {
  const [standing, entries] = await Promise.all([xpStanding(user.id), latestXp(user.id)]);
  return {
    ...standing,
    entries: entries.map((row) => ({
      source: row.source,
      amount: row.amount,
      created_at: new Date(row.created_at).toISOString(),
      room_id: row.room_id,
      room_title: row.room_title,
    })),
  };
}
