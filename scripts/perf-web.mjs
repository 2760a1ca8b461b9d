// `npm run perf:web` (issue 13): Lighthouse's mobile profile (simulated throttling) on the
// production build served as in `npm start` — the landing page, the login page and the sample
// room's play page signed in — and a table of the scores against the budget (perf-web-budget.mjs).
// The stack uses fixed ports, so the script holds /tmp/stack.lock (as the e2e tests do) while it runs.
// PERF_SKIP_BUILD=1 reuses dist/ and functions/lib/; PERF_REPORT_DIR=<dir> keeps each page's JSON report;
// PERF_RUNS=<n> (default 3) measures each page n times and judges its run with the median TBT (every run is listed):
// one run's TBT is a draw on a 2-core machine, where the same build measures 30 ms and 170 ms.
// PERF_WARMUP=<n> (default 1) loads each page n times first, unmeasured (see WARMUP).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';
import { formatTable, judge, medianRun } from './perf-web-budget.mjs';

const LOCK = '/tmp/stack.lock';
if (!process.env.PERF_WEB_LOCKED) {
  // Re-run this script under the shared stack lock (e2e tests and perf runs never overlap).
  const self = fileURLToPath(import.meta.url);
  const result = spawnSync('flock', [LOCK, process.execPath, self, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PERF_WEB_LOCKED: '1' },
  });
  process.exit(result.status ?? 1);
}

const { default: lighthouse } = await import('lighthouse');
const { CHROMIUM_FLAGS: E2E_CHROMIUM_FLAGS } = await import('./chromium-flags.mjs');
const { default: puppeteer } = await import('puppeteer-core');
const { APP_URL, PORTS, PROJECT_ID, build, log, seed, startDatabase, startEmulators, writeFunctionsEnv } = await import(
  './stack.mjs'
);

/** The e2e browser's flags, and no extensions or default apps in Lighthouse's profile. */
const CHROMIUM_FLAGS = [...E2E_CHROMIUM_FLAGS, '--disable-default-apps', '--disable-extensions', '--headless=new'];
/** Lighthouse's own defaults (mobile form factor, simulated throttling); only the report is narrowed. */
const LIGHTHOUSE_FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
};
/**
 * Signed in: everything but the session starts cold. The session is Firebase Auth's IndexedDB and
 * the remembered user in localStorage, without which the app does not load the SDK at all.
 */
const KEEP_SESSION = {
  clearStorageTypes: ['cache_storage', 'service_workers', 'file_systems', 'shader_cache', 'websql'],
};

async function signIn(browser, email, password) {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.goto(`${APP_URL}/login`, { waitUntil: 'networkidle0' });
  await page.locator('[data-testid="login-email"] input').fill(email);
  await page.locator('[data-testid="login-password"] input').fill(password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 });
  await page.close();
}

/** How many times each page is measured (PERF_RUNS, default 3). */
const RUNS = Math.max(1, Number.parseInt(process.env.PERF_RUNS ?? '3', 10) || 1);

/**
 * Loads of each page before the measured ones, not counted: the first load after the stack starts
 * meets the API's first requests in the Functions emulator's fresh workers (their modules compiled
 * on first use, on the same two cores as the browser), which a deployed warm function does not.
 */
const WARMUP = Math.max(0, Number.parseInt(process.env.PERF_WARMUP ?? '1', 10) || 0);

/** A page measured RUNS times, after WARMUP unmeasured loads: its median run (medianRun) and every run, for the log. */
async function measure(browser, page, url, extraFlags) {
  for (let run = 1; run <= WARMUP; run++) {
    log(`Lighthouse${extraFlags ? ' (signed in)' : ''}: ${url} (warm-up ${run} of ${WARMUP}, not counted)`);
    await audit(browser, url, extraFlags);
  }
  const lhrs = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`Lighthouse${extraFlags ? ' (signed in)' : ''}: ${url}${RUNS > 1 ? ` (run ${run} of ${RUNS})` : ''}`);
    lhrs.push(await audit(browser, url, extraFlags));
  }
  return { page, lhr: medianRun(lhrs), runs: lhrs };
}

