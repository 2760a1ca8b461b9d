/**
 * The error answers of a route in the OpenAPI description: the bodies errors.ts sends
 * (errorMiddleware) and the statuses that follow from the route's contract: its access (401, 403),
 * path parameters (404), body status (422) and rate-limit bucket (429).
 */
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { RouteContract } from '@core';

const STANDARD_ERROR = 'Error';
const INVITATION_ERROR = 'InvitationError';

const string = (description: string) => ({ type: 'string', description }) as const;
const stringList = (description: string) => ({ type: 'array', items: { type: 'string' }, description }) as const;

const ERROR_FIELDS = {
  error: string('What went wrong, for a person to read.'),
  message: string('The same as `error`.'),
  errors: stringList('Every problem found.'),
  fields: stringList('Rejected input only: the field of each problem.'),
  element_id: string('A play action refused on one element (429: a lock over its wrong-entry limit): its id.'),
  request_id: string('The X-Request-Id of the request, to quote when reporting a 500.'),
};
const REQUIRED_FIELDS = ['error', 'message', 'errors', 'request_id'];

/** Registers the two error bodies: the standard one, and the public invitation routes' one. */
export function registerErrorSchemas(registry: OpenAPIRegistry): void {
  registry.registerComponent('schemas', STANDARD_ERROR, {
    type: 'object',
    properties: { status: { const: 'error' }, ...ERROR_FIELDS },
    required: ['status', ...REQUIRED_FIELDS],
  });
  registry.registerComponent('schemas', INVITATION_ERROR, {
    type: 'object',
    description: 'The error body of the public invitation routes (verify, accept).',
    properties: { success: { const: false }, ...ERROR_FIELDS },
    required: ['success', ...REQUIRED_FIELDS],
  });
}

interface ErrorStatus {
  status: number;
  description: string;
  appliesTo: (contract: RouteContract) => boolean;
}

const ERROR_STATUSES: ErrorStatus[] = [
  { status: 400, description: 'Malformed or invalid input', appliesTo: () => true },
  {
    status: 401,
    description: 'Not signed in, or the token is invalid or expired',
    appliesTo: (contract) =>
      contract.access === 'user' ||
      contract.access === 'creator' ||
      contract.access === 'admin' ||
      contract.signInRequiredWhen !== undefined,
  },
  {
    status: 403,
    description: 'Signed in without the role the route needs, or a creator acting on another creator’s room or agent',
    appliesTo: (contract) => contract.access === 'admin' || contract.access === 'creator',
  },
  { status: 404, description: 'Nothing found at this path', appliesTo: (contract) => contract.path.includes(':') },
  {
    status: 422,
    description: 'The body breaks a rule',
    appliesTo: (contract) => contract.invalidStatus === 422,
  },
  {
    status: 429,
    description: 'Too many requests: the Retry-After header says when to try again',
    appliesTo: (contract) => contract.limit !== undefined,
  },
  { status: 500, description: 'A fault on our side', appliesTo: () => true },
];

/** The error responses of a route, keyed by status, each with the body its route sends. */
export function errorResponses(contract: RouteContract): Record<number, ResponseConfig> {
  const schemaName = contract.errorShape === 'invitation' ? INVITATION_ERROR : STANDARD_ERROR;
  const body = { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } };
  return Object.fromEntries(
    ERROR_STATUSES.filter((entry) => entry.appliesTo(contract)).map((entry) => [
      entry.status,
      { description: entry.description, content: body },
    ]),
  );
}
