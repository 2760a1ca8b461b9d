/**
 * The room browser's cards (issue 31 item 1): the server's cards marked with the rooms stored on
 * this device and, where the server knows no status, the player's own local session; offline, the
 * stored rooms alone, filtered as the server would (search, difficulty, theme, length).
 */
import { DESIGN_ESTIMATE_MINUTES, ROOM_LENGTHS, type Difficulty, type MyRoomStatus, type RoomCard } from '@core';
import type { LocalSession } from '../play/offline/offline-db';
import type { OfflineRoom } from '../rooms/useRoomList';
import type { BrowserFilters } from './browser-filters';

export interface BrowserCard {
  id: string;
  title: string;
  theme: string;
  difficulty: Difficulty;
  cover_url: string | null;
  estimated_minutes: number;
  /** Null offline: only the server knows. */
  rating: RoomCard['rating'] | null;
  plays: number | null;
  creator_name: string | null;
  /** "Remix of X by A, originally by B" (issue 32); null for a room of its own, and offline. */
  remix_credit: string | null;
  my_status: MyRoomStatus;
  available_offline: boolean;
}

/** The player's status from a session kept on this device. */
export function localStatus(session: LocalSession | undefined): MyRoomStatus {
  if (!session) return null;
  if (session.finished_at || session.state.escaped) {
    const ms = session.finished_at ? Date.parse(session.finished_at) - Date.parse(session.started_at) : NaN;
    return { state: 'escaped', best_ms: Number.isFinite(ms) && ms >= 0 ? ms : null };
  }
  return { state: 'in_progress' };
}

export function serverCards(
  rooms: RoomCard[],
  stored: ReadonlySet<string>,
  local: ReadonlyMap<string, MyRoomStatus>,
): BrowserCard[] {
  return rooms.map((room) => ({
    id: room.id,
    title: room.title,
    theme: room.theme,
    difficulty: room.difficulty,
    cover_url: room.cover_url,
    estimated_minutes: room.estimated_minutes,
    rating: room.rating,
    plays: room.plays,
    creator_name: room.creator_name,
    remix_credit: room.remix_of?.credit ?? null,
    my_status: room.my_status ?? local.get(room.id) ?? null,
    available_offline: stored.has(room.id),
  }));
}

const lengthFits = (minutes: number, length: BrowserFilters['length']): boolean => {
  if (!length) return true;
  const { from, below } = ROOM_LENGTHS[length];
  return minutes >= from && (below === null || minutes < below);
};

/** Stored rooms as cards, filtered like the server's browser; sorted by title. */
export function deviceCards(
  offline: OfflineRoom[],
  local: ReadonlyMap<string, MyRoomStatus>,
  filters: BrowserFilters,
): BrowserCard[] {
  const words = filters.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const theme = filters.theme.trim().toLowerCase();
  return offline
    .map(({ room, cover_url }): BrowserCard => {
      const pkg = room.package;
      return {
        id: room.id,
        title: pkg.title,
        theme: pkg.theme,
        difficulty: pkg.difficulty,
        cover_url,
        estimated_minutes: DESIGN_ESTIMATE_MINUTES[pkg.difficulty],
        rating: null,
        plays: null,
        creator_name: null,
        remix_credit: null,
        my_status: local.get(room.id) ?? null,
        available_offline: true,
      };
    })
    .filter((card, i) => {
      const pkg = offline[i].room.package;
      const text = `${pkg.title} ${pkg.theme} ${pkg.description}`.toLowerCase();
      return (
        words.every((word) => text.includes(word)) &&
        (!filters.difficulty || card.difficulty === filters.difficulty) &&
        (!theme || card.theme.toLowerCase() === theme) &&
        lengthFits(card.estimated_minutes, filters.length)
      );
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The cards in sight with what a fresh first page says of the same rooms (the player's status,
 * rating, plays, estimate): back on the browser after playing, "Escaped in" shows without the
 * list starting over.
 */
export function withFreshCards(current: RoomCard[], fresh: RoomCard[]): RoomCard[] {
  const byId = new Map(fresh.map((room) => [room.id, room]));
  return current.map((room) => byId.get(room.id) ?? room);
}
