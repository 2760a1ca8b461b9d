/**
 * The permission matrix, driven by the shared contract: every route of core/src/contracts/api/routes.ts ×
 * {anonymous, user, another user, creator, another creator, admin} gets the expected status. The world's
 * room and agent belong to `creator`: on every route that checks an owner, another creator gets 403 and
 * the owner and admins the permitted answer. A route added to the contract without an example here
 * fails the first test, so nothing new goes unchecked.
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@core';
import {
  examples,
  expectedStatus,
  namesCreatorsThing,
  ROLES,
  routesInOrder,
  routeWorldForFile,
  urlOf,
} from './route-fixtures';

const file = routeWorldForFile();

describe('the permission matrix', () => {
  it('when the contract is read then every route has an example request', () => {
    const known = Object.keys(examples(file.world)).sort();
    expect(API_ROUTES.map((r) => r.name).sort()).toEqual(known);
  });

  for (const role of ROLES) {
    it(`when ${role} calls every route then each answers the expected status`, async () => {
      const table = examples(file.world);
      const seen: string[] = [];
      for (const route of routesInOrder()) {
        if (route.name === 'auth.logout' && role !== 'anonymous') continue; // revokes: checked below
        const example = table[route.name];
        const res = await file.api.call(route.method, urlOf(route, example), {
          token: file.world.tokens[role],
          body: example.body?.(),
        });
        seen.push(`${route.name} ${res.status}`);
        const expected = expectedStatus(route, role, example.status, namesCreatorsThing(route, example, file.world));
        expect(`${route.name} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(
          `${route.name} ${expected} ${JSON.stringify(res.body).slice(0, 200)}`,
        );
      }
      expect(seen.length).toBeGreaterThan(30);
    });
  }

  it("when another user asks for the session then they get their own, not the first player's", async () => {
    const path = `/api/v1/escape_rooms/${file.world.roomId}/session`;
    const mine = await file.api.call('GET', path, { token: file.world.tokens.user });
    const theirs = await file.api.call('GET', path, { token: file.world.tokens.otherUser });
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.body.game_session.id).not.toBe(mine.body.game_session.id);
  });

  it('when each signed-in role logs out then the route answers 200', async () => {
    for (const role of ['user', 'otherUser', 'creator', 'otherCreator', 'admin'] as const) {
      const res = await file.api.call('DELETE', '/api/v1/logout', { token: file.world.tokens[role] });
      expect(res.status).toBe(200);
    }
  });
});
