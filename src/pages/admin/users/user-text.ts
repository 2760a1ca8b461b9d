/** Wording of the User Management tab (platform-spec §2): counts, dates and the delete confirmation. */
import type { UserWithCounts } from '@core';

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A date as "12 Mar 2025"; the raw value when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A date and time as "12 Mar 2025, 14:05". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The delete confirmation: what the user owned moves to the admin; their play history stays, anonymous. */
export function deleteConfirmation(
  user: Pick<UserWithCounts, 'email' | 'agents_count' | 'puzzles_count' | 'game_sessions_count'>,
): string {
  return (
    `Delete ${user.email}? Their agents and puzzles move to you and their game sessions stay, anonymised ` +
    `(${plural(user.agents_count, 'agent')}, ${plural(user.puzzles_count, 'puzzle')}, ` +
    `${plural(user.game_sessions_count, 'game session')}). This cannot be undone.`
  );
}
