/**
 * The hand-written guards of size-bound-calls.ts against the contracts' zod schemas: for valid
 * answers built from real rooms and for the same answers with one value replaced, removed or
 * added anywhere in them, a guard accepts exactly when the schema does.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';
import { authApi, initialState, playApi, sealPackage, type GameState, type SealedPackage } from '@core';
import { createRandom } from '@core/checker/player-bot';
import { sampleRoom } from '@core/test-support/test-rooms';
import { isAuthEnvelope, isLogoutAnswer, isPackageAnswer, isSessionAnswer, isSyncAnswer } from './size-bound-calls';

type Path = (string | number)[];

/** Every path to a value inside `value` (the root included). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [prefix, ...inner];
}

type Edit = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'add'; key: string; value: unknown };

/** A copy of `root` with one edit at `path`. */
function edited(root: unknown, path: Path, edit: Edit): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  if (path.length === 0) return edit.kind === 'set' ? edit.value : copy;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (edit.kind === 'set') parent[last] = edit.value;
  else if (edit.kind === 'delete') {
    // An array loses the item (JSON has no holes); an object loses the key.
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (target && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, unknown>)[edit.key] = edit.value;
  }
  return copy;
}

const HEX_KEY = 'ab'.repeat(32);
/** Values that fit some field somewhere, so that edits hit both sides of each rule. */
const telling = fc.constantFrom<unknown>(
  '',
  'a',
  'user',
  'admin',
  'success',
  'locked',
  'solved',
  'key',
  'easy',
  'action-0001',
  HEX_KEY,
  HEX_KEY.toUpperCase(),
  0,
  -1,
  1,
  2,
  3,
  1.5,
  true,
  false,
  null,
  [],
  {},
  ['a'],
);
const anyValue = fc.oneof(telling, fc.jsonValue());
const edit: fc.Arbitrary<Edit> = fc.oneof(
  anyValue.map((value): Edit => ({ kind: 'set', value })),
  fc.constant<Edit>({ kind: 'delete' }),
  fc
    .tuple(fc.constantFrom('status', 'hints_seen', 'extra'), anyValue)
    .map(([key, value]): Edit => ({ kind: 'add', key, value })),
);

function agreesWithSchema(
  guard: (v: unknown) => boolean,
  schema: ZodTypeAny,
  examples: unknown[],
  keepPath: (path: Path) => boolean = () => true,
) {
  for (const example of examples) {
    expect(schema.safeParse(example).success).toBe(true);
    expect(guard(example)).toBe(true);
  }
  const cases = fc.oneof(
    fc
      .constantFrom(...examples)
      .chain((example) => fc.tuple(fc.constant(example), fc.constantFrom(...pathsOf(example).filter(keepPath)), edit)),
  );
  fc.assert(
    fc.property(cases, ([example, path, change]) => {
      const value = edited(example, path, change);
      expect(guard(value)).toBe(schema.safeParse(value).success);
    }),
    { numRuns: 1500 },
  );
  fc.assert(fc.property(fc.jsonValue(), (value) => guard(value) === schema.safeParse(value).success));
}

// ---- examples ----

const user = {
  id: 'u1',
  email: 'player@example.com',
  role: 'user',
  admin: false,
  first_name: null,
  last_name: 'Lee',
  created_at: '2026-01-01T00:00:00.000Z',
};
const envelope = { status: { code: 200, message: 'Signed in.', data: { user } } };
const adminEnvelope = {
  status: { code: 200, message: '', data: { user: { ...user, role: 'admin', admin: true, first_name: 'Ada' } } },
};

const { pkg, solutions } = sampleRoom();
function bytes(seed = 1) {
  const random = createRandom(seed);
  return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
}
const sealed: SealedPackage = sealPackage(pkg, solutions, { randomBytes: bytes() });
const start: GameState = initialState(pkg);
const played: GameState = {
  ...start,
  inventory: [{ id: 'i1', elementId: 'e1', name: 'Brass key', type: 'key', description: '', icon: 'key' }],
  inspected: ['e1'],
  points: 25,
  hints_used: 1,
  hints_seen: ['e1:0'],
  escaped: true,
};
const { hints_seen: _omitted, ...withoutHintsSeen } = start;
const gameSession = {
  id: 's1',
  escape_room_id: pkg.id,
  current_scene_id: start.scene_id,
  completed: false,
  total_points: 0,
  hints_used: 0,
  ranked: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const hint = { action_id: 'action-0001', element_id: 'e1', level: 1, text: 'Look closer', cost: 10 };

describe("the size-bound calls' guards, against the contracts", () => {
  it('when an auth envelope is checked then the guard agrees with auth.currentUser and auth.signup', () => {
    agreesWithSchema(isAuthEnvelope, authApi.currentUser.response, [envelope, adminEnvelope]);
    agreesWithSchema(isAuthEnvelope, authApi.signup.response, [envelope]);
  });

  it('when a logout answer is checked then the guard agrees with auth.logout', () => {
    agreesWithSchema(isLogoutAnswer, authApi.logout.response, [{ status: 200, message: 'Logged out successfully.' }]);
  });

  it('when a session answer is checked then the guard agrees with play.session', () => {
    agreesWithSchema(isSessionAnswer, playApi.session.response, [
      { status: 'success', game_session: gameSession, state: start },
      { status: 'success', game_session: { ...gameSession, completed: true }, state: played },
      { status: 'success', game_session: { ...gameSession, ranked: false }, state: played },
      { status: 'success', game_session: gameSession, state: withoutHintsSeen },
    ]);
  });

  it('when a sync answer is checked then the guard agrees with play.sync', () => {
    agreesWithSchema(isSyncAnswer, playApi.sync.response, [
      { status: 'success', game_session: gameSession, applied: 2, skipped: 0, state: played, hints: [hint] },
      { status: 'success', game_session: gameSession, applied: 0, skipped: 1, state: start, hints: [] },
    ]);
  });

  it("when a package answer is checked then the guard agrees with play.package above the scenes' elements", () => {
    // A scene's elements are checked only as objects (the known gap named in size-bound-calls.ts):
    // the walk stays above them, and the elements list itself is checked below.
    const aboveElements = (path: Path) => !(path[1] === 'scenes' && path[3] === 'elements');
    const answer = { status: 'success', package: sealed, keyring: {} };
    agreesWithSchema(
      isPackageAnswer,
      playApi.package.response,
      [answer, { status: 'success', package: sealed, keyring: { lock: HEX_KEY } }],
      aboveElements,
    );
    const withElements = (elements: unknown) =>
      edited(answer, ['package', 'scenes', 0, 'elements'], { kind: 'set', value: elements });
    for (const notAList of [null, 5, 'x', {}, [1], [null], ['a'], [[]]]) {
      expect(isPackageAnswer(withElements(notAList))).toBe(false);
      expect(playApi.package.response.safeParse(withElements(notAList)).success).toBe(false);
    }
    // The gap itself: an object that is no element passes the guard; the engine reads elements as it goes.
    expect(isPackageAnswer(withElements([{}]))).toBe(true);
    expect(playApi.package.response.safeParse(withElements([{}])).success).toBe(false);
  });
});
