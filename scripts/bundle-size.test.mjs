import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryFiles, routeWeight, staticGraph } from './bundle-size.mjs';

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
afterAll(() => rmSync(dist, { recursive: true, force: true }));

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
});
