/**
 * The creator role's owner rule: a creator acts only on their own rooms and agents, an admin on all.
 * Decided on every request from the users row (its role) and the room's or agent's owner_id.
 */
import { canCreate } from '@core';
import { ownerOf, type OwnedKind } from '../../db/owners-repo';
import { forbidden } from '../../model/app-error';
import type { StoredUser } from '../../model/stored-user';

export const OWNER_MESSAGES = {
  creatorRequired: 'Access denied. Creator privileges required.',
  room: 'Access denied. This room belongs to another creator.',
  agent: 'Access denied. This agent belongs to another creator.',
} as const;

/** Whether the user may see and change everything, not only what they own. */
export const actsOnAll = (user: Pick<StoredUser, 'role'>): boolean => user.role === 'admin';

/** Throws 403 unless the user is a creator or an admin. */
export function assertCreator(user: Pick<StoredUser, 'role'>): void {
  if (!canCreate(user.role)) throw forbidden(OWNER_MESSAGES.creatorRequired);
}

/**
 * Throws 403 when a creator names another's room or agent. An id that names nothing passes: the use
 * case answers it as it always has (404 for a room, 400 for a room's unknown agent).
 */
export async function assertOwns(user: StoredUser, kind: OwnedKind, id: string): Promise<void> {
  assertCreator(user);
  if (actsOnAll(user)) return;
  const owner = await ownerOf(kind, id);
  if (owner !== undefined && owner !== user.id) throw forbidden(OWNER_MESSAGES[kind]);
}
