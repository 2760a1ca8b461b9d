// Chromium keeps only the last --disable-features it is given, so the browsers Playwright starts
// carry one list: Playwright's own (read here from the installed playwright-core, whose switches
// this repeats) and the browser UI a headless test never shows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-flags.mjs';

const require = createRequire(import.meta.url);
const PLAYWRIGHT_LIB = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
/** Where playwright-core keeps chromiumSwitches: one bundle in recent versions, its own module before. */
const SWITCH_SOURCES = ['coreBundle.js', 'server/chromium/chromiumSwitches.js'];

/** The feature names of playwright-core's `disabledFeatures = [ ... ]` list. */
function playwrightDisabledFeatures() {
  for (const file of SWITCH_SOURCES) {
    let source;
    try {
      source = readFileSync(join(PLAYWRIGHT_LIB, file), 'utf8');
    } catch {
      continue;
    }
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(source);
    if (list) return [...list[1].matchAll(/^\s*["']([\w-]+)["']/gm)].map((match) => match[1]);
  }
  throw new Error(
    `no disabledFeatures list in playwright-core (${SWITCH_SOURCES.join(', ')}): read its switches again`,
  );
}

describe('the flags of the browsers Playwright starts', () => {
  it('repeat every feature Playwright disables, since Chromium keeps only the last --disable-features', () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwright].sort());
  });

  it('carry one --disable-features: Playwright’s list and the address bar’s popups', () => {
    const lists = PLAYWRIGHT_CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const features = lists[0].slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
