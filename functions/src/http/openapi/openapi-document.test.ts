import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, IdParamSchema, playApi } from '@core';
import { buildOpenApiDocument, contractOperations, documentOperations, toOpenApiPath } from './openapi-document';

const document = buildOpenApiDocument();
const operation = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
  document.paths?.[path]?.[method] as Record<string, any>;

describe('the OpenAPI description of /api/v1', () => {
  it('when generated then it has exactly one operation per contract route, with the same method and path', () => {
    const generated = documentOperations(document);
    console.log(`openapi.json routes: ${generated.length}, contract routes: ${API_ROUTES.length}`);
    expect(document.openapi).toBe('3.1.0');
    const missing = contractOperations().filter((op) => !generated.includes(op));
    const extra = generated.filter((op) => !contractOperations().includes(op));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(new Set(generated).size).toBe(API_ROUTES.length);
  });

  it('when compared with docs/openapi.json then the committed file is the generated one (npm run build:openapi)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed, 'docs/openapi.json is stale: run npm run build:openapi').toEqual(
      JSON.parse(JSON.stringify(document)),
    );
  });

  it('when a path has Express parameters then they become OpenAPI ones, each a required path parameter', () => {
    expect(toOpenApiPath('/escape_rooms/:id/interact/:elementId')).toBe('/escape_rooms/{id}/interact/{elementId}');
    const interact = operation('post', '/escape_rooms/{id}/interact/{elementId}');
    expect(interact.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      { name: 'elementId', in: 'path', required: true, schema: expect.objectContaining({ type: 'string' }) },
    ]);
    expect(interact.requestBody.content['application/json'].schema.properties).toHaveProperty('action_id');
    const list = operation('get', '/escape_rooms');
    expect(list.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual([
      'query limit',
      'query cursor',
      'query mine',
    ]);
    expect(list.requestBody).toBeUndefined();
  });

  it('when a route needs a sign-in then it names the bearer scheme, its role and the 401/403 answers', () => {
    expect(document.components?.securitySchemes?.firebaseIdToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const adminRoute = operation('get', '/escape_rooms/{id}');
    expect(adminRoute.security).toEqual([{ firebaseIdToken: [] }]);
    expect(adminRoute['x-access']).toBe('creator');
    expect(Object.keys(adminRoute.responses)).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(operation('get', '/escape_rooms')['x-access']).toBe('user');
    expect(Object.keys(operation('get', '/escape_rooms').responses)).not.toContain('403');
    const chat = operation('post', '/gemini/chat');
    expect(chat.security).toEqual([{}, { firebaseIdToken: [] }]);
    // Sign-in optional, but required with a Gemini key set (issue 29): the 401 is documented, with its condition.
    expect(Object.keys(chat.responses)).toEqual(['200', '400', '401', '429', '500']);
    expect(chat.description).toMatch(/Needs a signed-in user when a Gemini key is set/);
    expect(Object.keys(operation('get', '/health').responses)).not.toContain('401');
    const login = operation('post', '/login');
    expect(login.security).toBeUndefined();
    expect(login['x-access']).toBe('public');
    expect(Object.keys(login.responses)).toEqual(['200', '400', '429', '500']);
  });

  it('when a contract declares a body status, a rate limit or the invitation error shape then the answers say so', () => {
    const eoi = operation('post', '/public/eoi_responses');
    expect(Object.keys(eoi.responses)).toEqual(['200', '400', '422', '429', '500']);
    expect(eoi['x-rate-limit']).toBe('eoi');
    expect(eoi.responses['422'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const accept = operation('post', '/invitations/accept');
    expect(accept.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/InvitationError',
    });
    expect(document.components?.schemas?.InvitationError).toMatchObject({
      required: expect.arrayContaining(['success']),
    });
    expect(Object.keys(operation('get', '/media/{id}').responses['200'].content)).toEqual(['image/*']);
  });

  it('when the document has been built then the shared schemas validate as before and zod is not patched', () => {
    expect('openapi' in z.ZodType.prototype).toBe(false);
    expect(IdParamSchema.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
    expect(playApi.interact.body.safeParse({ action_id: 'short' }).success).toBe(false);
    expect(playApi.interact.body.safeParse({ action_id: 'abcdefgh12' }).success).toBe(true);
  });
});
