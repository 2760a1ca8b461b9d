/**
 * The API calls that may not load zod: the landing page's session check and sign-up/sign-out
 * (src/data/auth/auth.ts, in the landing's entry, budget 150 KB gzip) and the play screen's package,
 * session and sync (budget 200 KB). Every other call goes through `callApi` (api-client.ts),
 * which checks the answer with the contract's zod schema.
 *
 * Here the URL comes from the zod-free paths table (core/src/contracts/api/paths.ts, checked against the
 * contracts) and the answer is checked by a hand-written guard of the contract's response
 * schema; size-bound-calls.test.ts checks that each guard accepts exactly what its schema
 * accepts. An answer the guard refuses is an ApiError with UNEXPECTED_ANSWER, as in callApi.
 *
 * One known gap: the package guard checks the envelope, the keyring, the package, its scenes and
 * capsules, but each scene's elements only as objects (PlayElementSchema, the deepest schema in
 * core, would cost the play screen as much as zod saves); the engine reads elements as it goes.
 */
import type {
  AuthEnvelope,
  GameSession,
  GameState,
  Keyring,
  QueuedAction,
  SealedPackage,
  SyncResponse,
  User,
} from '@core';
import { API_PATHS, apiUrl, type RouteName } from '@core/contracts/api/paths';
import { ApiError, UNEXPECTED_ANSWER, type ApiOptions } from './api';
import { sendRequest } from './transport';

type Guard<T> = (value: unknown) => value is T;
type Fields = Record<string, unknown>;

// ---- guards (each mirrors one zod schema of core; the test holds them to it) ----

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNullableString = (v: unknown): v is string | null => v === null || isString(v);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    (values as readonly unknown[]).includes(v);
const arrayOf =
  <T>(item: (v: unknown) => boolean) =>
  (v: unknown): v is T[] =>
    Array.isArray(v) && v.every(item);
const recordOf = (value: (v: unknown) => boolean) => (v: unknown) => isObject(v) && Object.values(v).every(value);
const isStrings = arrayOf<string>(isString);

/** ROLES (core/src/contracts/auth.ts), ELEMENT_STATES, ELEMENT_TYPES and the difficulties (core/src/engine/room.ts). */
const isRole = oneOf(['user', 'creator', 'admin']);
const isElementState = oneOf(['available', 'locked', 'unlocked', 'solved']);
const isElementType = oneOf(['clickable_object', 'combination_lock', 'key', 'door', 'hidden_item', 'puzzle_piece']);
const isDifficulty = oneOf(['easy', 'medium', 'hard', 'expert']);

/** UserSchema. */
export const isUser = (v: unknown): v is User =>
  isObject(v) &&
  isString(v.id) &&
  isString(v.email) &&
  isRole(v.role) &&
  isBoolean(v.admin) &&
  isNullableString(v.first_name) &&
  isNullableString(v.last_name) &&
  isString(v.created_at);

/** The auth envelope of auth.signup and auth.currentUser. */
export const isAuthEnvelope = (v: unknown): v is AuthEnvelope =>
  isObject(v) &&
  isObject(v.status) &&
  isNumber(v.status.code) &&
  isString(v.status.message) &&
  isObject(v.status.data) &&
  isUser(v.status.data.user);

/** auth.logout's answer. */
export const isLogoutAnswer = (v: unknown): v is { status: number; message: string } =>
  isObject(v) && isNumber(v.status) && isString(v.message);

/** GameSessionSchema. */
const isGameSession = (v: unknown): v is GameSession =>
  isObject(v) &&
  isString(v.id) &&
  isString(v.escape_room_id) &&
  isString(v.current_scene_id) &&
  isBoolean(v.completed) &&
  isInt(v.total_points) &&
  isInt(v.hints_used) &&
  isBoolean(v.ranked) &&
  isString(v.created_at) &&
  isString(v.updated_at);

/** InventoryItemSchema. */
const isInventoryItem = (v: unknown): boolean =>
  isObject(v) &&
  isText(v.id) &&
  isText(v.elementId) &&
  isText(v.name) &&
  isElementType(v.type) &&
  isString(v.description) &&
  isString(v.icon);

/** GameStateSchema (hints_seen may be absent: the schema defaults it to []). */
const isGameState = (v: unknown): v is GameState =>
  isObject(v) &&
  isString(v.scene_id) &&
  isStrings(v.visited_scene_ids) &&
  recordOf((e) => isObject(e) && isElementState(e.state) && isBoolean(e.visible))(v.elements) &&
  isStrings(v.inspected) &&
  arrayOf(isInventoryItem)(v.inventory) &&
  isInt(v.points) &&
  isInt(v.hints_used) &&
  v.hints_used >= 0 &&
  (v.hints_seen === undefined || isStrings(v.hints_seen)) &&
  isBoolean(v.escaped);

