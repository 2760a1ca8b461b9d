/**
 * Renders the landing page's intro video from intro-scene.html into public/media/:
 * ermie-intro.webm (VP9), ermie-intro.mp4 (H.264, for Safari) and the poster frame in WebP at a
 * phone and a desktop width (poster-images.mjs).
 * A one-off authoring tool: the outputs are committed, so neither the build nor the
 * tests need ffmpeg. Run it with `node src/pages/landing/intro-video/render-intro-video.mjs`
 * (needs ffmpeg, e.g. `apt-get install ffmpeg`, and Chromium at /usr/bin/chromium).
 * The captions (public/media/ermie-intro.vtt) come from intro-script.json; a unit test
 * (src/pages/landing/intro-script.test.ts) fails when the two disagree.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { writePosters } from './poster-images.mjs';

const FPS = 24;
const WIDTH = 960;
const HEIGHT = 540;
const POSTER_AT_SECONDS = 2.6;
const scene = fileURLToPath(new URL('./intro-scene.html', import.meta.url));
const media = fileURLToPath(new URL('../../../../public/media/', import.meta.url));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const frames = mkdtempSync(join(tmpdir(), 'ermie-intro-'));
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.goto(`file://${scene}`);
  const duration = await page.evaluate(() => window.DURATION);
  const total = Math.round(duration * FPS);
  for (let i = 0; i < total; i++) {
    await page.evaluate((t) => window.render(t), i / FPS);
    writeFileSync(join(frames, `f${String(i).padStart(4, '0')}.png`), await page.screenshot({ type: 'png' }));
  }
  await page.evaluate((t) => window.render(t), POSTER_AT_SECONDS);
  await writePosters(await page.screenshot({ type: 'png' }), media);

  const input = ['-y', '-framerate', String(FPS), '-i', join(frames, 'f%04d.png')];
  execFileSync(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      join(media, 'ermie-intro.webm'),
    ],
    { stdio: 'inherit' },
  );
  execFileSync(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      join(media, 'ermie-intro.mp4'),
    ],
    { stdio: 'inherit' },
  );
} finally {
  await browser.close();
  rmSync(frames, { recursive: true, force: true });
}
