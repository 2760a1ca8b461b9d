/**
 * The XP tab's data (issue 31 items 4 and 5): the player's balance, rank and latest ledger entries,
 * and the global XP board for the chosen period (this week or all time). Each part loads, fails
 * and retries on its own.
 */
import { useState } from 'react';
import { fetchMyXp, fetchXpBoard, type MyXp, type XpBoard, type XpPeriod } from './community-calls';
import { useLoad } from './useLoad';

export type { Loadable } from './useLoad';

export function useXp() {
  const [period, setPeriod] = useState<XpPeriod>('week');
  const [mine, reloadMine] = useLoad<MyXp>(fetchMyXp, 'me');
  const [board, reloadBoard] = useLoad<XpBoard>(() => fetchXpBoard(period), period);
  return { mine, reloadMine, board, reloadBoard, period, setPeriod };
}
