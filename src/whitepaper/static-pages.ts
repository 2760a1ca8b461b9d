/**
 * Every page prerendered at build time: its address, the file Hosting serves for it
 * (firebase.json rewrites the address to the file; the service worker precaches it under
 * the address) and its HTML. vite.config.ts loads this module.
 */
import { WHITEPAPER_PATH } from '../../core/src/content/whitepaper';
import { XP_PAGE_PATH } from '../../core/src/content/xp-program';
import { whitepaperHtml } from './whitepaper-html';
import { xpHtml } from './xp-html';

export interface PrerenderedPage {
  /** The address, e.g. '/xp'. */
  path: string;
  /** The file under dist/, e.g. 'xp.html'. */
  fileName: string;
  html: () => string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: WHITEPAPER_PATH, fileName: 'whitepaper.html', html: whitepaperHtml },
  { path: XP_PAGE_PATH, fileName: 'xp.html', html: xpHtml },
];
