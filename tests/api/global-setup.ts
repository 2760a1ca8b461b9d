// Starts every API run from an empty schema (the embedded database is fresh anyway;
// the shared PostgreSQL `test` database is wiped).
import pg from 'pg';

export default async function setup() {
  if (process.env.RESET_TEST_DB !== '1' || !process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('CREATE SCHEMA public');
  await client.end();
}
