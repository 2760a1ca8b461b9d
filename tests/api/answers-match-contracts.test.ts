/**
 * The web client checks every answer against its route's contract (callApi with the zod schema,
 * src/data/http/size-bound-calls.ts with guards held to it), so the server's real answers must match:
 * every route of core/src/contracts/api/routes.ts whose example request succeeds is called by an admin (a
 * signed-in user too) and its answer parsed with the contract's response schema.
 */
import { describe, expect, it } from 'vitest';
import { examples, routesInOrder, routeWorldForFile, urlOf } from './route-fixtures';

const file = routeWorldForFile();

describe('the answers against their contracts', () => {
  it('when every route answers its example request then each success answer matches its response schema', async () => {
    // Arrange
    const table = examples(file.world);
    const checked: string[] = [];
    // Act and assert
    for (const route of routesInOrder()) {
      const example = table[route.name];
      if (example.status >= 300) continue;
      const res = await file.api.call(route.method, urlOf(route, example), {
        token: file.world.tokens.admin,
        body: example.body?.(),
      });
      expect(`${route.name} ${res.status}`).toBe(`${route.name} ${example.status}`);
      const parsed = route.response.safeParse(res.body);
      expect(parsed.success ? 'ok' : `${route.name}: ${parsed.error.message}`).toBe('ok');
      checked.push(route.name);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'auth.currentUser',
        'auth.signup',
        'auth.logout',
        'play.package',
        'play.session',
        'play.sync',
        'users.list',
        'eoi.list',
        'invitations.list',
        'invitations.create',
        'invitations.bulk',
        'invitations.outbox',
        'rooms.list',
      ]),
    );
  });
});
