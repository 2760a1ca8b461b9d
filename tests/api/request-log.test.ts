/**
 * One structured log line per request (issue 28 item 4): the route pattern, method, status,
 * latency, the request id the answer's X-Request-Id header carries, the caller's Firebase uid
 * and the AI engine that answered; never an email or a token. The lines go through the real
 * logger (the spy records and lets them through), so a run shows them as they are written.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { findUserByEmail } from '../../functions/src/db/users-repo';
import { signUp, startApi, type Api } from './harness';

let api: Api;
let write: MockInstance<typeof logger.write>;

beforeAll(async () => {
  api = await startApi();
});
afterEach(() => write?.mockRestore());
afterAll(async () => {
  await api.close();
});

type Entry = Record<string, unknown>;

/** The request line of the answer with this X-Request-Id (written when the answer is done). */
async function requestLineOf(requestId: string | null): Promise<Entry> {
  expect(requestId).toMatch(/^[0-9a-f]{8}$/);
  return vi.waitFor(() => {
    const entries = write.mock.calls.map(([entry]) => entry as unknown as Entry);
    const line = entries.find((entry) => entry.requestId === requestId && 'latencyMs' in entry);
    if (!line) throw new Error(`no request line yet for ${requestId}`);
    return JSON.parse(JSON.stringify(line)) as Entry;
  });
}

describe('the request log', () => {
  it('when a signed-in user asks the chat then one INFO line names the route, uid, latency, request id and the offline engine, and no email or token', async () => {
    const { email, token } = await signUp(api, 'logged-chat');
    const uid = (await findUserByEmail(email))!.firebase_uid;
    write = vi.spyOn(logger, 'write');

    const res = await api.call('POST', '/api/v1/gemini/chat', { token, body: { prompt: 'How do invitations work?' } });

    expect(res.status).toBe(200);
    const line = await requestLineOf(res.headers.get('x-request-id'));
    expect(line).toMatchObject({
      severity: 'INFO',
      message: 'POST /api/v1/gemini/chat 200',
      route: '/api/v1/gemini/chat',
      method: 'POST',
      status: 200,
      uid,
      aiEngine: 'offline',
    });
    expect(line.latencyMs).toEqual(expect.any(Number));
    expect(line.latencyMs as number).toBeGreaterThan(0);
    const written = JSON.stringify(write.mock.calls);
    expect(written).not.toContain(email);
    expect(written).not.toContain(token);
    expect(written.match(/"latencyMs"/g)).toHaveLength(1);
  });

  it('when a user asks for a room by id without the right then the WARNING line has the route pattern, not the id', async () => {
    const { token } = await signUp(api, 'logged-403');
    const roomId = randomUUID();
    write = vi.spyOn(logger, 'write');

    const res = await api.call('GET', `/api/v1/escape_rooms/${roomId}`, { token });

    expect(res.status).toBe(403);
    const line = await requestLineOf(res.headers.get('x-request-id'));
    expect(line).toMatchObject({ severity: 'WARNING', route: '/api/v1/escape_rooms/:id', method: 'GET', status: 403 });
    expect(line.uid).toEqual(expect.any(String));
    expect(line.aiEngine).toBeNull();
    expect(JSON.stringify(line)).not.toContain(roomId);
  });

  it('when no route matches then the WARNING line says so, with no user and no raw path', async () => {
    write = vi.spyOn(logger, 'write');

    const res = await api.call('GET', '/api/v1/nowhere/secret-token-123');

    expect(res.status).toBe(404);
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
    const line = await requestLineOf(res.headers.get('x-request-id'));
    expect(line).toMatchObject({ severity: 'WARNING', message: 'GET (no route) 404', route: null, status: 404 });
    expect(line.uid).toBeNull();
    expect(JSON.stringify(line)).not.toContain('secret-token-123');
  });
});
