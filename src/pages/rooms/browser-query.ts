/**
 * The room browser's state in the address (issue 31 item 1): ?q=&difficulty=&theme=&length=&sort=,
 * defaults left out, so Back (or a shared link) returns to the same list. Anything the browser
 * does not know reads as not given.
 */
import {
  BROWSER_SORTS,
  DIFFICULTIES,
  ROOM_LENGTH_NAMES,
  type BrowserSort,
  type Difficulty,
  type MyRoomStatus,
  type RoomLength,
} from '@core';
import type { BrowserFilters } from '../../data/community/browser-filters';

export const DEFAULT_FILTERS: BrowserFilters = { q: '', difficulty: '', theme: '', length: '', sort: 'top' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

export function filtersFromSearch(search: string): BrowserFilters {
  const params = new URLSearchParams(search);
  return {
    q: params.get('q') ?? '',
    difficulty: oneOf<Difficulty>(DIFFICULTIES, params.get('difficulty')),
    theme: params.get('theme') ?? '',
    length: oneOf<RoomLength>(ROOM_LENGTH_NAMES, params.get('length')),
    sort: oneOf<BrowserSort>(BROWSER_SORTS, params.get('sort')) || DEFAULT_FILTERS.sort,
  };
}

/** "?q=…" for `filters` (empty when all are defaults). */
export function searchOf(filters: BrowserFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.theme.trim()) params.set('theme', filters.theme);
  if (filters.length) params.set('length', filters.length);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Some filter narrows the list (the sort does not). */
export const isFiltered = (filters: BrowserFilters): boolean =>
  Boolean(filters.q.trim() || filters.difficulty || filters.theme.trim() || filters.length);

/** "12:41" or "1:02:03" for a duration in milliseconds. */
export function clockOf(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The player's own status in a room, as a card and a room's page say it. */
export function statusText(status: MyRoomStatus): string | null {
  if (!status) return null;
  if (status.state === 'in_progress') return 'In progress';
  return status.best_ms === null ? 'Escaped' : `Escaped in ${clockOf(status.best_ms)}`;
}
