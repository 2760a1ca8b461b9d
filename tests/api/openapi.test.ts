/** GET /api/v1/openapi.json: the OpenAPI description generated from the route contracts, public. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@core';
import { startApi, type Api } from './harness';

let api: Api;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api.close();
});

describe('GET /api/v1/openapi.json', () => {
  it('when anyone asks then it answers 200 JSON, an OpenAPI 3.1 document with a path for every route', async () => {
    const first = await api.call('GET', '/api/v1/openapi.json', { token: null });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.body.openapi).toBe('3.1.0');
    expect(first.body.servers).toEqual([{ url: '/api/v1' }]);
    const operations = Object.values(first.body.paths as Record<string, object>).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(API_ROUTES.length);
    const again = await api.call('GET', '/api/v1/openapi.json');
    expect(again.body).toEqual(first.body);
  });
});
