// `npm run size`: the JavaScript each route makes the browser fetch before it is usable, from
// the built files in dist/ (run `npm run build:web` first): the entry script and its
// modulepreloads from index.html, every chunk they import statically, and for a lazy route its
// page chunk with its static imports. Sizes are gzip level 9, as a server would send them.
// With --budget it exits 1 when a route is over its budget (issue 13: landing 150 KB, play 200 KB).
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

/** The entry script and modulepreloads of index.html. */
export function entryFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ];
  return [...new Set(sources.map((m) => m[1]))];
}

/** The page chunk whose name starts with `name-` in assets/. */
export function pageChunk(dist, name) {
  const file = readdirSync(join(dist, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk for ${name} in ${dist}/assets`);
  return `assets/${file}`;
}

/** Raw and gzipped bytes of what a route fetches: the entry graph plus its page chunk's graph. */
export function routeWeight(dist, page) {
  const files = new Set();
  for (const entry of entryFiles(dist)) staticGraph(dist, entry, files);
  if (page) staticGraph(dist, pageChunk(dist, page), files);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files].sort(), raw, gzip };
}

export const ROUTES = [
  { route: '/ (landing)', page: null, budgetKb: 150 },
  { route: '/play/{id}', page: 'PlayPage', budgetKb: 200 },
  { route: '/escape-rooms', page: 'EscapeRoomsPage', budgetKb: null },
  { route: 'scene editor', page: 'SceneEditorPage', budgetKb: null },
];

function main() {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build:web` first');
    process.exit(2);
  }
  const kb = (n) => (n / 1024).toFixed(1);
  let over = false;
  console.log('| route | files | raw KB | gzip KB | budget KB |\n|---|---|---|---|---|');
  for (const { route, page, budgetKb } of ROUTES) {
    const weight = routeWeight(dist, page);
    const overBudget = budgetKb !== null && weight.gzip / 1024 > budgetKb;
    over ||= overBudget;
    console.log(
      `| ${route} | ${weight.files.length} | ${kb(weight.raw)} | ${kb(weight.gzip)} | ${budgetKb ?? '–'}${overBudget ? ' (over)' : ''} |`,
    );
  }
  if (process.argv.includes('--budget') && over) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
