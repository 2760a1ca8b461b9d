/**
 * Who may see a stored image. A published, enabled room's images are public and cached
 * for a year (their ids never change content). Images of a disabled or unpublished room
 * are for admins and the room's owner only, never stored by shared caches, and answer
 * 404 to everyone else, so their existence does not leak. A deleted room's images are
 * deleted with it (ON DELETE CASCADE).
 */
import { findMediaHead, findOpenRoomCoverId } from '../../db/media-repo';
import { mediaBytes } from './media-bytes-cache';
import type { StoredUser } from '../../model/stored-user';
import { findUserByUid } from '../../db/users-repo';
import { notFound } from '../../model/app-error';
import { verifyIdToken } from '../accounts/identity';
import type { SceneImageWidth } from '@core';
import { servedRendition } from './media-webp';

export const PUBLIC_MEDIA_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_MEDIA_CACHE = 'private, no-store';
/** A room's cover may change when it is published again: shared caches keep it a few minutes only. */
export const ROOM_COVER_CACHE = 'public, max-age=300';

export interface ServedMedia {
  mime: string;
  bytes: Buffer;
  cacheControl: string;
}

/** The signed-in user behind an optional bearer token; a missing or bad token is anonymous. */
async function viewerOf(token: string | null): Promise<StoredUser | null> {
  if (!token) return null;
  try {
    return await findUserByUid((await verifyIdToken(token)).uid);
  } catch {
    return null;
  }
}

/**
 * The image for this viewer, as WebP when `acceptsWebp` and that is smaller, scaled down to `width`
 * when asked (media-webp.ts).
 */
export async function mediaForViewer(
  mediaId: string,
  bearerToken: string | null,
  acceptsWebp = false,
  width?: SceneImageWidth,
): Promise<ServedMedia> {
  const media = await findMediaHead(mediaId);
  if (!media) throw notFound('Image not found');
  let cacheControl = PUBLIC_MEDIA_CACHE;
  if (!media.room_enabled || !media.room_published) {
    const viewer = await viewerOf(bearerToken);
    const allowed = viewer !== null && (viewer.role === 'admin' || viewer.id === media.room_owner_id);
    if (!allowed) throw notFound('Image not found');
    cacheControl = PRIVATE_MEDIA_CACHE;
  }
  const bytes = await mediaBytes(mediaId);
  if (!bytes) throw notFound('Image not found'); // deleted meanwhile
  const served = await servedRendition(mediaId, { mime: media.mime, bytes }, { webp: acceptsWebp, width });
  return { ...served, cacheControl };
}

/**
 * The start scene's image of a room anyone may open, for the play page's first paint (its address
 * is the room's, known before the app runs); 404 for a room players may not open, as for its images.
 */
export async function openRoomCover(
  roomId: string,
  acceptsWebp: boolean,
  width?: SceneImageWidth,
): Promise<ServedMedia> {
  const mediaId = await findOpenRoomCoverId(roomId);
  if (!mediaId) throw notFound('Image not found');
  const media = await mediaForViewer(mediaId, null, acceptsWebp, width);
  return { ...media, cacheControl: ROOM_COVER_CACHE };
}
