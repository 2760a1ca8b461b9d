// One database per API test worker, so test files run side by side without sharing a row or a
// rate-limit counter. Embedded: one PGlite process per worker (scripts/database-process.mjs) on
// consecutive ports from PGLITE_PORT. With DATABASE_URL (a real PostgreSQL): one schema per
// worker in that database, chosen by the connection's search_path (test_w1, test_w2, …).
import { spawn } from 'node:child_process';
import { PORTS, ROOT, log } from './stack.mjs';

/** The schema a worker's connection works in on a real PostgreSQL. */
export const workerSchema = (index) => `test_w${index + 1}`;

/** The URL with a startup option that makes the connection work in `schema`. */
function withSearchPath(url, schema) {
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return `${url}${url.includes('?') ? '&' : '?'}${options}`;
}

function startDatabaseProcess(port) {
  const child = spawn(process.execPath, ['scripts/database-process.mjs', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the database on port ${port} did not start within 60 s`)), 60_000);
    child.on('exit', (code) => reject(new Error(`the database on port ${port} exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      const ready = /^ready (\S+)/m.exec(String(chunk));
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** Starts `count` databases (or names `count` schemas); `urls[i]` is worker i+1's. */
export async function startTestDatabases(count) {
  if (process.env.DATABASE_URL) {
    const schemas = Array.from({ length: count }, (_, i) => workerSchema(i));
    log(`using DATABASE_URL, one schema per test worker (${schemas.join(', ')})`);
    return { urls: schemas.map((s) => withSearchPath(process.env.DATABASE_URL, s)), schemas, stop: async () => {} };
  }
  const started = Array.from({ length: count }, (_, i) => startDatabaseProcess(PORTS.db + i));
  try {
    const urls = await Promise.all(started.map((d) => d.url));
    log(
      `${count} embedded PostgreSQL (PGlite) databases, one per test worker, on ports ${PORTS.db}–${PORTS.db + count - 1}`,
    );
    return { urls, schemas: [], stop: () => Promise.all(started.map((d) => d.stop())) };
  } catch (error) {
    await Promise.all(started.map((d) => d.stop()));
    throw error;
  }
}
