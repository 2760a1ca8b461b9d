/** The single pg pool, shared by every repository in this process. */
import pg from 'pg';
import { config } from '../config';
import { log } from '../structured-log';

// Keep BIGINT counts as numbers and timestamps as ISO strings in JSON.
pg.types.setTypeParser(20, (value: string) => Number(value));

let pool: pg.Pool | undefined;

export function getPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: config().databaseUrl, max: 8, idleTimeoutMillis: 10_000 });
    pool.on('error', (error) => log.error('idle database client failed', { error: error.message }));
  }
  return pool;
}

export async function closePool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.end();
}

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Runs `work` in one transaction; rolls back on any error so no half-written record remains. */
export async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await getPool().connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
