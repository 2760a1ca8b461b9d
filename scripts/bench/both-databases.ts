/**
 * Runs one bench on a fresh embedded PGlite (served on a free port, as the local stack serves it),
 * then on PostgreSQL in a database of its own (BENCH_PG_URL's server, else 127.0.0.1:5432; skipped
 * when unreachable). `<NAME>_DB=pglite` or `=postgres` runs one of them; `<NAME>_KEEP=1` measures
 * again on the PostgreSQL data a previous run left.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startPgliteServer } from '../pglite-server.mjs';

export interface BothDatabases {
  /** What the skip line calls the bench ("Community", "Creator analytics"). */
  title: string;
  /** The environment variables' prefix: BENCH_COMMUNITY gives BENCH_COMMUNITY_DB and BENCH_COMMUNITY_KEEP. */
  envPrefix: string;
  /** The PostgreSQL database it gets (created afresh unless kept). */
  database: string;
  run: (url: string, label: string) => Promise<void>;
}

const hidePassword = (url: string) => url.replace(/:\/\/([^:@]+):[^@]*@/, '://$1:***@');

/** Drops and creates the database of `url` (unless kept); false, with the reason said, when unreachable. */
async function freshPostgres(url: string, title: string, keep: boolean): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)).replace(/"/g, '""');
  target.pathname = '/postgres';
  const server = new pg.Client({ connectionString: target.toString(), connectionTimeoutMillis: 2000 });
  try {
    await server.connect();
  } catch (error) {
    console.log(`— ${title} on PostgreSQL: skipped, ${hidePassword(url)} unreachable (${(error as Error).message}) —`);
    return false;
  }
  try {
    if (keep) return true;
    await server.query(`DROP DATABASE IF EXISTS "${name}"`);
    await server.query(`CREATE DATABASE "${name}"`);
  } finally {
    await server.end();
  }
  return true;
}

export async function onBothDatabases({ title, envPrefix, database, run }: BothDatabases): Promise<void> {
  const only = process.env[`${envPrefix}_DB`];
  if (only !== 'postgres') {
    const lite = await PGlite.create('memory://');
    const server = await startPgliteServer({ db: lite, port: 0 });
    try {
      await run(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, 'the embedded PGlite');
    } finally {
      await server.stop();
      await lite.close();
    }
  }
  if (only === 'pglite') return;
  const url =
    process.env.BENCH_PG_URL?.replace(/\/[^/]*$/, `/${database}`) ?? `postgres://postgres@127.0.0.1:5432/${database}`;
  if (await freshPostgres(url, title, process.env[`${envPrefix}_KEEP`] === '1'))
    await run(url, `PostgreSQL (${hidePassword(url)})`);
}
