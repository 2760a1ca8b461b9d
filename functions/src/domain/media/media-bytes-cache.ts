/**
 * The bytes of recently served images, kept in memory: a media row's bytes never change (an
 * edit stores a new row under a new id), so only whether the image exists and who may see it
 * is read on every request (media.ts), never the megabytes themselves.
 */
import { findMediaBytes } from '../../db/media-repo';

const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ONE_IMAGE = 4 * 1024 * 1024;
const cached = new Map<string, Buffer>();
let total = 0;

function remember(id: string, bytes: Buffer): void {
  if (bytes.length > MAX_ONE_IMAGE) return;
  cached.set(id, bytes);
  total += bytes.length;
  for (const [oldest, old] of cached) {
    if (total <= MAX_TOTAL_BYTES) break;
    cached.delete(oldest);
    total -= old.length;
  }
}

/** The image's bytes (from memory when served lately); null when it no longer exists. */
export async function mediaBytes(id: string): Promise<Buffer | null> {
  const hit = cached.get(id);
  if (hit) {
    cached.delete(id); // most recently used last
    cached.set(id, hit);
    return hit;
  }
  const bytes = await findMediaBytes(id);
  if (bytes) remember(id, bytes);
  return bytes;
}
