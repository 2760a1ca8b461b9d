/**
 * A published room as the server holds it for play. A release renames every scene and element id
 * to a random one (core/src/sealing/opaque-ids.ts), so the full package the server replays on,
 * both sealed packages and the session states use ids the design does not: tests that find the way
 * out pair the stored package with the design's answers under the released ids, as the server does.
 */
import type { OnlineSeal, RoomPackage, RoomSolutions, SealedPackage } from '@core';
import { findPlayerPackage } from '../../functions/src/db/rooms-repo';
import { designPackageOf, releasedSolutions } from '../../functions/src/domain/rooms/room-sealing';

export interface ReleasedRoom {
  /** The full package the server replays on (released ids). */
  pkg: RoomPackage;
  /** The design's answers under the released ids. */
  solutions: RoomSolutions;
  sealed: SealedPackage | null;
  online: OnlineSeal | null;
  /** The full package under the design's ids (what the scene editor names). */
  designPackage: RoomPackage;
}

export async function releasedRoom(roomId: string): Promise<ReleasedRoom> {
  const row = await findPlayerPackage(roomId);
  if (!row?.package) throw new Error(`room ${roomId} is not published`);
  return {
    pkg: row.package,
    solutions: releasedSolutions(row.solutions ?? {}, row.online_package),
    sealed: row.sealed_package,
    online: row.online_package,
    designPackage: designPackageOf(row.package, row.online_package),
  };
}