async function audit(browser, url, extraFlags = {}) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, ...extraFlags }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A page that sent the browser elsewhere (a lost session lands on /login) was not measured.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}: that page was not measured`);
    return lhr;
  } finally {
    await page.close();
  }
}

/** One run as "97 / 83 ms". */
const runSummary = (lhr) =>
  `${Math.round((lhr.categories.performance?.score ?? 0) * 100)} / ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms`;

/** The failed audits of a category, for the log under the table. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})`);
}

/**
 * The Functions emulator runs one request per worker process and starts a new process (a cold
 * start of the whole API: seconds on this machine) for a request that arrives while the others
 * are busy, where a deployed 2nd-gen function serves many at once on one warm instance. The play
 * page asks for its package, session and user at the same time, so a few workers are warmed first:
 * the pages are measured, not the emulator's process starts.
 */
const WARM_API_WORKERS = 6;
async function warmApiWorkers() {
  await Promise.all(Array.from({ length: WARM_API_WORKERS }, () => fetch(`${APP_URL}/api/v1/health`)));
}

ensureChromium();
const scratch = mkdtempSync(join(tmpdir(), 'studio-perf-'));
const database = await startDatabase({ dataDir: join(scratch, 'pglite') });
let emulators;
let browser;
let status = 1;
try {
  writeFunctionsEnv({ DATABASE_URL: database.url, TRUST_PROXY_HOPS: '0' });
  if (!process.env.PERF_SKIP_BUILD)
    build({
      webEnv: { VITE_FIREBASE_PROJECT_ID: PROJECT_ID, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${PORTS.auth}` },
    });
  emulators = await startEmulators({ stateDir: null, quiet: true });
  const seeded = await seed({ databaseUrl: database.url, credentialsFile: join(scratch, 'admin.json') });
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
    userDataDir: join(scratch, 'profile'),
  });

  await warmApiWorkers();

  const pages = [
    { page: 'landing /', url: `${APP_URL}/` },
    { page: 'login /login', url: `${APP_URL}/login` },
  ];
  const results = [];
  for (const { page, url } of pages) results.push(await measure(browser, page, url));
  await signIn(browser, seeded.admin.email, seeded.admin.password);
  results.push(await measure(browser, 'play (signed in)', `${APP_URL}/play/${seeded.sampleRoomId}`, KEEP_SESSION));

  if (process.env.PERF_REPORT_DIR) {
    mkdirSync(process.env.PERF_REPORT_DIR, { recursive: true });
    results.forEach(({ lhr }, i) =>
      writeFileSync(join(process.env.PERF_REPORT_DIR, `lighthouse-${i + 1}.json`), JSON.stringify(lhr)),
    );
  }
  const judged = judge(results);
  const warmup = WARMUP > 0 ? ` after ${WARMUP} unmeasured load${WARMUP > 1 ? 's' : ''} of each page` : '';
  const median = (RUNS > 1 ? `, the median of ${RUNS} runs by TBT` : '') + warmup;
  console.log(`\nLighthouse ${results[0].lhr.lighthouseVersion}, mobile, simulated throttling${median}\n`);
  console.log(formatTable(judged));
  for (const { page, lhr } of results) {
    const failed = ['accessibility', 'best-practices'].flatMap((c) => failedAudits(lhr, c));
    if (failed.length) console.log(`\n${page}: failed audits: ${failed.join(', ')}`);
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcp) console.log(`${page}: LCP element ${lcp}`);
  }
  if (RUNS > 1)
    for (const { page, runs } of results)
      console.log(`${page}: every run (performance / TBT): ${runs.map(runSummary).join(', ')}`);
  status = judged.every((row) => row.ok) ? 0 : 1;
  console.log(status === 0 ? '\nAll pages within budget.' : '\nSome pages miss the budget (✗).');
} catch (error) {
  console.error(error);
} finally {
  await browser?.close();
  await emulators?.stop();
  await database.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
