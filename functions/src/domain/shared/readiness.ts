/**
 * When the API may serve a request that touches the database: once this process has applied
 * the schema's pending migrations (db/ensure-schema.ts runs them once and retries after a failure).
 */
import { ensureSchema } from '../../db/ensure-schema';

export function databaseReady(): Promise<void> {
  return ensureSchema();
}
