/** The intro video's assets and spoken lines (one script for the captions file and the transcript). */
import cues from './intro-video/intro-script.json';

export interface IntroCue {
  start: number;
  end: number;
  text: string;
}

export const INTRO_SCRIPT: readonly IntroCue[] = cues;

/** Shipped in public/media and precached by the service worker (vite.config.ts globPatterns). */
export const INTRO_VIDEO = {
  webm: '/media/ermie-intro.webm',
  mp4: '/media/ermie-intro.mp4',
  /** The poster frame in WebP (intro-video/poster-images.mjs): a phone's, and a desktop's from PHONE_QUERY up. */
  posters: { phone: '/media/ermie-intro-poster-640.webp', desktop: '/media/ermie-intro-poster-960.webp' },
  width: 960,
  height: 540,
  captions: '/media/ermie-intro.vtt',
  seconds: 24,
} as const;

/** Narrower than this the phone poster is enough (the frame spans the screen, below 600 CSS px). */
export const PHONE_QUERY = '(max-width: 600px)';

/** The poster for this viewport: the phone's on a narrow screen, the desktop's otherwise. */
export function posterFor(isPhone: boolean): string {
  return isPhone ? INTRO_VIDEO.posters.phone : INTRO_VIDEO.posters.desktop;
}

/** 4.4 -> "00:00:04.400" */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT captions file for the script (public/media/ermie-intro.vtt must equal this). */
export function toVtt(script: readonly IntroCue[]): string {
  const blocks = script.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
