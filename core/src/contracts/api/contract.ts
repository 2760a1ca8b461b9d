/**
 * The shape of one API route, shared by the server (which mounts and guards it) and the
 * web client (which calls it): method, path, who may call it, which rate-limit bucket
 * counts it, and the zod schemas of its path parameters, query, body and success answer.
 * The permission-matrix and fuzz tests walk the same list, so a new route is covered
 * the moment it is declared.
 */
import { z, type ZodTypeAny } from 'zod';
import { safeText } from '../safe-text';
import { fillPath, type Access, type HttpMethod } from './paths';

export { API_PREFIX } from './paths';

/** Rate-limit buckets; the server maps each to a limit from its configuration. */
export type LimitBucket =
  | 'login'
  | 'signup'
  | 'eoi'
  | 'invitations'
  | 'ai'
  | 'chat'
  | 'play-interact'
  | 'play-sync'
  | 'play-restart';

export interface RouteContract<
  P extends ZodTypeAny = ZodTypeAny,
  Q extends ZodTypeAny = ZodTypeAny,
  B extends ZodTypeAny = ZodTypeAny,
  R extends ZodTypeAny = ZodTypeAny,
> {
  /** A stable name, e.g. 'rooms.list'. */
  name: string;
  method: HttpMethod;
  /** Relative to /api/v1, Express style: '/escape_rooms/:id'. */
  path: string;
  access: Access;
  /**
   * What a 'creator' route acts on, as a path into its parsed input (['params', 'id']): a creator may act
   * only on their own rooms and agents (403 for another's), admins on all. An id that names nothing is
   * left to the handler (its 404 or 400).
   */
  owns?: OwnedRef;
  /** An 'optional' route that refuses anonymous callers (401) all the same under this condition. */
  signInRequiredWhen?: string;
  limit?: LimitBucket;
  params: P;
  query: Q;
  body: B;
  /** The success answer; the client validates with it. */
  response: R;
  /** Status of a body that breaks a rule (400 by default; 422 where the spec says so). */
  invalidStatus?: 400 | 422;
  /** The public invitation routes answer errors as `{ success: false, error }`. */
  errorShape?: 'standard' | 'invitation';
}

/** A room or agent named by a route's input, whose owner alone (or an admin) may act on it. */
export interface OwnedRef {
  kind: 'room' | 'agent';
  at: readonly ['params' | 'body', ...string[]];
}

const NoParams = z.object({}).strict();
const NoQuery = z.object({}).passthrough();
const NoBody = z.unknown();

type Defaults = { params: typeof NoParams; query: typeof NoQuery; body: typeof NoBody };

/** Declares a route; leaving out params, query or body means "none expected". */
export function defineRoute<
  C extends Omit<RouteContract, 'params' | 'query' | 'body'> &
    Partial<Pick<RouteContract, 'params' | 'query' | 'body'>>,
>(contract: C): Omit<Defaults, keyof C> & C {
  return { params: NoParams, query: NoQuery, body: NoBody, ...contract } as Omit<Defaults, keyof C> & C;
}

export type ParamsOf<C extends RouteContract> = z.infer<C['params']>;
export type QueryOf<C extends RouteContract> = z.infer<C['query']>;
export type BodyOf<C extends RouteContract> = z.infer<C['body']>;
export type BodyInputOf<C extends RouteContract> = z.input<C['body']>;
export type ResponseOf<C extends RouteContract> = z.infer<C['response']>;

/** Fills the `:name` segments of a route path, URI-encoded (paths.ts, which has no zod). */
export function routePath(contract: Pick<RouteContract, 'path'>, params: Record<string, string> = {}): string {
  return fillPath(contract.path, params);
}

/** Path parameters shared by many routes. */
export const IdParamSchema = z.object({ id: z.string({ required_error: 'id is required' }).uuid('Invalid id') });
export const ElementParamsSchema = IdParamSchema.extend({
  elementId: safeText('elementId', 120).pipe(z.string().min(1)),
});

/** `{ status: 'success' }` plus the given fields, the envelope of most answers. */
export const success = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal('success'), ...shape }).passthrough();
