/**
 * The landing page's first screen as plain HTML, prerendered into dist/index.html at build time
 * (vite.config.ts, landingPrerender()) so a phone paints the hero before any JavaScript runs.
 * It is the toolbar and the hero of LandingPage.tsx, with the same classes, styles and words
 * (HERO_COPY, LANDING_LABELS) and the same boxes; the app replaces it when it mounts (React
 * renders into #root), and the rest of the page comes with the app. Every other address is
 * served the shell without it (dist/app.html, vite.config.ts), so no other page flashes the landing.
 */
import { arrowForward, sparkles } from 'ionicons/icons';
import { LANDING_LABELS } from '@core/content/labels';
import { HERO_COPY } from './hero-copy';
import { inlineIconSvg } from '../../components/icons/inline-icon';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An icon as LandingPage.tsx's InlineIcon renders it. */
const icon = (dataUrl: string) => `<span class="landing-icon">${inlineIconSvg(dataUrl)}</span>`;

/** The toolbar and hero, marked up as LandingPage.tsx renders them (the same elements and classes). */
export function landingMarkup(): string {
  const { title } = HERO_COPY;
  return `<div class="landing-prerender landing-page" data-testid="landing-prerender">
  <header class="landing-toolbar">
    <a class="app-logo" href="/" aria-label="Ermie Escape Studio home"><img src="/logo.svg" alt="" width="32" height="32" /><span class="app-logo__word">Ermie<span class="app-logo__studio"> Escape Studio</span></span></a>
    <a class="landing-ghost" href="/login">${escapeHtml(HERO_COPY.toolbarSignIn)}</a>
  </header>
  <main class="landing">
    <section class="landing-hero" aria-labelledby="landing-title">
      <div class="page-width landing-hero__inner">
        <span class="landing-chip">${icon(sparkles)}<span>${escapeHtml(LANDING_LABELS.betaChip)}</span></span>
        <h1 id="landing-title" class="landing-hero__title">${escapeHtml(title.before)}<span class="gradient-text">${escapeHtml(title.highlighted)}</span>${escapeHtml(title.after)}</h1>
        <p class="landing-hero__lead">${escapeHtml(HERO_COPY.lead)}</p>
        <div class="landing-hero__actions"><a class="landing-button" href="/early-access">${escapeHtml(LANDING_LABELS.joinEarlyAccess)}${icon(arrowForward)}</a></div>
        <p class="landing-hero__signin">${escapeHtml(HERO_COPY.signInPrompt)} <a href="/login">${escapeHtml(HERO_COPY.signInLink)}</a></p>
      </div>
    </section>
  </main>
</div>`;
}

/**
 * The styles the markup needs before the app's stylesheets apply, from the repository root: the
 * app's own (the hero's rules are LandingPage.css's, the toolbar's, chip's and buttons' landing-controls.css's).
 * The build reads and inlines them (vite.config.ts).
 */
export const CRITICAL_CSS_FILES = [
  'src/theme/variables.css',
  'src/theme/global.css',
  'src/components/layout/AppLogo.css',
  'src/pages/LandingPage.css',
  'src/pages/landing/landing-controls.css',
  'src/pages/landing/landing-prerender.css',
] as const;

/** The critical styles as one inline stylesheet, without comments. */
export function criticalCss(sources: readonly string[]): string {
  return sources
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n/g, '\n');
}

/** The <template> holding the app's entry script and modulepreloads, inert until BOOT_AFTER_PAINT_JS clones them. */
const APP_BOOT_TEMPLATE_ID = 'app-boot';

/** The file (at the site's root) that starts the app once the prerendered hero has painted. */
export const BOOT_AFTER_PAINT_FILE = 'boot-after-paint.js';

/** Marks an image of a prerendered page that the app waits for (at most BOOT_WAIT_MS): the play screen's cover. */
export const BOOT_AFTER_LOAD_ATTRIBUTE = 'data-boot-after-load';
/**
 * How many modulepreloads are added per task when the app starts (issue 13: no long task for them):
 * adding one costs a phone about 7 ms (four times this machine's time) and at times far more, so
 * six made tasks of about 40 ms, and four some of 60–110 ms in the play page's traces.
 */
const BOOT_PRELOAD_BATCH = 2;
/** The longest the app waits for the first paint, or for a marked image. */
const BOOT_WAIT_MS = 1000;

/**
 * Starts the app's entry module, with its modulepreloads, after the browser has painted the hero,
 * not before: a module script that is ready when parsing ends runs before the first frame, and
 * the hero would then wait for the whole app; preloads fetched at high priority next to the
 * stylesheets also hold the first paint back on a slow link. Both wait for the first contentful
 * paint (or 1 s, where none comes, e.g. a hidden tab), and for an image marked with
 * BOOT_AFTER_LOAD_ATTRIBUTE to load or fail (or 1 s), so the app's code does not share a slow link with it.
 * A classic deferred script, so the Content-Security-Policy's script-src 'self' allows it.
 */
