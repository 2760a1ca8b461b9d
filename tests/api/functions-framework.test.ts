/**
 * The exported `api` function served the way Cloud Functions serves it: through the Functions
 * Framework's own server (@google-cloud/functions-framework getServer, via its testing helper),
 * which reads and parses every body with a '1024mb' limit before our Express app runs, and
 * offers no option, environment variable or hook to lower it (see functions/src/http/body-limit.ts).
 *
 * What holds: past BODY_LIMIT_BYTES the answer is 413 and no handler sees the body, also when a
 * small compressed body inflates past it. What cannot hold here: the framework has read the
 * whole body into memory first; these tests measure that instead of pretending otherwise.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { http } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { logger } from 'firebase-functions/logger';
import { api } from '../../functions/src/index';
import { createApp } from '../../functions/src/http/app';
import { BODY_LIMIT_BYTES, TOO_LARGE_MESSAGE } from '../../functions/src/http/body-limit';

const FIVE_MB = 5 * 1024 * 1024;
const EOI = '/api/v1/public/eoi_responses';

let server: Server;
let url: string;
/** How many body bytes the framework had read (req.rawBody) when our function was called. */
let readByFramework: number | undefined;

beforeAll(async () => {
  http('apiUnderTest', (req, res) => {
    readByFramework = req.rawBody?.length;
    // The framework's own @types/express copy: the same objects Cloud Functions hands to `api`.
    return api(req as unknown as Parameters<typeof api>[0], res as unknown as Parameters<typeof api>[1]);
  });
  server = getTestServer('apiUnderTest');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** An EOI body of about `bytes` bytes of JSON. */
const eoiOfSize = (bytes: number) =>
  JSON.stringify({ eoi_response: { full_name: 'x'.repeat(bytes), email: 'big@test.example' } });

async function post(body: string | Buffer, headers: Record<string, string> = {}, base = url) {
  readByFramework = undefined;
  const memoryBefore = process.memoryUsage();
  const startedAt = performance.now();
  const res = await fetch(`${base}${EOI}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  const answer = (await res.json()) as { message: string; request_id: string };
  const ms = Math.round(performance.now() - startedAt);
  const memoryAfter = process.memoryUsage();
  const growthMb = (key: 'rss' | 'heapUsed' | 'arrayBuffers') =>
    Math.round(((memoryAfter[key] - memoryBefore[key]) / 2 ** 20) * 10) / 10;
  const measured = {
    sent: Buffer.byteLength(body),
    status: res.status,
    ms,
    readByFramework,
    growthMb: { rss: growthMb('rss'), heapUsed: growthMb('heapUsed'), arrayBuffers: growthMb('arrayBuffers') },
  };
  console.log(`functions-framework ${JSON.stringify(measured)}`);
  return { res, answer, measured };
}

describe('the api function under the Functions Framework', () => {
  it('when a route answers through the framework then it is our app with its request id', async () => {
    const res = await fetch(`${url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('when an anonymous client posts 5 MB then the answer is 413, although the framework has read it all', async () => {
    const write = vi.spyOn(logger, 'write');
    try {
      const { res, answer, measured } = await post(eoiOfSize(FIVE_MB));

      expect(res.status).toBe(413);
      expect(answer.message).toBe(TOO_LARGE_MESSAGE);
      expect(answer.request_id).toBe(res.headers.get('x-request-id'));
      // No hook runs before the framework's body parser: it has the whole body in memory when we get it.
      expect(measured.readByFramework).toBe(measured.sent);
      // The request line names no route (none of ours matched), not the framework's catch-all.
      const line = await vi.waitFor(() => {
        const found = write.mock.calls.find(([entry]) => entry.requestId === answer.request_id && 'latencyMs' in entry);
        if (!found) throw new Error('no request line yet');
        return found[0];
      });
      expect(line).toMatchObject({ severity: 'WARNING', status: 413, route: null, method: 'POST' });
    } finally {
      write.mockRestore();
    }
  });

  it('when the app runs on its own (emulator, API tests) then 5 MB is refused by its Content-Length, unread', async () => {
    const own: Server = await new Promise((resolve) => {
      const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const { res, measured } = await post(
        eoiOfSize(FIVE_MB),
        {},
        `http://127.0.0.1:${(own.address() as AddressInfo).port}`,
      );
      expect(res.status).toBe(413);
      expect(measured.readByFramework).toBeUndefined();
    } finally {
      own.closeAllConnections();
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  });

  it('when the body is just past the limit then 413, and just under it passes on to the route', async () => {
    const over = await post(eoiOfSize(BODY_LIMIT_BYTES));
    expect(over.res.status).toBe(413);

    const under = await post(eoiOfSize(BODY_LIMIT_BYTES - 1024));
    expect(under.res.status).not.toBe(413);
  });

  it('when 5 kB of gzip inflates to 5 MB then the framework inflates it and the answer is still 413', async () => {
    const compressed = gzipSync(Buffer.from(eoiOfSize(FIVE_MB)));
    expect(compressed.length).toBeLessThan(BODY_LIMIT_BYTES);

    const { res, measured } = await post(compressed, { 'Content-Encoding': 'gzip' });

    expect(res.status).toBe(413);
    expect(measured.readByFramework).toBeGreaterThan(FIVE_MB);
  });
});
