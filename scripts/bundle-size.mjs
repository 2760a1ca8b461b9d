// `npm run size`: the JavaScript each route makes the browser fetch before it is usable, from
// the built files in dist/ (run `npm run build:web` first): the entry script and its
// modulepreloads from the HTML page the route is served (index.html, login.html, play.html or
// app.html), every chunk they import statically, for a lazy route its
// page chunk with its static imports, and for a route behind the login guard the Firebase SDK
// (the session check loads it before the page shows). Sizes are gzip level 9, as a server
// would send them. With --budget it exits 1 when a route is over its budget (issue 13: landing
// 150 KB, play 200 KB); the end-to-end stage runs it after its build (scripts/e2e.mjs).
// `--dist <folder>` measures another build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`](\.\/[^"'`]+\.js)["'`]/g;

/** The files `file` (a path under assets/) pulls in through static imports, itself included. */
export function staticGraph(dist, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Dynamic imports are written as import(`./x.js`) or import("./x.js"): leave them out.
  const withoutDynamic = code.replace(/\bimport\(\s*["'`][^"'`]+["'`]\s*\)/g, '');
  for (const [, relative] of withoutDynamic.matchAll(STATIC_IMPORT))
    staticGraph(dist, join(file, '..', relative), seen);
  return seen;
}

/**
 * The entry script and modulepreloads of an HTML page of the build (`index.html` by default), those
 * in its boot template included: what the browser fetches for that page before the app's first screen.
 */
export function entryFiles(dist, page = 'index.html') {
  const html = readFileSync(join(dist, page), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ];
  return [...new Set(sources.map((m) => m[1]))];
}

/**
 * The chunks whose names start with `name-` in assets/: the page's own and, when the bundler
 * names a chunk it shares with other pages after it, that one too. All are counted, so the
 * figure never depends on which of them a directory listing happens to give first.
 */
export function pageChunks(dist, name) {
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (files.length === 0) throw new Error(`no chunk for ${name} in ${dist}/assets`);
  return files.sort().map((file) => `assets/${file}`);
}

/** The chunk the session check loads (src/data/auth/firebase.ts, with the SDK it imports). */
export const SESSION_CHUNK = 'firebase';

/**
 * Raw and gzipped bytes of what a route fetches: the entry graph of the HTML page it is served
 * (`html`; index.html where the build has no such page), its page chunk's graph, and with
 * `session` the graph of the Firebase chunk a signed-in visit loads before the page shows.
 */
export function routeWeight(dist, page, { session = false, html = 'index.html' } = {}) {
  const files = new Set();
  const served = existsSync(join(dist, html)) ? html : 'index.html';
  for (const entry of entryFiles(dist, served)) staticGraph(dist, entry, files);
  for (const chunk of page ? pageChunks(dist, page) : []) staticGraph(dist, chunk, files);
  for (const chunk of session ? pageChunks(dist, SESSION_CHUNK) : []) staticGraph(dist, chunk, files);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files].sort(), raw, gzip };
}

/**
 * Every route, by the chunk of its page (null: in the entry) and the HTML page Hosting serves it
 * (firebase.json: `/` index.html, /login login.html, a room play.html, any other address the bare
 * shell app.html); `session`: behind the login guard.
 * `budgetKb` is enforced; `targetKb` is issue 13's goal where it is not met yet (the budget is
 * then the ceiling reached so far, so the figures can only come down).
 */
export const ROUTES = [
  { route: '/ (landing)', page: 'LandingSections', html: 'index.html', budgetKb: 150 },
  { route: '/early-access', page: 'EarlyAccessPage', html: 'app.html' },
  { route: '/login', page: 'LoginPage', html: 'login.html' },
  { route: '/signup', page: 'SignupPage', html: 'app.html' },
  { route: '/invitation/{token}', page: 'InvitationPage', html: 'app.html' },
  { route: '/dashboard', page: 'DashboardPage', html: 'app.html', session: true },
  { route: '/admin (wizard)', page: 'AdminPage', html: 'app.html', session: true },
  // The room browser (issue 31: its first load within 200 KB).
  { route: '/escape-rooms', page: 'EscapeRoomsPage', html: 'app.html', session: true, budgetKb: 200 },
  { route: '/escape-rooms/{id}', page: 'RoomPage', html: 'app.html', session: true },
  { route: '/escape-rooms/{id}/edit/{scene}', page: 'SceneEditorPage', html: 'app.html', session: true },
  // A room's creator analytics (issue 32): plain SVG charts; the puzzle graph is the editor's lazy chunk.
  { route: '/escape-rooms/{id}/analytics', page: 'AnalyticsPage', html: 'app.html', session: true },
  { route: '/play/{id}', page: 'PlayPage', html: 'play.html', session: true, budgetKb: 200 },
];

/**
 * Each route's weight (entry, page chunk, their static imports) and whether it is over its
 * budget, with `sessionGzip`: the same plus the Firebase chunk a signed-in visit loads first.
 */
export function budgetReport(dist, routes = ROUTES) {
  return routes.map(({ route, page, html, budgetKb = null, targetKb = budgetKb, session = false }) => {
    const weight = routeWeight(dist, page, { html });
    const sessionGzip = session ? routeWeight(dist, page, { session, html }).gzip : null;
    return {
      route,
      budgetKb,
      targetKb,
      ...weight,
      sessionGzip,
      over: budgetKb !== null && weight.gzip / 1024 > budgetKb,
    };
  });
}

function main(args) {
  const at = args.indexOf('--dist');
  const dist = at >= 0 ? args[at + 1] : fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html is missing: run \`npm run build:web\` first`);
    process.exit(2);
  }
  const kb = (n) => (n / 1024).toFixed(1);
  const report = budgetReport(dist);
  console.log('| route | files | raw KB | gzip KB | gzip KB with the sign-in SDK | budget KB | target KB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of report) {
    const budget = `${row.budgetKb ?? '–'}${row.over ? ' (over)' : ''}`;
    const withSdk = row.sessionGzip === null ? '–' : kb(row.sessionGzip);
    console.log(
      `| ${row.route} | ${row.files.length} | ${kb(row.raw)} | ${kb(row.gzip)} | ${withSdk} | ${budget} | ${row.targetKb ?? '–'} |`,
    );
  }
  const over = report.filter((row) => row.over);
  if (args.includes('--budget') && over.length > 0) {
    console.error(`Initial JavaScript over budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
