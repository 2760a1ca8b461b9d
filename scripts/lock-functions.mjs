// `node scripts/lock-functions.mjs`: writes functions/package-lock.json, the lock Cloud Functions
// installs the deployed functions/ folder from (`npm ci`). functions/ is an npm workspace, so the
// only lock npm keeps is the root one; this cuts the functions' part out of it: every package the
// functions' dependencies (and devDependencies) reach, at the version the root lock resolves for
// them, laid out so Node finds the same version from every place. No network, no npm: the same
// root lock always gives the same file. functions/build.mjs (the deploy's predeploy) runs it; a unit test
// (scripts/lock-functions.test.mjs) fails when the committed file is stale.
// `--check` writes nothing and exits 1 when functions/package-lock.json differs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ROOT_LOCK = join(ROOT, 'package-lock.json');
export const FUNCTIONS_PACKAGE = join(ROOT, 'functions/package.json');
export const FUNCTIONS_LOCK = join(ROOT, 'functions/package-lock.json');
const WORKSPACE = 'functions';

/** The node_modules folders Node searches from a package folder (`''` is the project root), nearest first. */
export function lookupFolders(location) {
  const parts = location ? location.split('/') : [];
  const folders = [];
  for (let depth = parts.length; depth >= 0; depth--) {
    if (depth > 0 && parts[depth - 1] === 'node_modules') continue;
    const base = parts.slice(0, depth).join('/');
    folders.push(base ? `${base}/node_modules` : 'node_modules');
  }
  return folders;
}

/** Where `name` resolves from the package at `location` in a lock's `packages`, or undefined. */
export function resolveFrom(packages, location, name) {
  return lookupFolders(location)
    .map((folder) => `${folder}/${name}`)
    .find((candidate) => packages[candidate] && !packages[candidate].link);
}

/** A package's dependency edges: [name, kind] with kind 'prod', 'optional', 'peer' or 'dev' (root only). */
export function edgesOf(entry, { withDev = false } = {}) {
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name),
  );
  const named = (deps, kind) => Object.keys(deps ?? {}).map((name) => [name, kind]);
  return [
    ...named(entry.dependencies, 'prod'),
    ...named(entry.optionalDependencies, 'optional'),
    ...named(entry.peerDependencies, 'peer').filter(([name]) => !optionalPeers.has(name)),
    ...(withDev ? named(entry.devDependencies, 'dev') : []),
  ];
}

/**
 * The functions' dependency graph in the root lock: root-lock location → its edges as
 * [name, kind, target location]. An optional edge the lock does not hold is left out.
 */
export function functionsGraph(rootPackages, functionsPackage) {
  const graph = new Map();
  const visit = (location, entry, withDev) => {
    if (graph.has(location)) return;
    const edges = [];
    graph.set(location, edges);
    for (const [name, kind] of edgesOf(entry, { withDev })) {
      const target = resolveFrom(rootPackages, location, name);
      if (!target) {
        if (kind === 'optional') continue;
        throw new Error(`the root lock has no ${name} for ${location || 'the functions'}: run npm install`);
      }
      edges.push([name, kind, target]);
      visit(target, rootPackages[target], false);
    }
  };
  visit(WORKSPACE, functionsPackage, true);
  return graph;
}

/** Locations reached from the workspace through edges `follow` accepts. */
function reach(graph, rootEdges, follow) {
  const seen = new Set();
  const stack = rootEdges.filter(([, kind]) => follow(kind)).map(([, , target]) => target);
  while (stack.length) {
    const location = stack.pop();
    if (seen.has(location)) continue;
    seen.add(location);
    for (const [, kind, target] of graph.get(location)) if (follow(kind)) stack.push(target);
  }
  return seen;
}

/** npm's lock flags: dev (only devDependencies need it), optional (only optional edges), devOptional, peer. */
export function dependencyFlags(graph) {
  const rootEdges = graph.get(WORKSPACE);
  const rootNonDev = rootEdges.filter(([, kind]) => kind !== 'dev');
  const prod = reach(graph, rootNonDev, () => true);
  const required = reach(graph, rootEdges, (kind) => kind !== 'optional');
  const prodRequired = reach(graph, rootNonDev, (kind) => kind !== 'optional');
  const notPeerOnly = reach(graph, rootEdges, (kind) => kind !== 'peer');
  return (location) => {
    const dev = !prod.has(location);
    const optional = !required.has(location);
    return {
      ...(dev && { dev: true }),
      ...(optional && { optional: true }),
      ...(!dev && !optional && !prodRequired.has(location) && { devOptional: true }),
      ...(!notPeerOnly.has(location) && { peer: true }),
    };
  };
}

/** The functions-relative place of a root-lock location: the workspace's own node_modules win the top level. */
const naturalPlace = (location) =>
  location.startsWith(`${WORKSPACE}/node_modules/`) ? location.slice(WORKSPACE.length + 1) : location;

