/**
 * An empty database of a test's own, for what the worker's (migrated) database cannot show: an
 * empty or outdated schema. On PostgreSQL a fresh schema in the worker's database, chosen by the
 * connection's search_path; on the embedded PGlite (one session per database, so a schema cannot be
 * chosen per connection) a second PGlite in this process, served on a free port, whose schema is
 * emptied when the scratch database is dropped.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startPgliteServer } from '../../scripts/pglite-server.mjs';
import { config } from '../../functions/src/config';

export interface ScratchDatabase {
  url: string;
  /** Runs one query on a connection of its own. */
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function queryOnce<R extends pg.QueryResultRow>(url: string, sql: string, values?: unknown[]): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** One embedded server per test file (PGlite takes seconds to start): each scratch empties its schema. */
let embedded: Promise<{ url: string; stop(): Promise<void> }> | undefined;

function embeddedServer() {
  embedded ??= (async () => {
    const db = await PGlite.create('memory://');
    const server = await startPgliteServer({ db, port: 0 });
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`,
      stop: async () => {
        await server.stop();
        await db.close();
      },
    };
  })();
  return embedded;
}

async function embeddedScratch(): Promise<ScratchDatabase> {
  const { url } = await embeddedServer();
  return {
    url,
    query: (sql, values) => queryOnce(url, sql, values),
    drop: async () => {
      await queryOnce(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    },
  };
}

async function schemaScratch(workerUrl: string): Promise<ScratchDatabase> {
  const schema = `scratch_${randomUUID().slice(0, 8)}`;
  await queryOnce(workerUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(workerUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    query: (sql, values) => queryOnce(url.toString(), sql, values),
    drop: async () => {
      await queryOnce(workerUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** Stops the embedded server, if a scratch database started one. */
export async function closeScratchDatabases(): Promise<void> {
  const server = embedded;
  embedded = undefined;
  await (await server)?.stop();
}

export async function scratchDatabase(): Promise<ScratchDatabase> {
  const workerUrl = config().databaseUrl;
  const [{ version }] = await queryOnce<{ version: string }>(workerUrl, 'SELECT version()');
  return version.includes('PGlite') ? embeddedScratch() : schemaScratch(workerUrl);
}
