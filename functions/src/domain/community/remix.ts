/**
 * Remix with credit (issue 32 item 3). A creator (or admin) copies a published room that players may
 * open and whose owner allows it into their own library: a draft (unpublished, disabled) with the same
 * brief, storyboard, design, scenes and images, proven solvable again by the checker that publishing
 * uses before anything is kept. The copy credits the room and version it came from and the first room
 * of the line. Stats, ratings, reviews and runs stay with the original.
 */
import type { RoomSummary } from '@core';
import { PLAY_MESSAGES } from '@core/content/messages';
import { REMIX_MESSAGES } from '@core/content/remix-messages';
import { inTransaction, type Queryable } from '../../db/pool';
import { findRoom, toSummary, type RoomRecord } from '../../db/rooms-repo';
import { copyScenesWithImages, insertRemixRoom } from '../../db/community/remix-repo';
import { listScenes } from '../../db/scenes-repo';
import { AppError, forbidden, notFound } from '../../model/app-error';
import type { StoredUser } from '../../model/stored-user';
import { verdictFor } from '../rooms/room-assembly';
import { assertCreator } from '../rooms/ownership';

export interface RemixAnswer {
  puzzle: RoomSummary;
  solvability: { solvable: true; steps: number };
}

/**
 * The room, when `user` may remix it: 404 for a room players may not open (as its page answers), 403
 * when it is disabled but the caller may see it (its owner, an admin), 403 when its owner turned remixing off.
 */
function remixable(
  user: StoredUser,
  room: RoomRecord | null,
): RoomRecord & { package: NonNullable<RoomRecord['package']> } {
  const seesDisabled = room !== null && (user.admin || room.owner_id === user.id);
  if (!room?.package || !room.design || (!room.enabled && !seesDisabled)) throw notFound(PLAY_MESSAGES.roomNotFound);
  if (!room.enabled) throw forbidden(REMIX_MESSAGES.notOpen);
  if (!room.allow_remix) throw forbidden(REMIX_MESSAGES.remixOff);
  return room as RoomRecord & { package: NonNullable<RoomRecord['package']> };
}

/** Proves the copy solvable as publishing would (its own package, its own images); throws 422 otherwise. */
async function proveCopy(copy: RoomRecord, tx: Queryable): Promise<number> {
  if (!copy.design) throw new Error('A remix without a design');
  const { verdict, report } = verdictFor({
    room: copy,
    design: copy.design,
    scenes: await listScenes(copy.id, tx),
    enabled: false,
    published: false,
  });
  if (!verdict.solvable || !report) {
    const reason = REMIX_MESSAGES.unsolvable(verdict.reason ?? 'The exit cannot be reached.');
    throw new AppError(422, reason, 'unsolvable', [reason]);
  }
  return report.shortest_solution?.length ?? 0;
}

/** Copies `roomId` into `user`'s library as a proven draft, in one transaction (nothing is kept on failure). */
export async function remixRoom(user: StoredUser, roomId: string): Promise<RemixAnswer> {
  assertCreator(user);
  const { copyId, steps } = await inTransaction(async (tx) => {
    // The parent's row is share-locked: its switch, state and design cannot change under the copy, and
    // other remixes of it go on side by side.
    const parent = remixable(user, await findRoom(roomId, tx, 'share'));
    const copyId = await insertRemixRoom(
      {
        parentId: parent.id,
        ownerId: user.id,
        version: parent.package.version,
        rootId: parent.root_room_id ?? parent.id,
      },
      tx,
    );
    await copyScenesWithImages(parent.id, copyId, tx);
    const copy = await findRoom(copyId, tx);
    if (!copy) throw new Error('The remix was not written');
    return { copyId, steps: await proveCopy(copy, tx) };
  });
  const copy = await findRoom(copyId);
  if (!copy) throw notFound(PLAY_MESSAGES.roomNotFound);
  return { puzzle: toSummary(copy, { forAdmin: true }), solvability: { solvable: true, steps } };
}
