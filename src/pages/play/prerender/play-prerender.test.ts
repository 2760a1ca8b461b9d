// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liftPrerenderedPlay, PLAY_PRERENDER_ID, removePrerenderedPlay } from './play-handoff';
import {
  PLAY_COVER_JS,
  PLAY_CRITICAL_CSS_FILES,
  playCoverScriptHash,
  playMarkup,
  prerenderPlay,
} from './play-prerender';
import { PLAY_LOADING_TEXT } from '../play-labels';
import { appCovered } from '../../../components/feedback/app-cover';
import { BOOT_AFTER_LOAD_ATTRIBUTE, BOOT_AFTER_PAINT_JS } from '../../landing/landing-prerender';

const ROOM = '55a91ccd-934d-47c0-abaa-f48fe122ab0a';
const CSS = PLAY_CRITICAL_CSS_FILES.map((file) => readFileSync(join(process.cwd(), file), 'utf8'));
const SHELL =
  '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const firebase = JSON.parse(readFileSync(join(process.cwd(), 'firebase.json'), 'utf8'));
const hosting = firebase.hosting as {
  rewrites: { source: string; destination?: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

/** The prerendered screen in this document at `path`, its script run as the browser runs it. */
function openAt(path: string, screen: { width: number; pixelRatio: number }) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(window, 'innerWidth', { value: screen.width, configurable: true });
  Object.defineProperty(window, 'devicePixelRatio', { value: screen.pixelRatio, configurable: true });
  document.body.innerHTML = `<div id="root">${playMarkup().replace(/<script>[\s\S]*<\/script>/, '')}</div>`;
  new Function(PLAY_COVER_JS)();
  return document.querySelector<HTMLImageElement>('#play-cover');
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('play prerender', () => {
  it('when a phone opens a room then the cover is asked for by the room id at the width the app asks for', () => {
    expect(openAt(`/play/${ROOM}`, { width: 390, pixelRatio: 1 })?.getAttribute('src')).toBe(
      `/api/v1/escape_rooms/${ROOM}/cover?w=480`,
    );
    expect(openAt(`/escape-room/${ROOM}/`, { width: 412, pixelRatio: 1.75 })?.getAttribute('src')).toBe(
      `/api/v1/escape_rooms/${ROOM}/cover?w=768`,
    );
    expect(openAt(`/play/${ROOM}`, { width: 2560, pixelRatio: 2 })?.getAttribute('src')).toBe(
      `/api/v1/escape_rooms/${ROOM}/cover?w=2048`,
    );
  });

  it('when there is no cover (another address, or the room has none for a visitor) then the image goes', () => {
    expect(openAt('/play/', { width: 390, pixelRatio: 1 })).toBeNull();
    const cover = openAt(`/play/${ROOM}`, { width: 390, pixelRatio: 1 });
    cover?.dispatchEvent(new Event('error'));
    expect(document.querySelector('#play-cover')).toBeNull();
    expect(document.body.textContent).toContain(PLAY_LOADING_TEXT);
  });

  it('when the shell is built then the screen is in #root, its styles inline and the app started after the first paint', () => {
    const html = prerenderPlay(SHELL, CSS);
    expect(html.slice(0, html.indexOf('</head>'))).toContain('.play-prerender__cover');
    expect(html).toContain(`<div id="root"><div id="${PLAY_PRERENDER_ID}"`);
    expect(html).toContain(`<script>${PLAY_COVER_JS}</script>`);
    expect(html).toContain('<template id="app-boot">');
  });

  it("when the shell is built then the play screen's own code is fetched with the app's, the entry last and never twice", () => {
    const page = {
      scripts: ['/assets/PlayPage-p1.js', '/assets/index-a1.js', '/assets/dexie-d1.js'],
      styles: ['/assets/PlayPage-p1.css'],
    };
    const html = prerenderPlay(SHELL, CSS, page);
    const template = /<template id="app-boot">(.*)<\/template>/.exec(html)![1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/PlayPage-p1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dexie-d1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/PlayPage-p1.css">' +
        '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    );
  });

  it("is what Hosting serves for a room's address, and its script is allowed by the Content-Security-Policy's hash", () => {
    const rewrite = (source: string) => hosting.rewrites.findIndex((r) => r.source === source);
    for (const source of ['/play/*', '/escape-room/*']) {
      expect(hosting.rewrites[rewrite(source)]?.destination).toBe('/play.html');
      // Before the app shell's catch-all (its source leaves /assets/** out: a missing chunk is a 404).
      expect(rewrite(source)).toBeLessThan(hosting.rewrites.findIndex((r) => r.destination === '/app.html'));
    }
    const csp = hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src '));
    expect(scriptSrc).toContain(playCoverScriptHash());
  });

  it('when the app boots then the screen is lifted above it, covers it (loading states draw nothing), and goes later', () => {
    openAt(`/play/${ROOM}`, { width: 390, pixelRatio: 1 });
    document.querySelector<HTMLAnchorElement>('.play-prerender__back')!.focus();
    expect(appCovered()).toBe(false);
    liftPrerenderedPlay();
    const screen = document.getElementById(PLAY_PRERENDER_ID)!;
    expect(screen.parentElement).toBe(document.body);
    expect(screen.getAttribute('aria-hidden')).toBeNull();
    expect(document.activeElement).toBe(screen.querySelector('.play-prerender__back'));
    expect(appCovered()).toBe(true);
    removePrerenderedPlay();
    expect(document.getElementById(PLAY_PRERENDER_ID)).toBeNull();
    expect(appCovered()).toBe(false);
  });
});

describe('the app boot on the prerendered play screen', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const booted = () => document.head.querySelector('meta[name="booted"]') !== null;

  /** A page with the app's boot template and, when asked, a cover still loading; then the boot script runs. */
  function page(withCover: boolean) {
    document.head.querySelector('meta[name="booted"]')?.remove();
    document.body.innerHTML =
      '<template id="app-boot"><meta name="booted"></template>' +
      (withCover ? `<img id="cover" ${BOOT_AFTER_LOAD_ATTRIBUTE} src="/cover">` : '');
    const cover = document.querySelector<HTMLImageElement>('#cover');
    let complete = false;
    if (cover) Object.defineProperty(cover, 'complete', { get: () => complete });
    new Function(BOOT_AFTER_PAINT_JS)();
    return { load: () => ((complete = true), cover!.dispatchEvent(new Event('load'))) };
  }

  it('when the cover is still loading after the first paint then the app waits for it, then starts', async () => {
    const { load } = page(true);
    await pause(80);
    expect(booted()).toBe(false);
    load();
    // Waits for the state, not a time: the boot runs in a task of its own after the load.
    await vi.waitFor(() => expect(booted()).toBe(true));
  });

  it('when the app starts then its modulepreloads go in a few per task, and its entry module with the last of them', async () => {
    document.head.querySelectorAll('[data-boot], meta[name="booted"]').forEach((node) => node.remove());
    const links = Array.from({ length: 8 }, (_, i) => `<link rel="modulepreload" data-boot href="/c${i}.js">`);
    document.body.innerHTML = `<template id="app-boot">${links.join('')}<meta name="booted" data-boot></template>`;
    // One record list per task: what each task added to <head>.
    const tasks: Node[][] = [];
    const watcher = new MutationObserver((records) => tasks.push(records.flatMap((r) => [...r.addedNodes])));
    watcher.observe(document.head, { childList: true });
    new Function(BOOT_AFTER_PAINT_JS)();
    // Waits for the entry, the last node the boot adds (the eighth link can land a task before it).
    await vi.waitFor(() => expect(booted()).toBe(true));
    watcher.disconnect();
    expect(document.head.querySelectorAll('link[data-boot]')).toHaveLength(8);
    // The entry goes in after every modulepreload: the app's own loader finds them all in the page.
    const last = tasks.at(-1)!;
    expect((last.at(-1) as Element).getAttribute('name')).toBe('booted');
    expect(tasks.map((added) => added.length)).toEqual([2, 2, 2, 2, 1]);
  });

  it('when there is no cover then the app starts after the first paint', async () => {
    page(false);
    await vi.waitFor(() => expect(booted()).toBe(true));
  });

  it('when the cover never arrives then the app starts after a second anyway', async () => {
    page(true);
    await vi.waitFor(() => expect(booted()).toBe(true), { timeout: 5000 });
  });
});
