import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './routes';
import { API_PATHS, apiUrl, fillPath } from './paths';
import { routePath } from './contract';

describe('API_PATHS, the zod-free table of route paths', () => {
  it('when compared with the route contracts then it names every route once, with the same method, path and access', () => {
    const fromContracts = Object.fromEntries(
      API_ROUTES.map((c) => [c.name, { method: c.method, path: c.path, access: c.access }]),
    );
    expect(API_ROUTES.length).toBe(Object.keys(fromContracts).length);
    expect(API_PATHS).toEqual(fromContracts);
  });

  it('when a path is filled then its parameters are URI-encoded under /api/v1, as routePath does', () => {
    expect(apiUrl('play.session', { id: 'a b' })).toBe('/api/v1/escape_rooms/a%20b/session');
    expect(apiUrl('users.list')).toBe('/api/v1/users');
    for (const contract of API_ROUTES) {
      const params = Object.fromEntries([...contract.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], 'x/1']));
      expect(fillPath(contract.path, params)).toBe(routePath(contract, params));
    }
  });

  it('when a parameter is missing then filling fails', () => {
    expect(() => apiUrl('users.remove')).toThrow('Missing path parameter "id"');
  });
});
