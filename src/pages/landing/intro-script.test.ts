import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INTRO_SCRIPT, INTRO_VIDEO, posterFor, toVtt, vttTime } from './intro-script';

const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url);

describe('intro video script', () => {
  it('formats WebVTT times', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(4.4)).toBe('00:00:04.400');
    expect(vttTime(3725.25)).toBe('01:02:05.250');
  });

  it('keeps cues in order, inside the video and without overlaps', () => {
    INTRO_SCRIPT.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.end).toBeLessThanOrEqual(INTRO_VIDEO.seconds);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(INTRO_SCRIPT[i - 1].end);
    });
  });

  it('when the script changes then the shipped captions file changes with it', () => {
    expect(readFileSync(publicFile(INTRO_VIDEO.captions), 'utf8')).toBe(toVtt(INTRO_SCRIPT));
  });

  it('ships every asset, small enough to precache', () => {
    const videos = [INTRO_VIDEO.webm, INTRO_VIDEO.mp4].map((path) => statSync(publicFile(path)).size);
    const posters = Object.values(INTRO_VIDEO.posters).map((path) => statSync(publicFile(path)).size);
    videos.forEach((size) => expect(size).toBeGreaterThan(10_000));
    posters.forEach((size) => expect(size).toBeGreaterThan(1_000));
    expect([...videos, ...posters].reduce((a, b) => a + b, 0)).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('when on a phone then the poster is a WebP under 40 KB at the frame 16:9, and the desktop one is wider', async () => {
    expect(posterFor(true)).toBe(INTRO_VIDEO.posters.phone);
    expect(posterFor(false)).toBe(INTRO_VIDEO.posters.desktop);
    const phone = await sharp(readFileSync(publicFile(INTRO_VIDEO.posters.phone))).metadata();
    const desktop = await sharp(readFileSync(publicFile(INTRO_VIDEO.posters.desktop))).metadata();
    for (const poster of [phone, desktop]) {
      expect(poster.format).toBe('webp');
      expect(poster.width! * INTRO_VIDEO.height).toBe(poster.height! * INTRO_VIDEO.width);
    }
    expect(statSync(publicFile(INTRO_VIDEO.posters.phone)).size).toBeLessThanOrEqual(40 * 1024);
    expect(desktop.width).toBeGreaterThan(phone.width!);
  });
});
