/** Applies pending migrations once per process before the first query that needs them. */
import { getPool } from './pool';
import { migrate } from './migrations';

let ready: Promise<void> | undefined;

export function ensureSchema(): Promise<void> {
  ready ??= (async () => {
    const client = await getPool().connect();
    try {
      await migrate(client);
    } finally {
      client.release();
    }
  })().catch((error) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
