import { describe, expect, it } from 'vitest';
import {
  escapeXp,
  XP_ESCAPE_BY_DIFFICULTY,
  XP_FIRST_ESCAPE_BONUS,
  XP_PAGE_PATH,
  XP_PAGE_SECTIONS,
  XP_REVIEW,
  WHITEPAPER_SECTIONS,
} from '@core';
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

  it('states the amounts the XP ledger awards, from its own constants', () => {
    const amounts = XP_PAGE_SECTIONS.find((s) => s.id === 'xp-amounts')!.paragraphs.join(' ');
    expect(amounts).toContain(
      `${XP_ESCAPE_BY_DIFFICULTY.easy} XP on easy, ${XP_ESCAPE_BY_DIFFICULTY.medium} on medium, ${XP_ESCAPE_BY_DIFFICULTY.hard} on hard and ${XP_ESCAPE_BY_DIFFICULTY.expert} on expert`,
    );
    expect(amounts).toContain(`adds ${XP_FIRST_ESCAPE_BONUS} XP`);
    expect(amounts).toContain(`earns ${XP_REVIEW} XP, once per room`);
    // Easy, one hint, first time: the page's rule (10 % off per hint) gives what the ledger awards.
    expect(escapeXp('easy', 1, false)).toBe(Math.round(XP_ESCAPE_BY_DIFFICULTY.easy * 0.9));
    expect(amounts).toContain('takes 10 % of');
  });

  it('promises no price or payout: no currency amount appears', () => {
    const text = XP_PAGE_SECTIONS.flatMap((s) => [s.title, ...s.paragraphs]).join(' ');
    expect(text).not.toMatch(/[$€£]\s*\d|\d\s*(ERM|tokens?)\b/);
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
