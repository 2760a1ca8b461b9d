/**
 * The room browser and a room's page (issue 31 items 1 and 2): rooms players may open, searched,
 * filtered and sorted in SQL, a keyset page at a time, each card with the caller's own status.
 * A room players may not open answers 404 as if it did not exist.
 */
import {
  canCreate,
  decodeBrowserCursor,
  encodeBrowserCursor,
  type BrowserPosition,
  type BrowserQuery,
  type RoomCard,
  type RoomPage,
} from '@core';
import { PLAY_MESSAGES } from '@core/content/messages';
import { COMMUNITY_MESSAGES } from '@core/content/community-messages';
import { browseRooms, findListedRoom, type BrowserRow } from '../../db/community/browser-repo';
import { findMyRating, latestReviews } from '../../db/community/ratings-repo';
import { hasEscaped, myRoomStatuses } from '../../db/community/runs-repo';
import type { StoredUser } from '../../model/stored-user';
import { badRequest, notFound } from '../../model/app-error';
import { statusOf, toCard, toReview } from './cards';

function startAfter(query: BrowserQuery): BrowserPosition | null {
  if (!query.cursor) return null;
  const position = decodeBrowserCursor(query.cursor, query.sort);
  if (!position) throw badRequest(COMMUNITY_MESSAGES.cursorInvalid);
  return position;
}

async function cardsFor(user: StoredUser, rows: BrowserRow[]): Promise<RoomCard[]> {
  const statuses = new Map(
    (
      await myRoomStatuses(
        user.id,
        rows.map((row) => row.id),
      )
    ).map((s) => [s.room_id, s]),
  );
  return rows.map((row) => toCard(row, statusOf(statuses.get(row.id))));
}

export async function browse(
  user: StoredUser,
  query: BrowserQuery,
): Promise<{ rooms: RoomCard[]; next_cursor: string | null }> {
  const rows = await browseRooms(query, startAfter(query), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const next_cursor =
    rows.length > query.limit && last
      ? encodeBrowserCursor({ sort: query.sort, key: last.sort_key, id: last.id })
      : null;
  return { rooms: await cardsFor(user, page), next_cursor };
}

/** A room players may open (admins and its owner: disabled ones too), else 404 without saying whether it exists. */
export async function listedRoom(user: StoredUser, roomId: string): Promise<BrowserRow> {
  const room = await findListedRoom(roomId, { id: user.id, admin: user.admin });
  if (!room) throw notFound(PLAY_MESSAGES.roomNotFound);
  return room;
}

/** What the caller may do with the room beyond playing it: remix it (issue 32 item 3), open it in the editor. */
function roomPowers(user: StoredUser, room: BrowserRow): Pick<RoomPage, 'allow_remix' | 'can_remix' | 'can_edit'> {
  return {
    allow_remix: room.allow_remix,
    can_remix: canCreate(user.role) && room.allow_remix && room.enabled,
    can_edit: user.admin || room.owner_id === user.id,
  };
}

export async function roomPage(user: StoredUser, roomId: string): Promise<RoomPage> {
  const room = await listedRoom(user, roomId);
  const viewer = { id: user.id, admin: user.admin };
  const [statuses, reviews, mine, escaped] = await Promise.all([
    myRoomStatuses(user.id, [roomId]),
    latestReviews(roomId, viewer),
    findMyRating(roomId, user.id),
    hasEscaped(user.id, roomId),
  ]);
  return {
    room: { ...toCard(room, statusOf(statuses[0])), description: room.description, premise: room.premise },
    stats: {
      plays: room.plays,
      escaped_players: room.escaped_players,
      escape_rate: room.plays > 0 ? Math.min(1, room.escaped_players / room.plays) : null,
      median_ms: room.median_escape_ms,
      median_hints: room.median_hints,
    },
    reviews: reviews.map((row) => toReview(row, viewer)),
    my_rating: mine ? toReview(mine, viewer) : null,
    can_rate: escaped,
    ...roomPowers(user, room),
  };
}
