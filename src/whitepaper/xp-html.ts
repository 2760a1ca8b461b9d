/** The /xp page as static HTML (what XP is and how it is earned), prerendered at build time like the whitepaper. */
import { XP_PAGE_INTRO, XP_PAGE_SECTIONS, XP_PAGE_TITLE, XP_WHITEPAPER_LINK } from '../../core/src/content/xp-program';
import { staticPageHtml } from './static-page';

export function xpHtml(): string {
  return staticPageHtml({
    title: XP_PAGE_TITLE,
    intro: XP_PAGE_INTRO,
    sections: XP_PAGE_SECTIONS,
    contents: false,
    footer:
      'Everything on this page comes from the studio’s whitepaper; anything not written here has not been decided or published.',
    links: [['Read the whitepaper', XP_WHITEPAPER_LINK]],
  });
}
