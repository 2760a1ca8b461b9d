/**
 * "Make available offline" (issue 29 item 2): the sealed package, which plays with no network, and
 * the keys of the code locks this player already solved. Its code verifiers can be searched on the
 * device (a 4-digit space falls to any KDF), so the player's session of the room is marked
 * unranked in the same transaction, before the package leaves: it still earns completion and XP
 * from the server's replay, never a leaderboard place. The mark stays through restarts and new
 * room versions (the player keeps the package they downloaded).
 */
import type { Keyring, SealedPackage } from '@core';
import { PLAY_MESSAGES } from '@core/content/messages';
import { inTransaction } from '../../db/pool';
import { findPlayableRoomHead } from '../../db/rooms-repo';
import { markSessionUnranked } from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { notFound } from '../../model/app-error';
import { lockedSession } from './locked-session';
import { mayPlay, offlineKeyringFor, packagesOfPlayableRoom } from './player-package';

export interface OfflinePackage {
  package: SealedPackage;
  keyring: Keyring;
}

export async function offlinePackage(user: StoredUser, roomId: string): Promise<OfflinePackage> {
  return inTransaction(async (tx) => {
    const head = await findPlayableRoomHead(roomId, tx);
    if (!mayPlay(user, head)) throw notFound(PLAY_MESSAGES.roomNotFound);
    const room = await packagesOfPlayableRoom(roomId, head, tx);
    // Created when the player has none yet; started over when the room has a new version.
    const session = await lockedSession(user, room.pkg, tx);
    await markSessionUnranked(session.id, tx);
    return { package: room.sealed, keyring: await offlineKeyringFor(room, session.state) };
  });
}
