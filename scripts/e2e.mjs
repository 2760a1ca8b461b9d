// End-to-end tests: the real stack (PGlite, emulators, built PWA) started once, then
// Playwright driving Debian's Chromium at a phone viewport. With E2E_GEMINI_MOCK=1 the
// functions use Gemini, pointed at the project's Gemini-format server (room responder).
// The build is also measured: a route whose initial JavaScript is over its budget fails the
// stage before the stack starts (scripts/bundle-size.mjs, issue 13).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForE2e } from './e2e-build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startGeminiMock } from './gemini-mock-process.mjs';
import { APP_URL, migrate, runAsync, seed, startDatabase, startEmulators, writeFunctionsEnv } from './stack.mjs';

const MODEL_SETTINGS = ['GEMINI_TEXT_MODEL', 'GEMINI_IMAGE_MODEL', 'GEMINI_LITE_MODEL'];

/**
 * Every browser of the run comes from one address (127.0.0.1) and many tests act as the one seeded
 * admin, on two workers at once: the per-address and per-account limits of one person would be
 * spent by the suite as a whole (e.g. the admin's 60 AI calls a minute by two room-building tests
 * side by side). The stage raises them; the limits themselves are tested by tests/api/rate-limits.test.ts.
 */
const SHARED_STACK_LIMITS = Object.fromEntries(
  ['EOI', 'INVITATION', 'SIGNUP', 'LOGIN', 'AI', 'CHAT'].map((name) => [`${name}_RATE_LIMIT_PER_MINUTE`, '10000']),
);

ensureChromium();
const scratch = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
const database = await startDatabase({ dataDir: join(scratch, 'pglite') });
let emulators;
let geminiMock;
let status = 1;
try {
  geminiMock = process.env.E2E_GEMINI_MOCK === '1' ? await startGeminiMock() : undefined;
  // The Gemini stage runs on config.ts's default models (the emulators inherit this environment):
  // the mock serves only the names the real API serves, so a retired default fails the stage.
  if (geminiMock) for (const name of MODEL_SETTINGS) delete process.env[name];
  const ai = geminiMock ? { GEMINI_API_KEY: 'e2e-mock-key', GEMINI_BASE_URL: geminiMock.baseUrl } : {};
  // The Hosting emulator forwards X-Forwarded-For unchanged (it appends nothing): trust no hop locally.
  writeFunctionsEnv({ DATABASE_URL: database.url, ...ai, TRUST_PROXY_HOPS: '0', ...SHARED_STACK_LIMITS });
  if (!process.env.E2E_SKIP_BUILD) buildForE2e();
  await migrate({ databaseUrl: database.url });
  emulators = await startEmulators({ stateDir: null, quiet: true });
  const seeded = await seed({ databaseUrl: database.url, credentialsFile: join(scratch, 'admin.json') });
  const result = await runAsync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: {
      ...process.env,
      APP_URL,
      E2E_ADMIN_EMAIL: seeded.admin.email,
      E2E_ADMIN_PASSWORD: seeded.admin.password,
      E2E_SAMPLE_ROOM_ID: seeded.sampleRoomId,
      DATABASE_URL: database.url,
    },
  });
  status = result.status ?? 1;
  if (geminiMock) console.log(`Gemini mock requests by model: ${JSON.stringify(geminiMock.answers())}`);
} catch (error) {
  console.error(error);
} finally {
  await emulators?.stop();
  await geminiMock?.stop();
  await database.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
