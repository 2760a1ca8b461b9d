/**
 * A second deploy of the built app, made from the first in dist/ (which the Hosting emulator
 * serves from disk, file by file): every script and stylesheet under assets/ gets a new name, as a change
 * to code every chunk imports would give them, and every file that names one follows (the chunks,
 * the HTML pages, the service worker's precache list, with the new revisions of the files that
 * changed). The old names are then gone, as they are on Hosting after a deploy. A second `vite
 * build` would take 20 to 30 s on this machine, over the end-to-end stage's budget for this test.
 * `restore` puts the first deploy back for the specs that follow.
 */
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** Files that may name a script or stylesheet of assets/. */
const TEXT_FILE = /\.(js|css|html)$/;
/** A precache entry with a revision in the service worker: `{url:"app.html",revision:"…"}`. */
const REVISIONED_ENTRY = /\{url:"([^"]+)",revision:"([0-9a-f]+)"\}/g;

export interface Redeploy {
  /** Each renamed file's old name and new name (e.g. `assets/LoginPage-AbC.js`). */
  renamed: Map<string, string>;
  /** Puts the first deploy back. */
  restore: () => void;
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** The text files of a build, as paths relative to it (folders aside). */
const textFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => TEXT_FILE.test(file));

/** The new name of an asset: its content hash with a mark, `X-hash.js` → `X-hash2.js`. */
const renamedAsset = (name: string) => name.replace(/(\.\w+)$/, '2$1');

/** The service worker's precache revisions of the files whose content changed, recomputed (md5, as workbox does). */
function refreshRevisions(dir: string, sw: string): string {
  return sw.replace(REVISIONED_ENTRY, (entry, url: string, revision: string) => {
    for (const file of [url, `${url}.html`]) {
      try {
        const now = md5(readFileSync(join(dir, file)));
        return now === revision ? entry : `{url:"${url}",revision:"${now}"}`;
      } catch {
        /* not this file name */
      }
    }
    return entry;
  });
}

/** Renames every script and stylesheet of the build in `dir`, and what names them (see the file's comment). */
function renameAssets(dir: string): Map<string, string> {
  const renamed = new Map(
    readdirSync(join(dir, 'assets'))
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => [`assets/${name}`, `assets/${renamedAsset(name)}`]),
  );
  // An asset is named `./x.js` (imports), `assets/x.js` (Vite's preload lists, sw.js) or `/assets/x.js` (HTML).
  const reference = /(\.\/|assets\/)([\w.-]+\.(?:js|css))\b/g;
  for (const file of textFiles(dir)) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const next = text.replace(reference, (whole, prefix: string, name: string) =>
      renamed.has(`assets/${name}`) ? `${prefix}${renamedAsset(name)}` : whole,
    );
    if (next !== text) writeFileSync(path, next);
  }
  for (const [from, to] of renamed) renameSync(join(dir, from), join(dir, to));
  const sw = join(dir, 'sw.js');
  writeFileSync(sw, refreshRevisions(dir, readFileSync(sw, 'utf8')));
  return renamed;
}

/**
 * Deploys the second version over dist/ (see the file's comment): made in a copy beside it, then
 * swapped in by renaming the folders, which is how `restore` swaps the first one back.
 */
export function redeploy(): Redeploy {
  const first = `${DIST}.first-deploy`;
  const next = `${DIST}.next-deploy`;
  for (const dir of [first, next]) rmSync(dir, { recursive: true, force: true });
  cpSync(DIST, next, { recursive: true });
  const renamed = renameAssets(next);
  renameSync(DIST, first);
  renameSync(next, DIST);
  return {
    renamed,
    restore: () => {
      rmSync(DIST, { recursive: true, force: true });
      renameSync(first, DIST);
    },
  };
}
