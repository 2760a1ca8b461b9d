/**
 * Turns whatever an image model hands back into image bytes (rooms-and-play-spec §4,
 * "Accepted image forms"): data URLs, raw base64 (treated as PNG), and objects with
 * base64 bytes and an optional mime type. Anything that does not decode to a real
 * image (PNG, JPEG, WebP or GIF by its magic bytes) is unusable and yields null.
 */

export interface DecodedImage {
  bytes: Buffer;
  mime: string;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
/** The smallest real PNG/JPEG is well above this; shorter payloads are noise. */
const MIN_IMAGE_BYTES = 24;

/** The image type the bytes really are, from their magic numbers, or null if not an image we accept. */
export function sniffImageMime(bytes: Buffer): string | null {
  if (bytes.length < MIN_IMAGE_BYTES) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  return null;
}

/** The bytes decide the type: a model that labels a JPEG as PNG must not make us serve it as PNG. */
function fromBase64(text: string): DecodedImage | null {
  const compact = text.replace(/\s+/g, '');
  if (!compact || !BASE64.test(compact)) return null;
  const bytes = Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
  const sniffed = sniffImageMime(bytes);
  return sniffed ? { bytes, mime: sniffed } : null;
}

function fromString(value: string): DecodedImage | null {
  const text = value.trim();
  if (text.startsWith('data:')) {
    const match = DATA_URL.exec(text);
    return match ? fromBase64(match[3]) : null;
  }
  // Raw base64 is treated as PNG unless its bytes say otherwise.
  return fromBase64(text);
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? (value as Record<string, unknown>)
    : null;

const stringField = (record: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
};

/**
 * Decodes one image in any accepted form: a data URL, raw base64, `{ base64, mimeType }`
 * (also `{ data, mime_type }`, Gemini's `{ inlineData }` and Genkit's `{ media: { url } }`),
 * or bytes already in a Buffer. Returns null for anything unusable.
 */
export function decodeImage(input: unknown): DecodedImage | null {
  if (typeof input === 'string') return fromString(input);
  if (Buffer.isBuffer(input) || input instanceof Uint8Array) {
    const bytes = Buffer.from(input);
    const mime = sniffImageMime(bytes);
    return mime ? { bytes, mime } : null;
  }
  const record = asRecord(input);
  if (!record) return null;
  const nested = asRecord(record.inlineData) ?? asRecord(record.inline_data) ?? asRecord(record.media);
  if (nested) return decodeImage(nested);
  // An optional mimeType/contentType field is only a label; the bytes decide the type.
  const base64 = stringField(record, 'base64', 'b64_json', 'data', 'bytes');
  if (base64) return fromString(base64);
  const url = stringField(record, 'url', 'image_url', 'dataUrl', 'data_url');
  return url ? fromString(url) : null;
}

/** Decodes every usable image of a list, dropping the unusable ones. */
export function decodeImages(inputs: readonly unknown[]): DecodedImage[] {
  return inputs.map(decodeImage).filter((image): image is DecodedImage => image !== null);
}

export const toDataUrl = (image: DecodedImage): string => `data:${image.mime};base64,${image.bytes.toString('base64')}`;

/** Pixel size read from the image header (PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X, GIF screen). */
export function imageSize(image: DecodedImage): { width: number; height: number } | null {
  const b = image.bytes;
  try {
    switch (image.mime) {
      case 'image/png':
        return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
      case 'image/gif':
        return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
      case 'image/webp':
        return webpSize(b);
      case 'image/jpeg':
        return jpegSize(b);
      default:
        return null;
    }
  } catch {
    return null; // truncated header
  }
}

function webpSize(b: Buffer): { width: number; height: number } | null {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

function jpegSize(b: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { width: b.readUInt16BE(offset + 7), height: b.readUInt16BE(offset + 5) };
    offset += 2 + length;
  }
  return null;
}
