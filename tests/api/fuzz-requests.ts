/**
 * What the fuzz tests share (fuzz.test.ts, fuzz-second-half.test.ts): the generated bad input
 * (fast-check), the request built from a route's example and one mutation, and a fingerprint of
 * every table the app writes. The 4,000 generated requests are split over two files so the API
 * stage's two workers share them (one file took 167 of the stage's 207 s).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RouteContract } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { startApi, type Api } from './harness';
import { buildWorld, examples, ROLES, routesInOrder, type Example, type World } from './route-fixtures';
import { omissions, without } from './required-fields';

/** How many generated bad requests the two files send in all, half each. */
export const FUZZ_RUNS = 4000;
/** The first half's seed; the second half's is the next one. `FUZZ_SEED=n` replays another run. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** The app, its world and the fingerprint query, made before a file's tests and closed after. */
export interface FuzzContext {
  api: Api;
  world: World;
  fingerprint(): Promise<string>;
}

async function buildFingerprintSql(): Promise<string> {
  const { rows } = await getPool().query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
     AND table_name <> 'schema_migrations' AND table_name NOT LIKE '%rate_limit%' ORDER BY table_name`,
  );
  const parts = rows.map(({ table_name: t }) =>
    t === 'media'
      ? `(SELECT count(*)::text || ':' || coalesce(sum(length(bytes)), 0)::text FROM media)`
      : `(SELECT count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') FROM "${t}" x)`,
  );
  return `SELECT md5(${parts.join(` || '|' || `)}) AS f`;
}

const RAISED_LIMITS = [
  'playInteractPerMinute',
  'playSyncPerMinute',
  'playRestartPerMinute',
  'playHintsPerMinute',
  'eoiPerMinute',
  'invitationsPerMinute',
  'signupPerMinute',
  'loginPerMinute',
  'aiPerMinute',
  'chatPerMinute',
] as const;

/** Starts the app with per-minute limits no fuzz run reaches (rate limits are tested in rate-limits.test.ts). */
export function useFuzzContext(): FuzzContext {
  const context = {} as FuzzContext;
  beforeAll(async () => {
    const raised = Object.fromEntries(RAISED_LIMITS.map((name) => [name, 100_000]));
    setConfigForTests({ ...loadConfig(), rateLimits: { ...loadConfig().rateLimits, ...raised } });
    context.api = await startApi();
    context.world = await buildWorld(context.api);
    // One hash over the content of every table the app writes (rate-limit counters excluded: they count rejections too).
    const sql = await buildFingerprintSql();
    context.fingerprint = async () => (await getPool().query<{ f: string }>(sql)).rows[0].f;
  });
  afterAll(async () => {
    await context.api.close();
    setConfigForTests(undefined);
  });
  return context;
}

const NUL = 'a\u0000b';
const badString = fc.oneof(
  fc.constantFrom(
    NUL,
    '\uD800',
    'x\uDC00y',
    '',
    '   ',
    '%',
    '%FF',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>x</script>',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 201, max: 6000 }).map((n) => 'x'.repeat(n)),
);
/** Past the body limit (256 kB): 413 before any parsing. */
const hugeString = fc.constant('y'.repeat(300_000));
const badValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    badString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, -1, 0, 1e308, 2 ** 53),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(badString, tie('value'), { maxKeys: 3 }),
  ),
})).value;
const deepNest = fc.integer({ min: 40, max: 2000 }).map((depth) => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) v = { a: v };
  return v;
});

type Mutation =
  | { kind: 'body'; path: number; value: unknown }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'raw'; raw: string }
  | { kind: 'param'; value: string; raw: boolean }
  | { kind: 'query'; key: string; value: string }
  /** Leaves out the route's `index`-th required field (required-fields.ts), modulo their number. */
  | { kind: 'omit'; index: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('body' as const), path: fc.nat(), value: fc.oneof(badValue, hugeString) }),
  fc.record({ kind: fc.constant('wholeBody' as const), value: fc.oneof(badValue, deepNest, hugeString) }),
  fc.record({
    kind: fc.constant('raw' as const),
    raw: fc.oneof(fc.constantFrom('{', '{"a":', 'null', '[]', '"\\ud800"', '{"a":"\\u0000"}', '\u0000'), fc.string()),
  }),
  fc.record({
    kind: fc.constant('param' as const),
    value: fc.oneof(badString, fc.constantFrom('%', '%FF', '%E0%A4%A', '..', 'a/b')),
    raw: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('query' as const),
    key: fc.constantFrom('limit', 'cursor', 'token', 'x'),
    value: fc.oneof(badString, fc.constantFrom('-1', '0', '101', '1e9', 'NaN', 'abc', '%FF')),
  }),
  fc.record({ kind: fc.constant('omit' as const), index: fc.nat() }),
);

