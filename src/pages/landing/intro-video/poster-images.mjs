/**
 * The intro video's poster frame in WebP at a phone and a desktop width (public/media/), from
 * one PNG frame. render-intro-video.mjs calls it with the frame it renders; on its own it takes a
 * PNG: `node src/pages/landing/intro-video/poster-images.mjs frame.png`. The outputs are committed.
 * The widths and names are INTRO_VIDEO.posters' (intro-script.ts; a unit test keeps them in step).
 */
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const POSTER_WIDTHS = [640, 960];
export const posterFileName = (width) => `ermie-intro-poster-${width}.webp`;
const media = fileURLToPath(new URL('../../../../public/media/', import.meta.url));

/** Writes ermie-intro-poster-<width>.webp for each width; returns their sizes in bytes. */
export async function writePosters(png, dir = media) {
  const sizes = {};
  for (const width of POSTER_WIDTHS) {
    const webp = await sharp(png).resize({ width }).webp({ quality: 80, effort: 6 }).toBuffer();
    writeFileSync(join(dir, posterFileName(width)), webp);
    sizes[width] = webp.length;
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[2]) throw new Error('usage: node poster-images.mjs <frame.png>');
  console.log(await writePosters(process.argv[2]));
}
