import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetReport, entryFiles, ROUTES, routeWeight, SESSION_CHUNK, staticGraph } from './bundle-size.mjs';

const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
mkdirSync(join(dist, 'assets'));
const write = (name, text) => writeFileSync(join(dist, name), text);
write(
  'index.html',
  '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
);
write('assets/index-a.js', 'import{x}from"./shared-c.js";const p=()=>import(`./PlayPage-d.js`);');
write('assets/vendor-b.js', 'export const v=1;');
write('assets/shared-c.js', 'import"./vendor-b.js";export const x=2;');
write('assets/PlayPage-d.js', 'import{x}from"./shared-c.js";import{y}from"./play-e.js";');
write('assets/play-e.js', 'export const y="'.concat('y'.repeat(5000), '";'));
write('assets/firebase-f.js', 'import"./sdk-g.js";');
write('assets/sdk-g.js', 'export const s="'.concat('s'.repeat(3000), '";'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A build with a page chunk for every route, the play page's carrying `playBytes` of random code. */
function buildWithEveryRoute(playBytes) {
  const folder = mkdtempSync(join(tmpdir(), 'bundle-size-routes-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<script type="module" src="/assets/index-a.js"></script>');
  writeFileSync(join(folder, 'assets/index-a.js'), 'export const a=1;');
  for (const { page } of ROUTES.filter((route) => route.page))
    writeFileSync(join(folder, `assets/${page}-x.js`), 'export const p=1;');
  writeFileSync(join(folder, `assets/${SESSION_CHUNK}-x.js`), 'export const f=1;');
  // Random base64 hardly compresses below its 6 bits a character.
  writeFileSync(join(folder, 'assets/PlayPage-x.js'), `export const p="${randomText(playBytes)}";`);
  return folder;
}
const randomText = (length) =>
  Array.from(
    { length },
    () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[Math.floor(Math.random() * 64)],
  ).join('');
const sizeScript = fileURLToPath(new URL('./bundle-size.mjs', import.meta.url));
const checkBudget = (folder) =>
  spawnSync(process.execPath, [sizeScript, '--budget', '--dist', folder], { encoding: 'utf8' });

describe('bundle size', () => {
  it('reads the entry script and its modulepreloads', () => {
    expect(entryFiles(dist)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('follows static imports but not dynamic ones', () => {
    expect([...staticGraph(dist, 'assets/index-a.js')].sort()).toEqual([
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('counts a lazy route as the entry graph plus its page chunk graph', () => {
    const landing = routeWeight(dist, null);
    const play = routeWeight(dist, 'PlayPage');
    expect(landing.files).toHaveLength(3);
    expect(play.files).toEqual([...landing.files, 'assets/PlayPage-d.js', 'assets/play-e.js'].sort());
    expect(play.raw).toBeGreaterThan(landing.raw + 5000);
    expect(play.gzip).toBeLessThan(play.raw);
  });

  it('when a second chunk carries the page name then both chunks and their imports are counted', () => {
    const folder = mkdtempSync(join(tmpdir(), 'bundle-size-named-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<script type="module" src="/assets/index-a.js"></script>');
    writeFileSync(join(folder, 'assets/index-a.js'), 'const d=()=>import("./Dash-z.js");');
    // The shared chunk sorts first; the page's own chunk, which the entry loads, second.
    writeFileSync(join(folder, 'assets/Dash-a.js'), 'import"./wizard-w.js";export const s=1;');
    writeFileSync(join(folder, 'assets/Dash-z.js'), 'import{s}from"./Dash-a.js";export const p=s;');
    writeFileSync(join(folder, 'assets/wizard-w.js'), 'export const w=1;');
    const weight = routeWeight(folder, 'Dash');
    rmSync(folder, { recursive: true, force: true });
    expect(weight.files).toEqual(['assets/Dash-a.js', 'assets/Dash-z.js', 'assets/index-a.js', 'assets/wizard-w.js']);
  });

  it("when a route is served its own HTML page then that page's modulepreloads are counted, not index.html's", () => {
    const folder = mkdtempSync(join(tmpdir(), 'bundle-size-pages-'));
    mkdirSync(join(folder, 'assets'));
    // The landing's page preloads its sections; the play page preloads the play screen's code instead.
    writeFileSync(
      join(folder, 'index.html'),
      '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/Sections-s.js">',
    );
    writeFileSync(
      join(folder, 'play.html'),
      '<template><link rel="modulepreload" href="/assets/Play-p.js"><script type="module" src="/assets/index-a.js"></script></template>',
    );
    writeFileSync(join(folder, 'assets/index-a.js'), 'export const a=1;');
    writeFileSync(join(folder, 'assets/Sections-s.js'), 'export const s=1;');
    writeFileSync(join(folder, 'assets/Play-p.js'), 'export const p=1;');
    const play = routeWeight(folder, 'Play', { html: 'play.html' });
    const missingPage = routeWeight(folder, 'Play', { html: 'app.html' });
    rmSync(folder, { recursive: true, force: true });
    expect(play.files).toEqual(['assets/Play-p.js', 'assets/index-a.js']);
    // A build without the page (a test's, an older one's) is measured from index.html.
    expect(missingPage.files).toEqual(['assets/Play-p.js', 'assets/Sections-s.js', 'assets/index-a.js']);
  });

  it('when a route sits behind the login guard then its figure with the sign-in SDK adds the Firebase chunk', () => {
    const [row] = budgetReport(dist, [{ route: '/play', page: 'PlayPage', session: true }]);
    const withSdk = routeWeight(dist, 'PlayPage', { session: true });
    expect(withSdk.files).toEqual(expect.arrayContaining(['assets/firebase-f.js', 'assets/sdk-g.js']));
    expect(row.gzip).toBe(routeWeight(dist, 'PlayPage').gzip);
    expect(row.sessionGzip).toBe(withSdk.gzip);
  });
});

describe('budget check (npm run size -- --budget)', () => {
  const play = ROUTES.find((route) => route.page === 'PlayPage');

  it('when every route is within its budget then it passes and prints every route', () => {
    const folder = buildWithEveryRoute(1000);
    const result = checkBudget(folder);
    rmSync(folder, { recursive: true, force: true });
    expect(result.status).toBe(0);
    for (const { route } of ROUTES) expect(result.stdout).toContain(`| ${route} |`);
  });

  it('when a route is over its budget then it fails and names the route', () => {
    // Base64 carries 6 bits a character: gzip brings it down to about three quarters.
    const folder = buildWithEveryRoute(Math.ceil(play.budgetKb * 1.5) * 1024);
    const result = checkBudget(folder);
    rmSync(folder, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/\| \/play\/\{id\} \|.*\(over\)/);
    expect(result.stderr).toContain('over budget: /play/{id}');
  });
});