/** SyncedHintSchema. */
const isSyncedHint = (v: unknown): boolean =>
  isObject(v) &&
  isString(v.action_id) &&
  /^[A-Za-z0-9_-]{8,64}$/.test(v.action_id) &&
  isString(v.element_id) &&
  isInt(v.level) &&
  v.level >= 0 &&
  v.level <= 2 &&
  isString(v.text) &&
  isInt(v.cost) &&
  v.cost >= 0;

const isSuccess = (v: unknown): v is Fields => isObject(v) && v.status === 'success';

export interface SessionAnswer {
  status: 'success';
  game_session: GameSession;
  state: GameState;
}
/** play.session's answer. */
export const isSessionAnswer = (v: unknown): v is SessionAnswer =>
  isSuccess(v) && isGameSession(v.game_session) && isGameState(v.state);

/** play.sync's answer. */
export const isSyncAnswer = (v: unknown): v is SyncResponse & { status: 'success' } =>
  isSuccess(v) &&
  isGameSession(v.game_session) &&
  isNumber(v.applied) &&
  isNumber(v.skipped) &&
  isGameState(v.state) &&
  arrayOf(isSyncedHint)(v.hints);

/** KeyringSchema. */
const isKeyring = (v: unknown): v is Keyring => recordOf((key) => isString(key) && /^[0-9a-f]{64}$/.test(key))(v);

/** CapsuleSchema. */
const isCapsule = (v: unknown): boolean =>
  isObject(v) &&
  isText(v.id) &&
  isStrings(v.locks) &&
  isStrings(v.solved) &&
  isStrings(v.bundles) &&
  isString(v.nonce) &&
  isString(v.data);

const isPositive = (v: unknown): boolean => isNumber(v) && v > 0;

/** PlaySceneSchema, each element only as an object (see the top). */
const isPlayScene = (v: unknown): boolean =>
  isObject(v) &&
  isText(v.id) &&
  isText(v.name) &&
  isString(v.description) &&
  isString(v.image_url) &&
  isInt(v.order_index) &&
  v.order_index >= 0 &&
  isObject(v.image_resolution) &&
  isPositive(v.image_resolution.width) &&
  isPositive(v.image_resolution.height) &&
  arrayOf(isObject)(v.elements);

/** SealedPackageSchema, each scene's elements only as objects (see the top). */
const isSealedPackage = (v: unknown): v is SealedPackage =>
  isObject(v) &&
  isText(v.id) &&
  isText(v.title) &&
  isString(v.description) &&
  isDifficulty(v.difficulty) &&
  isString(v.theme) &&
  isText(v.version) &&
  isText(v.salt) &&
  isText(v.start_scene_id) &&
  arrayOf(isPlayScene)(v.scenes) &&
  v.scenes.length > 0 &&
  arrayOf(isCapsule)(v.capsules);

export interface PackageAnswer {
  status: 'success';
  package: SealedPackage;
  keyring: Keyring;
}
/** play.package's answer. */
export const isPackageAnswer = (v: unknown): v is PackageAnswer =>
  isSuccess(v) && isSealedPackage(v.package) && isKeyring(v.keyring);

// ---- the calls ----

type CallOptions = Pick<ApiOptions, 'body' | 'asUser'> & {
  params?: Record<string, string>;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | undefined>;
};

function withQuery(url: string, query: CallOptions['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * Calls a route by name and checks its answer with `guard`. Exported for the zod-free calls kept
 * beside the feature that makes them (data/community/rate-from-play.ts, the escape screen's
 * rating; data/community/browse-call.ts, the room browser's page of cards), each with its guard
 * held to its contract by a test.
 */
export async function call<T>(name: RouteName, guard: Guard<T>, options: CallOptions = {}): Promise<T> {
  const { method, access } = API_PATHS[name];
  const { data, status } = await sendRequest<unknown>(withQuery(apiUrl(name, options.params), options.query), {
    method,
    body: options.body,
    auth: access !== 'public',
    asUser: options.asUser,
  });
  if (!guard(data)) throw new ApiError(UNEXPECTED_ANSWER, status, data);
  return data;
}

/** GET /current_user. */
export const fetchCurrentUser = (): Promise<AuthEnvelope> => call('auth.currentUser', isAuthEnvelope);

/** POST /signup (public: no token is sent). */
export const postSignup = (user: { email: string; password: string; password_confirmation: string }) =>
  call('auth.signup', isAuthEnvelope, { body: { user } });

/** DELETE /logout. */
export const deleteSession = () => call('auth.logout', isLogoutAnswer);

/** GET the room's sealed package and the keys the player already holds. */
export const fetchPlayPackage = (roomId: string): Promise<PackageAnswer> =>
  call('play.package', isPackageAnswer, { params: { id: roomId } });

/** GET the player's saved session in the room. */
export const fetchPlaySession = (roomId: string): Promise<SessionAnswer> =>
  call('play.session', isSessionAnswer, { params: { id: roomId } });

/** POST queued actions, only while `owner` (a Firebase uid) is signed in. */
export const postSync = (roomId: string, actions: QueuedAction[], owner: string): Promise<SyncResponse> =>
  call('play.sync', isSyncAnswer, { params: { id: roomId }, body: { actions }, asUser: owner });
