/**
 * The /whitepaper page as static HTML, prerendered at build time from core/src/content/whitepaper.ts
 * (vite.config.ts writes it to dist/whitepaper.html): readable without JavaScript,
 * one anchor per section (the chat's sources link to them), styled like the app.
 */
import {
  WHITEPAPER_INTRO,
  WHITEPAPER_SECTIONS,
  WHITEPAPER_TITLE,
  type WhitepaperSection,
} from '../../core/src/content/whitepaper';
import { staticPageHtml } from './static-page';

export { escapeHtml } from './static-page';

export function whitepaperHtml(sections: readonly WhitepaperSection[] = WHITEPAPER_SECTIONS): string {
  return staticPageHtml({
    title: WHITEPAPER_TITLE,
    intro: WHITEPAPER_INTRO,
    sections,
    contents: true,
    footer:
      "Ermie answers questions in the app's chat from this whitepaper. It describes the studio as it is today; anything not written here has not been decided or published.",
  });
}
