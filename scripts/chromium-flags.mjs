/**
 * The flags every browser the project starts runs with (Debian's Chromium: the e2e tests and
 * `npm run perf:web`): nothing reaches past this machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches), repeated here
 * because Chromium keeps only the last `--disable-features` it is given: a second one replaces
 * the first whole. chromium-flags.test.mjs checks this against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI a headless test never shows: new headless Chromium opens a window per browser
 * context and preloads the address bar's two WebUI popups into renderers of their own. In the
 * browser stage they took about 7 % of the processor time (168 s), and without them a set of
 * a11y and conformance specs ran in 3.6 and 3.3 min against 3.9 and 3.4 (interleaved).
 */
const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags of the browsers Playwright starts (playwright.config.ts). */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI].join(',')}`,
];
