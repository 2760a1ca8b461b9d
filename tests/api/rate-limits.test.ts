import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, setConfigForTests, type RateLimitConfig } from '../../functions/src/config';
import { createApp } from '../../functions/src/http/app';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';

let api: Api;
const servers: Server[] = [];

function useLimits(limits: Partial<RateLimitConfig>) {
  const base = loadConfig();
  setConfigForTests({ ...base, rateLimits: { ...base.rateLimits, ...limits } });
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A separate app instance (another function instance), same database. */
const appInstance = () => listen(http.createServer(createApp()));

/**
 * Stands in for Firebase Hosting in front of the function: forwards the request and appends
 * the caller's address (here a fixed, made-up one) to whatever X-Forwarded-For it brought.
 */
function hostingHop(target: string, callerAddress: string): Promise<string> {
  return listen(
    http.createServer((req, res) => {
      const sent = req.headers['x-forwarded-for'];
      const headers = { ...req.headers, 'x-forwarded-for': sent ? `${sent}, ${callerAddress}` : callerAddress };
      const upstream = http.request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    }),
  );
}

const randomAddress = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
// A different documentation address for each test: counters live in the shared database for a
// minute, so two tests drawing the same address at random (1 in 254 per pair) counted each other's posts.
let testHosts = Math.floor(Math.random() * 254);
const testAddress = () => `203.0.113.${1 + (testHosts++ % 254)}`;

function post(base: string, path: string, forwardedFor?: string, body = '{}') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  return fetch(`${base}${path}`, { method: 'POST', headers, body });
}

const EOI = '/api/v1/public/eoi_responses';

beforeAll(async () => {
  api = await startApi();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  setConfigForTests(undefined);
});
afterAll(async () => {
  await api.close();
});

describe('the client address behind one proxy hop', () => {
  it('when 30 early-access posts carry 30 different X-Forwarded-For values through the hosting hop then the 6th and later answer 429', async () => {
    useLimits({ eoiPerMinute: 5 });
    const hop = await hostingHop(await appInstance(), testAddress());
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await post(hop, EOI, randomAddress()));
    expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(422), ...Array(25).fill(429)]);
    const limited = answers[5];
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Too many requests, please slow down and try again in \d+ seconds$/,
    );
  });

  it('when 30 posts send "<random>, <the address the proxy appended>" then the chosen left part is ignored and the 6th answers 429', async () => {
    useLimits({ eoiPerMinute: 5 });
    const app = await appInstance();
    const caller = testAddress();
    const statuses = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await post(app, EOI, `${randomAddress()}, ${caller}`)).status);
    expect(statuses).toEqual([...Array(5).fill(422), ...Array(25).fill(429)]);
    expect((await post(app, EOI, `${caller}, ${testAddress()}`)).status).toBe(422);
  });

  it('when two app instances serve the same client then they share one counter', async () => {
    useLimits({ eoiPerMinute: 4 });
    const [first, second] = [await appInstance(), await appInstance()];
    const caller = testAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(i % 2 ? second : first, EOI, caller)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
  });

  it('when the invitation endpoints are called with varied X-Forwarded-For values then the limit still holds', async () => {
    useLimits({ invitationsPerMinute: 3 });
    const app = await appInstance();
    const caller = testAddress();
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await fetch(`${app}/api/v1/invitations/verify`, {
            method: 'POST',
            headers: { 'X-Forwarded-For': `${randomAddress()}, ${caller}`, 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('when the counter store is unavailable then limits still apply in this instance and nothing answers 500', async () => {
    useLimits({ eoiPerMinute: 2 });
    const app = await appInstance();
    const caller = testAddress();
    await getPool().query('ALTER TABLE rate_limit_counters RENAME TO rate_limit_counters_away');
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post(app, EOI, caller)).status);
      expect(statuses).toEqual([422, 422, 429, 429]);
    } finally {
      await getPool().query('ALTER TABLE rate_limit_counters_away RENAME TO rate_limit_counters');
    }
  });
});

describe('limits on accounts and AI calls', () => {
  it('when one address sends more signups than allowed then the next answers 429 while another address gets through', async () => {
    useLimits({ signupPerMinute: 3 });
    const app = await appInstance();
    const caller = testAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(app, '/api/v1/signup', caller)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await post(app, '/api/v1/signup', testAddress())).status).toBe(400);
  });

  it('when one address sends more logins than allowed then the next answers 429', async () => {
    useLimits({ loginPerMinute: 2 });
    const app = await appInstance();
    const caller = testAddress();
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post(app, '/api/v1/login', `${randomAddress()}, ${caller}`)).status);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('when an admin makes more AI calls than allowed then the next answers 429 from any address, and another admin is not affected', async () => {
    const [admin, other] = [await signUp(api, 'ai-admin', 'admin'), await signUp(api, 'ai-other', 'admin')];
    useLimits({ aiPerMinute: 2 });
    const app = await appInstance();
    const call = (token: string, path: string) =>
      fetch(`${app}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Forwarded-For': randomAddress(),
        },
        body: '{}',
      });
    const room = randomUUID();
    const statuses = [
      (await call(admin.token, '/api/v1/escape_rooms')).status,
      (await call(admin.token, `/api/v1/escape_rooms/${room}/create_scenes`)).status,
      (await call(admin.token, `/api/v1/escape_rooms/${room}/generate_scene_image`)).status,
      (await call(admin.token, `/api/v1/escape_rooms/${room}/finalize`)).status,
    ];
    expect(statuses).toEqual([400, 404, 429, 429]);
    expect((await call(other.token, '/api/v1/escape_rooms')).status).toBe(400);
  });
});
