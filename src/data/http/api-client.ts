/**
 * Calls a route of the shared API contract (core/src/contracts/api): builds the URL from the contract's
 * path, sends the body, and checks the answer against the contract's response schema, so
 * every call site gets a typed, validated answer or an ApiError with a message to show.
 */
import type { BodyInputOf, ResponseOf, RouteContract } from '@core';
import { routePath } from '@core';
import { ApiError, UNEXPECTED_ANSWER } from './api';
import { sendRequest } from './transport';

export { UNEXPECTED_ANSWER } from './api';

export interface CallInput<C extends RouteContract> {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: BodyInputOf<C>;
  signal?: AbortSignal;
}

export function urlFor(
  contract: RouteContract,
  input: Pick<CallInput<RouteContract>, 'params' | 'query'> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${routePath(contract, input.params)}${search ? `?${search}` : ''}`;
}

/** The validated answer of one call, with the response headers (login and signup carry the token there). */
export async function callApiWithHeaders<C extends RouteContract>(
  contract: C,
  input: CallInput<C> = {},
): Promise<{ data: ResponseOf<C>; headers: Headers }> {
  const { data, headers, status } = await sendRequest<unknown>(urlFor(contract, input), {
    method: contract.method,
    body: input.body,
    auth: contract.access !== 'public',
    signal: input.signal,
  });
  const parsed = contract.response.safeParse(data);
  if (!parsed.success) throw new ApiError(UNEXPECTED_ANSWER, status, data);
  return { data: parsed.data as ResponseOf<C>, headers };
}

export async function callApi<C extends RouteContract>(contract: C, input: CallInput<C> = {}): Promise<ResponseOf<C>> {
  return (await callApiWithHeaders(contract, input)).data;
}

/** The message to show for a failed call: the server's words, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && !error.message.startsWith('Request failed (')
    ? error.message
    : fallback;
}
