/** Every API answer carries the security headers and a request id; bad strings are refused by name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startApi, type Api } from './harness';

let api: Api;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api.close();
});

describe('API answers', () => {
  it('when any route answers then it sends nosniff, no framing, no referrer, a strict CSP and a request id', async () => {
    for (const path of ['/api/v1/health', '/api/v1/escape_rooms', '/api/v1/nowhere']) {
      const res = await api.call('GET', path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('when a public route gets a NUL byte or a lone surrogate then it answers 400 naming the field and stores nothing', async () => {
    const before = await countRows('eoi_responses');
    const nul = await api.call('POST', '/api/v1/public/eoi_responses', {
      raw: '{"eoi_response":{"full_name":"Ada\\u0000","email":"a@b.co"}}',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0]).toBe('body.eoi_response.full_name must not contain NUL characters');
    const surrogate = await api.call('POST', '/api/v1/invitations/accept', {
      raw: '{"token":"\\ud800","user":{}}',
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body).toMatchObject({ success: false, error: 'body.token must be valid Unicode text' });
    const nulToken = await api.call('POST', '/api/v1/invitations/verify', { raw: '{"token":"\\u0000abc"}' });
    expect(nulToken.status).toBe(400);
    expect(nulToken.body.error).toBe('body.token must not contain NUL characters');
    expect(await countRows('eoi_responses')).toBe(before);
  });
});
