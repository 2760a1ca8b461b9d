// Starts every API run from empty schemas: the embedded databases are fresh anyway; on a shared
// PostgreSQL the `test` database's public schema and each worker's schema (TEST_SCHEMAS, see
// scripts/test-databases.mjs) are dropped and made anew.
import pg from 'pg';

export default async function setup() {
  if (process.env.RESET_TEST_DB !== '1' || !process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const workerSchemas = (process.env.TEST_SCHEMAS ?? '').split(',').filter(Boolean);
  for (const schema of ['public', ...workerSchemas]) {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  }
  await client.end();
}
