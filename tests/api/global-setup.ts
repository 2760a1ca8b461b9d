// Starts every API run from freshly migrated schemas. On a shared PostgreSQL the `test` database's
// public schema and each worker's schema (TEST_SCHEMAS, see scripts/test-databases.mjs) are first
// dropped and made anew; the embedded databases are fresh anyway. Then each worker's database is
// migrated once, as `npm run migrate` does before a deploy: the app never migrates on a request.
import pg from 'pg';
import { migrateDatabase } from '../../functions/src/db/migrator';

async function resetSharedSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const workerSchemas = (process.env.TEST_SCHEMAS ?? '').split(',').filter(Boolean);
  for (const schema of ['public', ...workerSchemas]) {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  }
  await client.end();
}

export default async function setup() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  if (process.env.RESET_TEST_DB === '1') await resetSharedSchemas(databaseUrl);
  const workerUrls = (process.env.TEST_DATABASE_URLS ?? '').split(',').filter(Boolean);
  await Promise.all((workerUrls.length ? workerUrls : [databaseUrl]).map((url) => migrateDatabase(url)));
}
