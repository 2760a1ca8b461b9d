import { readFileSync } from 'node:fs';
import { expect, test } from './support';

/** The Content-Security-Policy firebase.json deploys (the local stack adds the Auth emulator to connect-src). */
function deployedPolicy(): string {
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
  const headers = config.hosting.headers.flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers);
  return headers.find((h: { key: string }) => h.key === 'Content-Security-Policy').value;
}

test.describe('security headers', () => {
  test('the app, its service worker and its assets are served with the CSP, framing, sniffing and referrer headers', async ({
    request,
  }) => {
    for (const path of ['/', '/escape-rooms', '/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('no source map is served or referenced: the code names none, and a map address gets no map', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain('sourceMappingURL');
      expect(await (await request.get(`${script}.map`)).text(), `${script}.map`).not.toContain('"mappings"');
    }
  });

  test('the deployed policy lets the browser reach only Google’s Auth endpoints, never a local emulator', () => {
    const connect = deployedPolicy()
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('connect-src'));
    expect(connect).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(deployedPolicy()).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});
