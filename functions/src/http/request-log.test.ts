import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { logger } from 'firebase-functions/logger';
import { noteAiEngine } from '../structured-log';
import { errorMiddleware } from './errors';
import { requestLog } from './request-log';
import { requestId } from './security';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(requestId, requestLog);
  app.get('/broken/:id', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    noteAiEngine('gemini');
    await new Promise((resolve) => setTimeout(resolve, 5));
    noteAiEngine('offline');
    throw new TypeError('x is undefined');
  });
  app.use(errorMiddleware);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the request log line', () => {
  it('when a request fails with a 500 then its line is ERROR, names the engines noted after awaits, and its id is the body’s and the header’s', async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);

    const res = await fetch(`${url}/broken/r-42`);
    const body = (await res.json()) as { request_id: string; message: string };

    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(body.request_id).toBe(id);
    expect(body.message).toContain(`reference ${id}`);
    const line = await vi.waitFor(() => {
      const found = write.mock.calls.map(([entry]) => entry).find((entry) => 'latencyMs' in entry);
      if (!found) throw new Error('no request line yet');
      return found;
    });
    expect(line).toMatchObject({
      severity: 'ERROR',
      message: 'GET /broken/:id 500',
      route: '/broken/:id',
      status: 500,
      requestId: id,
      uid: null,
      aiEngine: 'gemini+offline',
    });
    expect(JSON.stringify(line)).not.toContain('r-42');
  });
});