/** The package folder a location sits in ('' at the top), e.g. node_modules/a for node_modules/a/node_modules/b. */
const parentPackage = (location) => location.slice(0, Math.max(0, location.lastIndexOf('/node_modules/')));

/**
 * New locations for every package of the graph: the workspace's own node_modules first, then each
 * package at its natural place; a package whose place another version holds goes under a package
 * that needs it, and what was nested in it moves along.
 */
export function layout(graph) {
  const placed = new Map([[WORKSPACE, '']]);
  const taken = new Set(['']);
  const dependents = new Map();
  for (const [from, edges] of graph)
    for (const [name, , target] of edges) dependents.set(target, [...(dependents.get(target) ?? []), [from, name]]);
  const depth = (location) => location.split('/').length - (location.startsWith(`${WORKSPACE}/`) ? 100 : 0);
  let pending = [...graph.keys()]
    .filter((l) => l !== WORKSPACE)
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  const placeFor = (location) => {
    const parent = parentPackage(location);
    if (parent && parent !== WORKSPACE && graph.has(parent)) {
      if (!placed.has(parent)) return undefined;
      if (placed.get(parent) !== naturalPlace(parent)) return placed.get(parent) + location.slice(parent.length);
    }
    if (!taken.has(naturalPlace(location))) return naturalPlace(location);
    const dependent = dependents.get(location).find(([from]) => placed.has(from));
    if (!dependent) return undefined;
    const [from, name] = dependent;
    return `${placed.get(from) ? `${placed.get(from)}/` : ''}node_modules/${name}`;
  };
  while (pending.length) {
    const left = pending.filter((location) => {
      const at = placeFor(location);
      if (at === undefined || taken.has(at)) return true;
      placed.set(location, at);
      taken.add(at);
      return false;
    });
    if (left.length === pending.length) throw new Error(`cannot lay out ${left.join(', ')}`);
    pending = left;
  }
  return placed;
}

/** Checks that every edge resolves, in the new layout, to the package the root lock resolves it to. */
export function verifyLayout(packages, graph, placed, rootPackages) {
  const problems = [];
  for (const [from, edges] of graph)
    for (const [name, , target] of edges) {
      const found = resolveFrom(packages, placed.get(from), name);
      if (found !== placed.get(target))
        problems.push(
          `${from || 'functions'} → ${name}: ${found ?? 'nothing'} instead of ${rootPackages[target].version}`,
        );
    }
  return problems;
}

const ENTRY_FIELDS = ['dev', 'optional', 'devOptional', 'peer', 'devDependencies'];

/** The lock (lockfileVersion 3) of the functions folder, cut out of the root lock. */
export function functionsLock(rootLock, functionsPackage) {
  const rootPackages = rootLock.packages;
  const graph = functionsGraph(rootPackages, functionsPackage);
  const placed = layout(graph);
  const flags = dependencyFlags(graph);
  const { name, version, dependencies, devDependencies, optionalDependencies, peerDependencies, engines } =
    functionsPackage;
  const root = { name, version, dependencies, devDependencies, optionalDependencies, peerDependencies, engines };
  const packages = { '': JSON.parse(JSON.stringify(root)) };
  const locations = [...placed].filter(([l]) => l !== WORKSPACE).sort(([, a], [, b]) => (a < b ? -1 : 1));
  for (const [location, at] of locations) {
    const entry = Object.fromEntries(Object.entries(rootPackages[location]).filter(([k]) => !ENTRY_FIELDS.includes(k)));
    packages[at] = { ...entry, ...flags(location) };
  }
  const problems = verifyLayout(packages, graph, placed, rootPackages);
  if (problems.length) throw new Error(`the functions' lock would resolve differently:\n${problems.join('\n')}`);
  return { name, version, lockfileVersion: 3, requires: true, packages };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The text functions/package-lock.json should hold for the current root lock and functions/package.json. */
export const expectedLockText = () =>
  `${JSON.stringify(functionsLock(readJson(ROOT_LOCK), readJson(FUNCTIONS_PACKAGE)), null, 2)}\n`;

/** Writes functions/package-lock.json (functions/build.mjs calls it, so every functions build and deploy has it). */
export function writeFunctionsLock() {
  const text = expectedLockText();
  const current = existsSync(FUNCTIONS_LOCK) ? readFileSync(FUNCTIONS_LOCK, 'utf8') : '';
  if (current !== text) writeFileSync(FUNCTIONS_LOCK, text);
  console.log(`functions/package-lock.json ${current === text ? 'is current' : 'written'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = expectedLockText();
  if (process.argv.includes('--check')) {
    if (!existsSync(FUNCTIONS_LOCK) || readFileSync(FUNCTIONS_LOCK, 'utf8') !== text) {
      console.error('functions/package-lock.json is stale: run node scripts/lock-functions.mjs');
      process.exit(1);
    }
  } else writeFunctionsLock();
}
