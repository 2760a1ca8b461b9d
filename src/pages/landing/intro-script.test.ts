import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTRO_SCRIPT, INTRO_VIDEO, toVtt, vttTime } from './intro-script';

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
    const sizes = [INTRO_VIDEO.webm, INTRO_VIDEO.mp4, INTRO_VIDEO.poster].map(
      (path) => statSync(publicFile(path)).size,
    );
    sizes.forEach((size) => expect(size).toBeGreaterThan(10_000));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(1.5 * 1024 * 1024);
  });
});
