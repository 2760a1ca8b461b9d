/**
 * Fuzzing every route of the shared contract with generated bad input (fast-check), as every
 * role: broken strings (NUL, lone surrogates, huge), wrong types, deep nesting, malformed JSON,
 * bad percent-encodings, odd queries, a required field left out. Nothing may answer 5xx, and a
 * rejected request (4xx) must leave every table exactly as it was. Every required field of every
 * contract is also left out once on purpose: the answer is a 4xx naming it (issue 33 item 5).
 * The generated requests' second half runs in fuzz-second-half.test.ts, beside this file.
 */
import { describe, expect, it } from 'vitest';
import { examples, routesInOrder } from './route-fixtures';
import { omissions } from './required-fields';
import { generatedBadRequests, request, useFuzzContext } from './fuzz-requests';

const context = useFuzzContext();

describe('fuzzing every route', () => {
  it('issue 33 item 5: when each required field is left out of a valid request then the route answers 4xx naming it and writes nothing', async () => {
    // Arrange: every route's example request, and the fields its contract (or the spec) cannot do without.
    const { api, world, fingerprint } = context;
    const table = examples(world);
    const failures: string[] = [];
    let tried = 0;
    let before = await fingerprint();
    for (const route of routesInOrder().filter((r) => r.name !== 'auth.logout')) {
      const example = table[route.name];
      const fields = omissions(route, example);
      for (let index = 0; index < fields.length; index += 1) {
        // Act: the example request without that one field, as the admin (whom every route admits).
        const { where, path } = fields[index];
        const { url, body } = request(route, example, { kind: 'omit', index });
        const res = await api.call(route.method, url, { token: world.tokens.admin, body });
        const after = await fingerprint();
        tried += 1;
        // Assert: the contract's 4xx naming the field, and not a row changed. The message names it
        // ("scene_data: Required"), or, where it is the spec's wording ("Please select an AI agent"),
        // the answer's `fields` does.
        const expected = where === 'body' ? (route.invalidStatus ?? 400) : 400;
        const answer = (res.body ?? {}) as { message?: unknown; fields?: unknown };
        const message = String(answer.message ?? '');
        const words = (text: string) => text.toLowerCase().replace(/_/g, ' ');
        const named =
          words(message).includes(words(path[path.length - 1])) ||
          (Array.isArray(answer.fields) && answer.fields.includes(path.join('.')));
        if (res.status !== expected || !named || after !== before)
          failures.push(
            `${route.method} ${route.path} without ${where} ${path.join('.')} → ${res.status} ` +
              `${JSON.stringify(message.slice(0, 160))}${after !== before ? ' and wrote' : ''} (expected ${expected} naming it)`,
          );
        before = after;
      }
    }
    expect(failures).toEqual([]);
    console.log(`[fuzz] ${tried} required fields left out, one request each`);
    expect(tried).toBeGreaterThan(50);
  });

  generatedBadRequests(context, 0);
});
