/**
 * The server bench on the real PostgreSQL, in its own process: BENCH_PG_URL, else the local
 * server at 127.0.0.1:5432 (database escape_bench, created when missing and emptied first, so
 * the shared `test` database of the API tests is never touched). Skipped when unreachable.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import type { ServerFigures } from './server';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/escape_bench';

async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  await server.connect();
  try {
    const { rowCount } = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await server.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await server.end();
  }
  const db = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await db.connect();
  try {
    await db.query('DROP SCHEMA IF EXISTS public CASCADE');
    await db.query('CREATE SCHEMA public');
  } finally {
    await db.end();
  }
}

/** Runs server.ts against PostgreSQL; null (with the reason printed) when it cannot. */
export async function benchPostgres(): Promise<ServerFigures | null> {
  const url = process.env.BENCH_PG_URL ?? DEFAULT_URL;
  const shown = url.replace(/:\/\/([^:@]+):[^@]*@/, '://$1:***@');
  try {
    await freshDatabase(url);
  } catch (error) {
    console.log(`— Server on PostgreSQL: skipped, ${shown} unreachable (${(error as Error).message}) —`);
    return null;
  }
  let figures: ServerFigures | null = null;
  const child = spawn('npx', ['tsx', 'scripts/bench/server.ts'], {
    env: { ...process.env, DATABASE_URL: url, BENCH_DB_LABEL: `PostgreSQL (${shown})`, RESET_TEST_DB: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('BENCH_FIGURES ')) figures = JSON.parse(line.slice('BENCH_FIGURES '.length));
      else console.log(line);
    }
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) console.log(`  the PostgreSQL bench exited with ${status}`);
  return figures;
}
