/** Room listing, the enable/disable switch and the owner's settings (whether others may remix the room). */
import {
  canCreate,
  pageOf,
  type RoomListQuery,
  type RoomSettingsRequest,
  type RoomSummary,
  type Storyboard,
} from '@core';
import {
  findRoom,
  listRooms as listRoomRows,
  toggleRoomEnabled,
  toSummary,
  type RoomRecord,
  type RoomScope,
} from '../../db/rooms-repo';
import { actsOnAll } from './ownership';
import type { StoredUser } from '../../model/stored-user';
import { inTransaction } from '../../db/pool';
import { rememberedElementNames } from '../../db/room-edits-repo';
import { setAllowRemix } from '../../db/community/remix-repo';
import { listScenes } from '../../db/scenes-repo';
import { AppError, notFound } from '../../model/app-error';
import { verdictFor } from './room-assembly';
import { startAfter } from '../shared/paging';
import { requireRoom } from './room-creation';
import { PLAY_MESSAGES } from '@core/content/messages';

/** The rooms a user's list shows (RoomListQuerySchema): players' rooms, plus a creator's own, or all for admins. */
function scopeFor(user: StoredUser, mine: boolean): RoomScope {
  if (mine) return { ownedBy: user.id };
  if (actsOnAll(user)) return { all: true };
  return canCreate(user.role) ? { listed: true, alsoOwnedBy: user.id } : { listed: true };
}

/** A page of rooms, newest first; admins and a room's own creator get its managing fields (the owner's email). */
export async function listRoomsFor(
  user: StoredUser,
  page: RoomListQuery,
): Promise<{ escape_rooms: RoomSummary[]; next_cursor: string | null }> {
  const scope = scopeFor(user, page.mine === 'true');
  const rows = await listRoomRows({ scope, limit: page.limit + 1, after: startAfter(page) });
  const { items, next_cursor } = pageOf(rows, page.limit, (room) => ({ created_at: room.cursor_ts, id: room.id }));
  const manages = (room: RoomRecord) => actsOnAll(user) || room.owner_id === user.id;
  return { escape_rooms: items.map((room) => toSummary(room, { forAdmin: manages(room) })), next_cursor };
}

export async function roomForAdmin(id: string): Promise<{ puzzle: RoomSummary; storyboard: Storyboard | null }> {
  const room = await requireRoom(id);
  return { puzzle: toSummary(room, { forAdmin: true }), storyboard: room.storyboard };
}

/**
 * Flips whether players may open the room. A published room whose current design is not
 * solvable cannot be enabled: 422 with the checker's one-sentence reason.
 */
export async function toggleRoom(id: string): Promise<{ enabled: boolean; puzzle: RoomSummary }> {
  const enabled = await inTransaction(async (tx) => {
    const room = await findRoom(id, tx, true);
    if (!room) throw notFound(PLAY_MESSAGES.roomNotFound);
    if (!room.enabled && room.package && room.design) {
      const { verdict } = verdictFor({
        room,
        design: room.design,
        scenes: await listScenes(id, tx),
        remembered: await rememberedElementNames(id, tx),
        enabled: room.enabled,
        published: true,
      });
      if (!verdict.solvable) {
        const reason = verdict.reason ?? 'The exit cannot be reached.';
        throw new AppError(422, reason, 'unsolvable', [reason]);
      }
    }
    return toggleRoomEnabled(id, tx);
  });
  const room = await findRoom(id);
  if (enabled === null || !room) throw notFound(PLAY_MESSAGES.roomNotFound);
  return { enabled, puzzle: toSummary(room, { forAdmin: true }) };
}

/**
 * The owner's settings (the route checks the owner): whether other creators may remix the room. Turning
 * it off refuses new remixes only; remixes made before keep their copy and their credit.
 */
export async function updateRoomSettings(id: string, settings: RoomSettingsRequest): Promise<{ puzzle: RoomSummary }> {
  if (!(await setAllowRemix(id, settings.allow_remix))) throw notFound(PLAY_MESSAGES.roomNotFound);
  return { puzzle: toSummary(await requireRoom(id), { forAdmin: true }) };
}
