/**
 * Scene images as WebP and at phone or desktop width (issue 13: a phone's largest paint on the play
 * page is the scene, and a painted 1024×768 PNG weighs ~450 KB where its WebP weighs ~25 KB, less
 * again at a phone's width). The stored bytes stay as they are (the AI flows and exports read them);
 * a rendition is made on the first request and kept in memory like the bytes themselves
 * (media-bytes-cache.ts), since a media row never changes. An image that does not decode, or whose
 * rendition is not smaller, is served as stored.
 */
import sharp from 'sharp';
import type { SceneImageWidth } from '@core';

/** Types worth re-encoding as WebP: lossless or older formats. WebP and GIF are served as stored. */
const TRANSCODED = new Set(['image/png', 'image/jpeg']);
/** Types that can be scaled down to a smaller width (a GIF may be animated: served as stored). */
const RESIZED = new Set(['image/png', 'image/jpeg', 'image/webp']);
const WEBP_QUALITY = 78;
/** Half the time of the default effort (4) for a few per cent more bytes: the first viewer waits for it. */
const WEBP_EFFORT = 2;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;

export interface StoredImage {
  mime: string;
  bytes: Buffer;
}

/** "id@width.format" -> rendition bytes, or null when the stored image is served as it is. */
const renditions = new Map<string, Buffer | null>();
/** Renditions being made: a second request for the same one waits for it rather than encoding it again. */
const making = new Map<string, Promise<Buffer | null>>();
let total = 0;

function remember(key: string, bytes: Buffer | null): void {
  renditions.set(key, bytes);
  total += bytes?.length ?? 0;
  for (const [oldest, old] of renditions) {
    if (total <= MAX_TOTAL_BYTES) break;
    renditions.delete(oldest);
    total -= old?.length ?? 0;
  }
}

/** The encoded rendition, or null when the image does not decode or the rendition is not smaller. */
async function encode(stored: StoredImage, mime: string, width: number | undefined): Promise<Buffer | null> {
  try {
    let image = sharp(stored.bytes);
    if (width) image = image.resize({ width, withoutEnlargement: true });
    if (mime === 'image/webp') image = image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT });
    else if (mime === 'image/jpeg') image = image.jpeg({ quality: WEBP_QUALITY, mozjpeg: true });
    else image = image.png({ compressionLevel: 9 });
    const bytes = await image.toBuffer();
    return bytes.length < stored.bytes.length ? bytes : null;
  } catch {
    return null; // not an image sharp can read: the stored bytes are served
  }
}

async function rendition(id: string, stored: StoredImage, mime: string, width?: number): Promise<StoredImage | null> {
  const key = `${id}@${width ?? 'full'}.${mime}`;
  let bytes = renditions.get(key);
  if (bytes === undefined) {
    let made = making.get(key);
    if (!made) {
      made = encode(stored, mime, width).then((encoded) => {
        remember(key, encoded);
        making.delete(key);
        return encoded;
      });
      making.set(key, made);
    }
    bytes = await made;
  }
  return bytes ? { mime, bytes } : null;
}

/** Whether an Accept header names WebP (browsers' image requests do; plain API clients do not). */
export function acceptsWebp(accept: string | undefined): boolean {
  return /(^|[\s,])image\/webp(\s*[,;]|$)/i.test(accept ?? '');
}

/** The image to send to a client that accepts WebP: the WebP rendition when it is smaller, otherwise the stored one. */
export async function webpRendition(id: string, stored: StoredImage): Promise<StoredImage> {
  if (!TRANSCODED.has(stored.mime)) return stored;
  return (await rendition(id, stored, 'image/webp')) ?? stored;
}

/**
 * The image to send: scaled down to `width` when asked (never up), as WebP when the client accepts it
 * and the stored type is worth re-encoding, otherwise in the stored type.
 */
export async function servedRendition(
  id: string,
  stored: StoredImage,
  options: { webp: boolean; width?: SceneImageWidth },
): Promise<StoredImage> {
  const full = options.webp ? await webpRendition(id, stored) : stored;
  if (!options.width || !RESIZED.has(stored.mime)) return full;
  const mime = options.webp && TRANSCODED.has(stored.mime) ? 'image/webp' : stored.mime;
  const scaled = await rendition(id, stored, mime, options.width);
  return scaled && scaled.bytes.length < full.bytes.length ? scaled : full;
}
