import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_LABELS } from '@core/content/labels';
import { HERO_COPY } from './hero-copy';
import {
  BOOT_AFTER_PAINT_FILE,
  BOOT_AFTER_PAINT_JS,
  BOOT_STYLE_ATTRIBUTE,
  CRITICAL_CSS_FILES,
  criticalCss,
  landingMarkup,
  prerenderLanding,
} from './landing-prerender';

const CSS = CRITICAL_CSS_FILES.map((file) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));

const SHELL =
  '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"><link rel="modulepreload" crossorigin href="/assets/c3.js"></head>' +
  '<body><div id="root"></div></body></html>';

describe('landing prerender', () => {
  it('when the shell is built then the hero is inside #root and its styles are in the head', () => {
    const html = prerenderLanding(SHELL, CSS);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>');
    expect(head).toContain('.landing-hero__title');
    expect(html).toMatch(/<div id="root"><div class="landing-prerender landing-page"[\s\S]*<\/div><\/div><\/body>/);
  });

  it('when the page is prerendered then the entry module starts after the first paint, from a deferred same-origin script', () => {
    const html = prerenderLanding(SHELL, CSS);
    const head = html.slice(0, html.indexOf('<template'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<template id="app-boot"><link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/c3.js">' +
        '<script type="module" crossorigin src="/assets/index-a1.js"></script></template>',
    );
    expect(html).toContain(`<script defer src="/${BOOT_AFTER_PAINT_FILE}"></script>`);
    expect(BOOT_AFTER_PAINT_JS).toContain("getElementById('app-boot')");
    expect(BOOT_AFTER_PAINT_JS).toContain('first-contentful-paint');
    expect(() => prerenderLanding(SHELL.replace(/<script[^]*?<\/script>/, ''), CSS)).toThrow(/entry module/);
  });

  it("when the shell links the boot stages' styles then the prerendered page loads them after its first paint, first of all", () => {
    const style = `<link rel="stylesheet" crossorigin href="/assets/app-root-d4.css" ${BOOT_STYLE_ATTRIBUTE}>`;
    const entryStyle = '<link rel="stylesheet" crossorigin href="/assets/index-e5.css">';
    const html = prerenderLanding(SHELL.replace('</head>', `${entryStyle}${style}</head>`), CSS);
    const outsideTheTemplate = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outsideTheTemplate).toContain(entryStyle);
    expect(outsideTheTemplate).not.toContain('app-root-d4.css');
    expect(html).toContain(`<template id="app-boot">${style}<link rel="modulepreload"`);
  });

  it('says what the React hero says, with the same heading and links', () => {
    const markup = landingMarkup();
    const text = markup.replace(/<[^>]+>/g, '');
    for (const words of [
      LANDING_LABELS.betaChip,
      LANDING_LABELS.joinEarlyAccess,
      HERO_COPY.lead,
      HERO_COPY.toolbarSignIn,
    ])
      expect(text).toContain(words);
    expect(text).toContain(`${HERO_COPY.title.before}${HERO_COPY.title.highlighted}${HERO_COPY.title.after}`);
    expect(markup).toContain('<h1 id="landing-title"');
    expect(markup).toContain('href="/early-access"');
    expect(markup).toContain('href="/login"');
    expect(markup.match(/<svg aria-hidden="true"/g)).toHaveLength(2);
  });

  it('inlines the hero styles without comments or imports, small enough for the first round trip', () => {
    const css = criticalCss(CSS);
    expect(css).toContain('.landing-button');
    expect(css).not.toContain('/*');
    expect(css).not.toMatch(/@import/);
    expect(css.length).toBeLessThan(16_000);
  });

  it('when the shell has no empty #root then the build fails rather than ship a page without the app', () => {
    expect(() => prerenderLanding('<html><head></head><body><main></main></body></html>', CSS)).toThrow(/root/);
  });
});
