import { describe, expect, it } from 'vitest';
import { XP_PAGE_PATH, XP_PAGE_SECTIONS, WHITEPAPER_SECTIONS } from '@core';
import { escapeHtml } from './static-page';
import { PRERENDERED_PAGES } from './static-pages';
import { xpHtml } from './xp-html';

describe('the prerendered /xp page', () => {
  const html = xpHtml();

  it('explains what XP is and how it is earned, every section anchored', () => {
    expect(html).toContain('<h1>The XP Program</h1>');
    expect(html).toContain('<h2 id="what-xp-is-title">What XP is</h2>');
    expect(html).toContain('<h2 id="how-xp-is-earned-title">How XP is earned</h2>');
    expect(html).toContain('XP reward three things: creating escape rooms, playing them, and sharing them.');
    for (const section of XP_PAGE_SECTIONS)
      for (const paragraph of section.paragraphs) expect(html).toContain(`<p>${escapeHtml(paragraph)}</p>`);
    expect(html).toContain('<a href="/whitepaper#xp-program">Read the whitepaper</a>');
  });

  it('invents no numbers: no digit appears in its text', () => {
    const text = XP_PAGE_SECTIONS.flatMap((s) => [s.title, ...s.paragraphs]).join(' ');
    expect(text).not.toMatch(/\d/);
  });

  it('needs no script (CSP-clean) and links to a whitepaper section that exists', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(WHITEPAPER_SECTIONS.map((s) => s.id)).toContain('xp-program');
  });

  it('is prerendered at /xp as xp.html next to the whitepaper (a folder xp/ would make Hosting redirect /xp to /xp/)', () => {
    expect(PRERENDERED_PAGES.map((p) => [p.path, p.fileName])).toEqual([
      ['/whitepaper', 'whitepaper.html'],
      [XP_PAGE_PATH, 'xp.html'],
    ]);
    expect(PRERENDERED_PAGES[1].html()).toBe(html);
  });
});
