/**
 * The OpenAPI 3.1 description of /api/v1, generated from the route contracts
 * (core/src/contracts/api): one operation per contract, with its path parameters, query, body,
 * success answer, the error answers the contract implies, the sign-in it needs and its role.
 * Served at GET /api/v1/openapi.json (routers/openapi-router.ts) and written to docs/openapi.json
 * by `npm run build:openapi`. zod is not patched (no extendZodWithOpenApi): the registry reads the
 * shared schemas as they are, so building the document cannot change how they validate.
 */
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { API_PREFIX, API_ROUTES, type RouteContract } from '@core';
import { name as packageName, version as packageVersion } from '../../../../package.json';
import { errorResponses, registerErrorSchemas } from './error-responses';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const BEARER_SCHEME = 'firebaseIdToken';

const ACCESS_NOTE: Record<RouteContract['access'], string> = {
  public: 'Public: no sign-in.',
  optional: 'Sign-in optional: a Firebase ID token, when sent, identifies the caller.',
  user: 'Needs a signed-in user (a Firebase ID token).',
  creator: 'Needs a signed-in user with the creator or admin role; a creator acts only on their own rooms and agents.',
  admin: 'Needs a signed-in user with the admin role.',
};

/** Express's '/escape_rooms/:id' as OpenAPI's '/escape_rooms/{id}'. */
export const toOpenApiPath = (expressPath: string): string => expressPath.replace(/:([A-Za-z_]+)/g, '{$1}');

const isEmptyObject = (schema: z.ZodTypeAny): boolean =>
  schema instanceof z.ZodObject && Object.keys(schema.shape as object).length === 0;

/** OpenAPI 3.1's parameter (the generator's own types join 3.0's and 3.1's). */
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;
type ParameterObject = Exclude<NonNullable<Operation['parameters']>[number], { $ref: string }>;
type ParameterSchema = NonNullable<ParameterObject['schema']>;
type JsonSchema = { properties?: Record<string, ParameterSchema>; required?: string[] };

/**
 * The JSON Schema of a zod schema, as the generator writes it. (Its own inline parameters need
 * zod patched with `.openapi()`, so the path and query parameters are built from this instead.)
 */
function jsonSchemaOf(schema: z.ZodTypeAny): JsonSchema {
  const registry = new OpenAPIRegistry();
  const content = { 'application/json': { schema } };
  registry.registerPath({ method: 'post', path: '/', request: { body: { content } }, responses: {} });
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: '', version: '' },
  });
  const requestBody = document.paths?.['/']?.post?.requestBody as { content: typeof content } | undefined;
  return requestBody!.content['application/json'].schema as unknown as JsonSchema;
}

/** One OpenAPI parameter per field of a params or query schema. */
function parametersOf(schema: z.ZodTypeAny, location: 'path' | 'query'): ParameterObject[] {
  if (isEmptyObject(schema)) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema);
  return Object.entries(properties).map(([name, fieldSchema]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: fieldSchema,
  }));
}

function requestOf(contract: RouteContract): Pick<RouteConfig, 'parameters' | 'request'> {
  const parameters = [...parametersOf(contract.params, 'path'), ...parametersOf(contract.query, 'query')];
  // A contract without a body keeps the default z.unknown(): nothing to send.
  const withBody = !(contract.body instanceof z.ZodUnknown);
  return {
    ...(parameters.length ? { parameters } : {}),
    ...(withBody
      ? { request: { body: { required: true, content: { 'application/json': { schema: contract.body } } } } }
      : {}),
  };
}

function successResponse(contract: RouteContract): ResponseConfig {
  // The media routes leave the answer open (z.unknown()): they send image bytes, not JSON.
  if (contract.response instanceof z.ZodUnknown) {
    return { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } };
  }
  return { description: 'Success', content: { 'application/json': { schema: contract.response } } };
}

function securityOf(contract: RouteContract): RouteConfig['security'] {
  if (contract.access === 'public') return undefined;
  // OpenAPI's "optional" security: either no requirement or the bearer token.
  return contract.access === 'optional' ? [{}, { [BEARER_SCHEME]: [] }] : [{ [BEARER_SCHEME]: [] }];
}

function operationOf(contract: RouteContract): RouteConfig {
  return {
    method: contract.method.toLowerCase() as RouteConfig['method'],
    path: toOpenApiPath(contract.path),
    operationId: contract.name,
    tags: [contract.name.split('.')[0]],
    description:
      ACCESS_NOTE[contract.access] +
      (contract.signInRequiredWhen ? ` Needs a signed-in user when ${contract.signInRequiredWhen}.` : '') +
      (contract.limit ? ` Rate limit: ${contract.limit}.` : ''),
    security: securityOf(contract),
    'x-access': contract.access,
    ...(contract.limit ? { 'x-rate-limit': contract.limit } : {}),
    ...requestOf(contract),
    responses: { 200: successResponse(contract), ...errorResponses(contract) },
  };
}

/** The document for the given routes (every route of /api/v1 by default). */
export function buildOpenApiDocument(routes: readonly RouteContract[] = API_ROUTES): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A Firebase ID token of the signed-in user, sent as `Authorization: Bearer <token>`.',
  });
  registerErrorSchemas(registry);
  for (const contract of routes) registry.registerPath(operationOf(contract));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${packageName} API`,
      version: packageVersion,
      description: 'Generated from the route contracts in core/src/contracts/api.',
    },
    servers: [{ url: API_PREFIX }],
  });
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of a document as 'METHOD /path', sorted. */
export function documentOperations(document: Pick<OpenApiDocument, 'paths'>): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/** Every contract route as 'METHOD /path' in OpenAPI's path form, sorted. */
export const contractOperations = (routes: readonly RouteContract[] = API_ROUTES): string[] =>
  routes.map((route) => `${route.method} ${toOpenApiPath(route.path)}`).sort();