/** Leaf paths of a JSON value, e.g. [['user', 'email'], …]. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...path, k])) : [path];
  }
  return [path];
}

function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), leaf);
  return copy;
}

/** encodeURIComponent that also writes lone surrogates (as their WTF-8 bytes) instead of throwing. */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
          return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

export function request(route: RouteContract, example: Example, m: Mutation) {
  const names = Object.keys(example.params ?? {});
  const encoded = Object.fromEntries(names.map((n) => [n, encodeURIComponent(example.params![n])]));
  let query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  let body: unknown = route.method === 'GET' ? undefined : example.body?.();
  let raw: string | undefined;
  let extraSegment = '';
  if (m.kind === 'body' && route.method !== 'GET') {
    const paths = leafPaths(body ?? {});
    body = withLeaf(body ?? {}, paths[m.path % paths.length], m.value);
  } else if (m.kind === 'wholeBody' && route.method !== 'GET') body = m.value;
  else if (m.kind === 'raw' && route.method !== 'GET') raw = m.raw;
  else if (m.kind === 'omit') {
    const fields = omissions(route, example);
    const omitted = fields.length ? fields[m.index % fields.length] : undefined;
    if (omitted?.where === 'body') body = without(body, omitted.path);
    else if (omitted?.where === 'query') {
      const rest = without(example.query, omitted.path) as Record<string, string>;
      query = Object.keys(rest).length ? `?${new URLSearchParams(rest)}` : '';
    }
  } else if (m.kind === 'param') {
    const value = m.raw ? m.value : encodeLoose(m.value);
    if (names.length) encoded[names[m.value.length % names.length]] = value;
    else extraSegment = `/${value}`;
  } else {
    // Bodies cannot go with GET: the generated value travels in the query instead.
    const [key, value] =
      m.kind === 'query'
        ? [m.key, m.value]
        : ['limit', (JSON.stringify(m.kind === 'raw' ? m.raw : (m as { value: unknown }).value) ?? '').slice(0, 3000)];
    query += `${query ? '&' : '?'}${encodeLoose(key)}=${encodeLoose(value)}`;
  }
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encoded[name]);
  return { url: `/api/v1${path}${extraSegment}${query}`, body, raw };
}

/**
 * One half of the generated requests (`half` 0 or 1, each with its own seed): none may answer 5xx,
 * and a rejected one (4xx) must leave every table as it was.
 */
export function generatedBadRequests(context: FuzzContext, half: 0 | 1): void {
  const runs = FUZZ_RUNS / 2;
  const seed = FUZZ_SEED + half;
  it(`when ${runs} generated bad requests arrive (seed ${seed}) then none answers 5xx and no rejected one writes`, async () => {
    const { api, world, fingerprint } = context;
    const routes = routesInOrder().filter((r) => r.name !== 'auth.logout');
    const table = examples(world);
    const statuses = new Map<number, number>();
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), fc.constantFrom(...ROLES), mutation, async (i, role, m) => {
        const route = routes[i];
        const { url, body, raw } = request(route, table[route.name], m);
        const res = await api.call(route.method, url, { token: world.tokens[role], body, raw });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(
          res.status,
          `${route.method} ${url.slice(0, 120)} → ${JSON.stringify(res.body).slice(0, 300)}`,
        ).toBeLessThan(500);
        const after = await fingerprint();
        if (res.status >= 400) expect(after, `${route.name} answered ${res.status} but wrote`).toBe(before);
        before = after;
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    console.log(
      `[fuzz] ${runs} requests (seed ${seed}) by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(runs);
  }, 900_000);
}
