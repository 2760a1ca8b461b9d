/** Room listing and the admin's enable/disable switch. */
import type { RoomSummary, Storyboard } from '@core';
import { findRoom, listRooms as listRoomRows, toggleRoomEnabled, toSummary } from '../db/rooms-repo';
import type { StoredUser } from '../db/users-repo';
import { notFound } from './app-error';
import { requireRoom } from './room-creation';

/** Players see enabled, published rooms; admins see every room. */
export async function listRoomsFor(user: StoredUser): Promise<RoomSummary[]> {
  return (await listRoomRows({ includeDisabled: user.admin })).map(toSummary);
}

export async function roomForAdmin(id: string): Promise<{ puzzle: RoomSummary; storyboard: Storyboard | null }> {
  const room = await requireRoom(id);
  return { puzzle: toSummary(room), storyboard: room.storyboard };
}

export async function toggleRoom(id: string): Promise<{ enabled: boolean; puzzle: RoomSummary }> {
  const enabled = await toggleRoomEnabled(id);
  if (enabled === null) throw notFound('Escape room not found');
  const room = await findRoom(id);
  if (!room) throw notFound('Escape room not found');
  return { enabled, puzzle: toSummary(room) };
}
