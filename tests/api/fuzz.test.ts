/**
 * Fuzzing every route of the shared contract with generated bad input (fast-check), as every
 * role: broken strings (NUL, lone surrogates, huge), wrong types, deep nesting, malformed JSON,
 * bad percent-encodings, odd queries, a required field left out. Nothing may answer 5xx, and a
 * rejected request (4xx) must leave every table exactly as it was. Every required field of every
 * contract is also left out once on purpose: the answer is a 4xx naming it (issue 33 item 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RouteContract } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { startApi, type Api } from './harness';
import { buildWorld, examples, ROLES, routesInOrder, type Example, type World } from './route-fixtures';
import { omissions, without } from './required-fields';

const RUNS = 4000;

let api: Api;
let world: World;
let fingerprintSql: string;

/** One hash over the content of every table the app writes (rate-limit counters excluded: they count rejections too). */
async function fingerprint(): Promise<string> {
  const { rows } = await getPool().query<{ f: string }>(fingerprintSql);
  return rows[0].f;
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

function request(route: RouteContract, example: Example, m: Mutation) {
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

beforeAll(async () => {
  setConfigForTests({
    ...loadConfig(),
    rateLimits: {
      ...loadConfig().rateLimits,
      playInteractPerMinute: 100_000,
      playSyncPerMinute: 100_000,
      playRestartPerMinute: 100_000,
      playHintsPerMinute: 100_000,
      eoiPerMinute: 100_000,
      invitationsPerMinute: 100_000,
      signupPerMinute: 100_000,
      loginPerMinute: 100_000,
      aiPerMinute: 100_000,
      chatPerMinute: 100_000,
    },
  });
  api = await startApi();
  world = await buildWorld(api);
  fingerprintSql = await buildFingerprintSql();
});

afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

describe('fuzzing every route', () => {
  it('issue 33 item 5: when each required field is left out of a valid request then the route answers 4xx naming it and writes nothing', async () => {
    // Arrange: every route's example request, and the fields its contract (or the spec) cannot do without.
    const table = examples(world);
    const failures: string[] = [];
    let tried = 0;
    let before = await fingerprint();
    for (const route of routesInOrder().filter((r) => r.name !== 'auth.logout')) {
      const example = table[route.name];
      const fields = omissions(route, example);
      for (let index = 0; index < fields.length; index += 1) {
        // Act: the example request without that one field, as the admin (whom every route admits).
        const { where, path } = fields[index];
        const { url, body } = request(route, example, { kind: 'omit', index });
        const res = await api.call(route.method, url, { token: world.tokens.admin, body });
        const after = await fingerprint();
        tried += 1;
        // Assert: the contract's 4xx naming the field, and not a row changed. The message names it
        // ("scene_data: Required"), or, where it is the spec's wording ("Please select an AI agent"),
        // the answer's `fields` does.
        const expected = where === 'body' ? (route.invalidStatus ?? 400) : 400;
        const answer = (res.body ?? {}) as { message?: unknown; fields?: unknown };
        const message = String(answer.message ?? '');
        const words = (text: string) => text.toLowerCase().replace(/_/g, ' ');
        const named =
          words(message).includes(words(path[path.length - 1])) ||
          (Array.isArray(answer.fields) && answer.fields.includes(path.join('.')));
        if (res.status !== expected || !named || after !== before)
          failures.push(
            `${route.method} ${route.path} without ${where} ${path.join('.')} → ${res.status} ` +
              `${JSON.stringify(message.slice(0, 160))}${after !== before ? ' and wrote' : ''} (expected ${expected} naming it)`,
          );
        before = after;
      }
    }
    expect(failures).toEqual([]);
    console.log(`[fuzz] ${tried} required fields left out, one request each`);
    expect(tried).toBeGreaterThan(50);
  });

  it(`when ${RUNS} generated bad requests arrive then none answers 5xx and no rejected one writes`, async () => {
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
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: true },
    );
    console.log(`[fuzz] ${RUNS} requests by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
  }, 900_000);
});
