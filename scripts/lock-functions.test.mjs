// functions/package-lock.json (what Cloud Functions installs the deployed folder from) holds the
// versions the root lock resolves for the functions, every one of them (issue 28).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FUNCTIONS_LOCK,
  FUNCTIONS_PACKAGE,
  ROOT_LOCK,
  edgesOf,
  functionsLock,
  resolveFrom,
} from './lock-functions.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootLock = readJson(ROOT_LOCK);
const functionsPackage = readJson(FUNCTIONS_PACKAGE);
const committed = readJson(FUNCTIONS_LOCK);

/**
 * Walks the root lock (from the functions workspace) and a functions lock side by side, edge by edge;
 * returns every edge whose package differs (version or integrity) or is missing in the functions lock.
 */
function differences(root, lock) {
  const problems = [];
  const seen = new Set();
  const queue = [['functions', '']];
  while (queue.length) {
    const [rootAt, lockAt] = queue.shift();
    if (seen.has(`${rootAt}|${lockAt}`)) continue;
    seen.add(`${rootAt}|${lockAt}`);
    const entry = rootAt === 'functions' ? functionsPackage : root.packages[rootAt];
    for (const [name, kind] of edgesOf(entry, { withDev: rootAt === 'functions' })) {
      const inRoot = resolveFrom(root.packages, rootAt, name);
      if (!inRoot && kind === 'optional') continue;
      const inLock = resolveFrom(lock.packages, lockAt, name);
      const [want, got] = [root.packages[inRoot], lock.packages[inLock]];
      if (!got || got.version !== want.version || got.integrity !== want.integrity)
        problems.push(
          `${lockAt || 'functions'} → ${name}: ${got?.version ?? 'missing'}, the root lock has ${want.version}`,
        );
      else queue.push([inRoot, inLock]);
    }
  }
  return problems;
}

describe('functions/package-lock.json', () => {
  it('when the root lock and functions/package.json are cut again then the committed file is the same (not stale)', () => {
    expect(committed).toEqual(functionsLock(rootLock, functionsPackage));
  });

  it('when each dependency of functions/package.json is looked up then it is at the version the root lock resolves', () => {
    const declared = { ...functionsPackage.dependencies, ...functionsPackage.devDependencies };

    const versions = Object.keys(declared).map((name) => [
      name,
      committed.packages[`node_modules/${name}`]?.version,
      rootLock.packages[resolveFrom(rootLock.packages, 'functions', name)].version,
    ]);

    expect(versions.filter(([, locked, resolved]) => locked !== resolved)).toEqual([]);
    expect(committed.packages[''].dependencies).toEqual(functionsPackage.dependencies);
  });

  it('when every dependency edge is followed in both locks then each resolves to the same package', () => {
    expect(differences(rootLock, committed)).toEqual([]);
  });

  it('when the root lock moves a transitive dependency then the check reports it (it can fail)', () => {
    const moved = structuredClone(rootLock);
    const pgProtocol = resolveFrom(moved.packages, 'node_modules/pg', 'pg-protocol');
    moved.packages[pgProtocol] = { ...moved.packages[pgProtocol], version: '0.0.1', integrity: 'sha512-x' };

    expect(differences(moved, committed)).toContainEqual(
      expect.stringMatching(/^node_modules\/pg → pg-protocol: .*, the root lock has 0\.0\.1$/),
    );
    expect(functionsLock(moved, functionsPackage)).not.toEqual(committed);
  });
});
