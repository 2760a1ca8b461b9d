// The local stack, shared by `npm start` and the end-to-end tests: embedded PostgreSQL
// (PGlite over the wire protocol), the Firebase emulators (auth, functions, hosting)
// serving the built PWA, and the seed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WARM_FUNCTION_WORKERS, warmFunctionWorkers } from './warm-functions.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-escape-studio';
// PGLITE_PORT and AUTH_EMULATOR_PORT move the database and an auth-only emulator run (API tests, bench)
// off their defaults, so two API runs can go side by side; the full stack keeps the ports in firebase.json.
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
  db: Number(process.env.PGLITE_PORT ?? 5433),
};
export const APP_URL = `http://localhost:${PORTS.hosting}`;

const log = (msg) => console.log(`\x1b[36m[studio]\x1b[0m ${msg}`);
export { log };

/** Starts PGlite served on a local port unless DATABASE_URL points at a real PostgreSQL. */
export async function startDatabase({ dataDir }) {
  if (process.env.DATABASE_URL) {
    log(`using DATABASE_URL (${redact(process.env.DATABASE_URL)})`);
    return { url: process.env.DATABASE_URL, stop: async () => {} };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { startPgliteServer } = await import('./pglite-server.mjs');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? dataDir : 'memory://');
  const server = await startPgliteServer({ db, port: PORTS.db });
  const url = `postgres://postgres:postgres@127.0.0.1:${PORTS.db}/postgres`;
  log(`embedded PostgreSQL (PGlite) on 127.0.0.1:${PORTS.db}${dataDir ? `, data in ${dataDir}` : ' (in memory)'}`);
  return {
    url,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

const redact = (url) => url.replace(/:\/\/([^:@]+):[^@]*@/, '://$1:***@');

/**
 * Runs a command without blocking this process's event loop (the embedded database is
 * served from this process, so a synchronous child would deadlock against it).
 */
export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), stdout, stderr }));
  });
}

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${result.status}`);
}

export function build({ webEnv = {} } = {}) {
  log('building the PWA and the functions bundle…');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { env: { ...process.env, ...webEnv } });
  run('node', ['functions/build.mjs']);
}

/** The AI settings `npm start` hands to the functions (see functions/src/config.ts and the README). */
export const AI_ENV_VARIABLES = [
  'GEMINI_API_KEY',
  'GEMINI_BASE_URL',
  'AI_PROVIDER',
  'GEMINI_TEXT_MODEL',
  'GEMINI_IMAGE_MODEL',
  'GEMINI_LITE_MODEL',
  'GEMINI_TIMEOUT_MS',
  'GEMINI_MAX_RETRIES',
  'GEMINI_RETRY_DELAY_MS',
];

/** The functions' environment for the local stack: the database, the AI settings given to `npm start`, no proxy hop. */
export function localFunctionsEnv(databaseUrl, env = process.env) {
  const ai = Object.fromEntries(
    AI_ENV_VARIABLES.filter((name) => env[name]?.trim()).map((name) => [name, env[name].trim()]),
  );
  // The Hosting emulator forwards X-Forwarded-For unchanged (it appends nothing): trust no hop locally.
  return { DATABASE_URL: databaseUrl, ...ai, TRUST_PROXY_HOPS: '0' };
}

/** The text of a dotenv file for `values` (unset values left out; a value on one line). */
export function functionsEnvText(values) {
  const lines = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v).replace(/[\r\n]/g, '')}`);
  return `${lines.join('\n')}\n`;
}

/** Writes the functions' local env file (read by the functions emulator only). */
export function writeFunctionsEnv(values, file = join(ROOT, 'functions/.env.local')) {
  writeFileSync(file, functionsEnvText(values));
}

/** A firebase.json for an auth-only emulator on another port (hub and logging moved along). */
function authOnlyConfig(port) {
  const file = join(ROOT, `.firebase-auth-${port}.json`);
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: port + 1 },
    logging: { host: '127.0.0.1', port: port + 2 },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(file, JSON.stringify({ emulators }, null, 2));
  return file;
}

/**
 * firebase.json for the local stack (start, e2e): the same, except that the app's
 * Content-Security-Policy also lets the browser reach the Auth emulator. The committed
 * firebase.json (what is deployed) allows only Google's Auth endpoints.
 */
export function localStackConfig(authOrigin = `http://127.0.0.1:${PORTS.auth}`) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const rule of config.hosting?.headers ?? [])
    for (const header of rule.headers ?? [])
      if (header.key === 'Content-Security-Policy')
        header.value = header.value.replace(/connect-src ([^;]*)/, `connect-src $1 ${authOrigin}`);
  const file = join(ROOT, '.firebase-local.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

async function waitFor(url, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`emulators exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Starts the emulators (auth, functions and hosting by default); resolves once they answer:
 * /api/v1/health through Hosting (with a few functions workers started: warm-functions.mjs), or
 * the Auth emulator alone for `only: 'auth'`.
 */
export async function startEmulators({ stateDir, quiet = false, only = 'auth,functions,hosting' }) {
  const args = ['firebase', 'emulators:start', '--only', only, '--project', PROJECT_ID];
  if (only === 'auth' && PORTS.auth !== 9099) args.push('--config', authOnlyConfig(PORTS.auth));
  else if (only.includes('hosting')) args.push('--config', localStackConfig());
  if (stateDir) {
    mkdirSync(stateDir, { recursive: true });
    if (existsSync(join(stateDir, 'firebase-export-metadata.json'))) args.push('--import', stateDir);
    args.push('--export-on-exit', stateDir);
  }
  log(`starting Firebase emulators (${only})…`);
  const child = spawn('npx', args, {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
    detached: true,
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
  }
  try {
    const readyUrl = only.includes('hosting')
      ? `http://127.0.0.1:${PORTS.hosting}/api/v1/health`
      : `http://127.0.0.1:${PORTS.auth}/`;
    await waitFor(readyUrl, { timeoutMs: 180_000, child });
    if (only.includes('hosting')) {
      log(`starting ${WARM_FUNCTION_WORKERS} functions workers…`);
      await warmFunctionWorkers(readyUrl);
    }
  } catch (error) {
    if (quiet) console.error(output.slice(-4000));
    throw error;
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 20_000).unref();
    });
  return { child, stop, output: () => output };
}

/**
 * Applies the pending schema migrations (`npm run migrate`) to the stack's database: a step before
 * the functions serve, never on a request (a server whose schema is behind answers 503).
 */
export async function migrate({ databaseUrl }) {
  log('migrating the database schema…');
  const result = await runAsync('npm', ['run', '--silent', 'migrate'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error('the database migration failed (see above)');
}

export async function seed({ databaseUrl, credentialsFile }) {
  log('seeding the admin account and the sample room…');
  const result = await runAsync('node', ['functions/lib/seed.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
      GCLOUD_PROJECT: PROJECT_ID,
      SEED_CREDENTIALS_FILE: credentialsFile,
      // The sample room is the offline engine's, whatever AI the functions use.
      AI_PROVIDER: 'offline',
    },
  });
  if (result.status !== 0) throw new Error(`seed failed:\n${result.stderr}\n${result.stdout}`);
  const line = result.stdout.trim().split('\n').pop();
  return JSON.parse(line);
}
