/**
 * Scene images as WebP for browsers that accept it (issue 13: a phone's largest paint on the play
 * page is the scene, and a painted 1024×768 PNG weighs ~450 KB where its WebP weighs ~25 KB).
 * The stored bytes stay as they are (the AI flows and exports read them); the WebP is made on the
 * first request and kept in memory like the bytes themselves (media-bytes-cache.ts), since a media
 * row never changes. An image that does not decode, or whose WebP is not smaller, is served as stored.
 */
import sharp from 'sharp';

/** Types worth re-encoding: lossless or older formats. WebP and GIF are served as stored. */
const TRANSCODED = new Set(['image/png', 'image/jpeg']);
const WEBP_QUALITY = 78;
/** Half the time of the default effort (4) for a few per cent more bytes: the first viewer waits for it. */
const WEBP_EFFORT = 2;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;

/** id -> WebP bytes, or null when the stored image is served as it is. */
const renditions = new Map<string, Buffer | null>();
let total = 0;

function remember(id: string, webp: Buffer | null): void {
  renditions.set(id, webp);
  total += webp?.length ?? 0;
  for (const [oldest, old] of renditions) {
    if (total <= MAX_TOTAL_BYTES) break;
    renditions.delete(oldest);
    total -= old?.length ?? 0;
  }
}

async function encode(bytes: Buffer): Promise<Buffer | null> {
  try {
    const webp = await sharp(bytes).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
    return webp.length < bytes.length ? webp : null;
  } catch {
    return null; // not an image sharp can read: the stored bytes are served
  }
}

/** Whether an Accept header names WebP (browsers' image requests do; plain API clients do not). */
export function acceptsWebp(accept: string | undefined): boolean {
  return /(^|[\s,])image\/webp(\s*[,;]|$)/i.test(accept ?? '');
}

/** The image to send to a client that accepts WebP: the WebP rendition when it is smaller, otherwise the stored one. */
export async function webpRendition(
  id: string,
  stored: { mime: string; bytes: Buffer },
): Promise<{ mime: string; bytes: Buffer }> {
  if (!TRANSCODED.has(stored.mime)) return stored;
  let webp = renditions.get(id);
  if (webp === undefined) {
    webp = await encode(stored.bytes);
    remember(id, webp);
  }
  return webp ? { mime: 'image/webp', bytes: webp } : stored;
}
