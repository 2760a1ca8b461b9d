import { describe, expect, it } from 'vitest';
import { WHITEPAPER_SECTIONS } from '@core';
import { escapeHtml, whitepaperHtml } from './whitepaper-html';

describe('the prerendered whitepaper page', () => {
  const html = whitepaperHtml();

  it('has one anchored section per whitepaper section, with its title and text', () => {
    for (const section of WHITEPAPER_SECTIONS) {
      expect(html).toContain(`<section id="${section.id}"`);
      expect(html).toContain(`<a href="#${section.id}">${escapeHtml(section.title)}</a>`);
      expect(html).toContain(escapeHtml(section.paragraphs[0]));
    }
  });

  it('needs no script and escapes text', () => {
    expect(html).not.toMatch(/<script/i);
    expect(whitepaperHtml([{ id: 'x', title: '<b>', paragraphs: ['a & "b"'] }])).toContain(
      '<h2 id="x-title">&lt;b&gt;</h2>',
    );
  });
});
