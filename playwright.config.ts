import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

export default defineConfig({
  // Two workers: spec files run on two browsers side by side (a test takes about 1.6 times as long
  // beside a second browser, so two still save about a sixth of the stage; docs/testing.md has the
  // figures and how to measure them). Tests must not disturb each other's accounts:
  // a test that signs an admin out signs out an admin of its own (throwawayAdmin in support.ts),
  // since signing out revokes every session of the account. E2E_WORKERS=1 runs one browser.
  // The deploy test runs after all the others, alone.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that fails once is a failure to fix at its cause (wait for state, not time).
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The HTML report keeps the screenshots tests attach (playwright-report/, not committed).
  // The list reporter comes last: its summary of failures is then the end of the output, where
  // a log cut to its tail (CI's) still shows which test failed and why.
  reporter: [
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./tests/conformance/summary-reporter.ts'],
    ['./tests/e2e/a11y/sweep-reporter.ts'],
    ['list'],
  ],
  use: {
    baseURL: process.env.APP_URL ?? 'http://localhost:5000',
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    // No service worker unless the test is about it (offline, precache, updates: those specs say
    // `test.use({ serviceWorkers: 'allow' })`). Each test opens a new browser profile, and there
    // the worker's install fetches and stores every precached file (174, 3.5 MB), compressed
    // on the fly by the Hosting emulator: a tenth of the browser stage on this 2-core machine
    // (docs/testing.md). A page without its worker is a first visit, as every test's first page is.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The accessibility sweep (tests/e2e/a11y/) runs in its own two projects below.
    {
      name: 'phone',
      testDir: 'tests/e2e',
      testIgnore: ['a11y/**', 'deploy-update.spec.ts'],
      use: { browserName: 'chromium' },
    },
    // Every state of tests/e2e/a11y/states.ts through axe, on a touch phone and a desktop with a mouse.
    { name: 'a11y-390', testDir: 'tests/e2e/a11y', use: { browserName: 'chromium' } },
    {
      name: 'a11y-1280',
      testDir: 'tests/e2e/a11y',
      use: {
        browserName: 'chromium',
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        hasTouch: true,
        isMobile: false,
      },
    },
    // The spec, section by section (tests/conformance/), at a phone size and (where the layout
    // matters) at a desktop size.
    {
      name: 'conformance-390',
      testDir: 'tests/conformance',
      // catalogue.test.ts is a unit test (vitest), not a browser scenario.
      testMatch: '**/*.spec.ts',
      use: { browserName: 'chromium' },
    },
    {
      // At the desktop size only the sections whose assertions depend on the layout: the
      // screens and routes (§2), the states (rooms §4) and the constants (§9). The texts,
      // entities, validation, roles, calls and errors do not change with the size.
      name: 'conformance-1280',
      testDir: 'tests/conformance',
      testMatch: ['**/*-2-*.spec.ts', '**/rooms-4-states.spec.ts', '**/*-9-constants.spec.ts'],
      use: {
        browserName: 'chromium',
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        hasTouch: false,
        isMobile: false,
      },
    },
    // A second deploy rewrites dist/ under the Hosting emulator: it runs once every other test is done.
    {
      name: 'deploy',
      testDir: 'tests/e2e',
      testMatch: 'deploy-update.spec.ts',
      dependencies: ['phone', 'a11y-390', 'a11y-1280', 'conformance-390', 'conformance-1280'],
      use: { browserName: 'chromium' },
    },
  ],
});
