/** Room listing and the admin's enable/disable switch. */
import { pageOf, type PageQuery, type RoomSummary, type Storyboard } from '@core';
import { findRoom, listRooms as listRoomRows, toggleRoomEnabled, toSummary } from '../db/rooms-repo';
import type { StoredUser } from '../db/users-repo';
import { notFound } from './app-error';
import { startAfter } from './paging';
import { requireRoom } from './room-creation';

/** Players see enabled, published rooms; admins see every room. A page at a time, newest first. */
export async function listRoomsFor(
  user: StoredUser,
  page: PageQuery,
): Promise<{ escape_rooms: RoomSummary[]; next_cursor: string | null }> {
  const rows = await listRoomRows({ includeDisabled: user.admin, limit: page.limit + 1, after: startAfter(page) });
  const { items, next_cursor } = pageOf(rows, page.limit, (room) => ({ created_at: room.cursor_ts, id: room.id }));
  return { escape_rooms: items.map((room) => toSummary(room, { forAdmin: user.admin })), next_cursor };
}

export async function roomForAdmin(id: string): Promise<{ puzzle: RoomSummary; storyboard: Storyboard | null }> {
  const room = await requireRoom(id);
  return { puzzle: toSummary(room, { forAdmin: true }), storyboard: room.storyboard };
}

export async function toggleRoom(id: string): Promise<{ enabled: boolean; puzzle: RoomSummary }> {
  const enabled = await toggleRoomEnabled(id);
  if (enabled === null) throw notFound('Escape room not found');
  const room = await findRoom(id);
  if (!room) throw notFound('Escape room not found');
  return { enabled, puzzle: toSummary(room, { forAdmin: true }) };
}