export const BOOT_AFTER_PAINT_JS = `(function () {
  var started = false;
  var painted = false;
  var held = document.querySelector('img[${BOOT_AFTER_LOAD_ATTRIBUTE}]');
  function start() {
    var template = document.getElementById('${APP_BOOT_TEMPLATE_ID}');
    if (started || !template) return;
    started = true;
    // Scripts cloned out of a template run when inserted (unlike the template's own, which are inert).
    var nodes = Array.prototype.slice.call(document.importNode(template.content, true).childNodes);
    // The modulepreloads ${BOOT_PRELOAD_BATCH} at a time (adding one costs a phone milliseconds, and all of them
    // at once made one long task), the entry module with the last of them (the template ends with it):
    // the app's loader, which adds a modulepreload for each file a lazy import needs that the page
    // does not have yet, then finds every one of them there and adds none a second time.
    (function preload() {
      nodes.splice(0, ${BOOT_PRELOAD_BATCH}).forEach(function (node) { document.head.appendChild(node); });
      if (nodes.length) setTimeout(preload, 0);
    })();
  }
  function startWhenReady() {
    if (painted && (!held || held.complete)) setTimeout(start, 0);
  }
  if (held) {
    held.addEventListener('load', startWhenReady);
    held.addEventListener('error', startWhenReady);
  }
  function paint() {
    painted = true;
    startWhenReady();
  }
  // The first contentful paint is the signal; without the Paint Timing API, two frames.
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      paint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(paint); });
  }
  setTimeout(start, ${BOOT_WAIT_MS});
})();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/**
 * Marks the stylesheet links of the app's boot stages in the shell (vite-chunk-graph.ts, withBootPreloads): in
 * the bare shell they hold the first frame as the entry's own do; a prerendered page paints without them.
 */
export const BOOT_STYLE_ATTRIBUTE = 'data-boot-style';
const BOOT_STYLE = new RegExp(`\\s*<link rel="stylesheet" crossorigin href="[^"]+" ${BOOT_STYLE_ATTRIBUTE}>`, 'g');
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A page's own code, fetched with the app's when the page is known from its address (login, play, the landing's sections). */
export interface PageCode {
  /** Its module files, with their static imports (`/assets/…js`). */
  scripts: readonly string[];
  /** Its stylesheets (`/assets/…css`). */
  styles: readonly string[];
}

/**
 * A prerendered page's HTML: the built shell with `markup` inside #root, its styles (the texts of
 * its critical CSS files) inlined in the head, and the entry started after the first paint with
 * its modulepreloads (BOOT_AFTER_PAINT_JS), and those of `page`'s own code: the app's lazy import of
 * that page then finds them in the document and adds no links of its own in the task that starts the app.
 * Throws when the shell has no empty #root or no entry module script.
 */
export function prerenderShell(
  shell: string,
  markup: string,
  cssSources: readonly string[],
  page: PageCode = { scripts: [], styles: [] },
): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('</head>')) throw new Error('index.html has no empty <div id="root">');
  const entry = ENTRY_SCRIPT.exec(shell);
  if (!entry) throw new Error('index.html has no entry module script');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[0].trim());
  const bootStyles = [...shell.matchAll(BOOT_STYLE)].map((match) => match[0].trim());
  const known = new Set([...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]).concat(entry[1]));
  const pagePreloads = page.scripts
    .filter((href) => !known.has(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const pageStyles = page.styles
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  // The tags keep their form inside the template, so tools that read them from index.html still can.
  // The entry module is last, and BOOT_AFTER_PAINT_JS adds it last, after the rest in order, the app's
  // styles among the first (they are in long before the app's code, which the first paint does not wait for either).
  const tags = [...bootStyles, ...preloads, ...pagePreloads, ...pageStyles, entry[0]];
  const boot =
    `<template id="${APP_BOOT_TEMPLATE_ID}">${tags.join('')}</template>\n` +
    `    <script defer src="/${BOOT_AFTER_PAINT_FILE}"></script>`;
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_STYLE, '')
    .replace(entry[0], boot)
    .replace('</head>', `<style>${criticalCss(cssSources)}</style>\n</head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}

/** The module of everything below the landing's hero, a lazy import the landing renders as soon as the app mounts. */
export const LANDING_SECTIONS_MODULE = 'src/pages/landing/LandingSections.tsx';

/** dist/index.html for `/`: the shell with the landing's first screen and the code of the rest (prerenderShell). */
export const prerenderLanding = (shell: string, cssSources: readonly string[], sections?: PageCode): string =>
  prerenderShell(shell, landingMarkup(), cssSources, sections);
