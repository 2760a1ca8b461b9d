/**
 * Applies the schema migrations (migrations.ts) as a step of its own: `npm run migrate`, the
 * functions predeploy, the local stack and the test setups call it before anything serves. The
 * API never migrates; it reads how far the schema is (readSchemaState) and refuses to serve when
 * it is behind (domain/shared/readiness.ts).
 *
 * A run is one transaction under an advisory lock on the schema it migrates: a second run started
 * at the same time waits for the first to commit, then finds nothing left to do; a failed
 * migration rolls the whole run back, so the schema stays at the version it had.
 */
import pg from 'pg';
import { config } from '../config';
import { MIGRATIONS, type Migration } from './migrations';
import type { Queryable } from './pool';

/** Held until the run's transaction ends; keyed by the schema, so worker schemas migrate side by side. */
const LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('escape-studio:migrations'), hashtext(coalesce(current_schema(), '')))`;
const CREATE_LEDGER_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
const UNDEFINED_TABLE = '42P01';

/** The version a migration brings the schema to: the number its id starts with. */
export const versionOf = (migrationId: string): number => Number.parseInt(migrationId, 10);

export interface SchemaState {
  /** The newest migration applied (0 for an empty database). */
  version: number;
  /** The version this code needs: its newest migration. */
  latest: number;
  /** The migrations this code has that the database lacks, in order. */
  pending: string[];
}

export interface MigrationRun {
  applied: string[];
  version: number;
}

/** A migration's SQL failed: the run was rolled back. */
export class MigrationError extends Error {
  constructor(
    readonly migrationId: string,
    cause: unknown,
  ) {
    super(`migration ${migrationId} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

async function appliedIds(db: Queryable): Promise<Set<string>> {
  try {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
    return new Set(rows.map((row) => row.id));
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return new Set();
    throw error;
  }
}

function stateOf(applied: Set<string>, migrations: Migration[]): SchemaState {
  const done = migrations.filter((migration) => applied.has(migration.id));
  return {
    version: done.length ? versionOf(done[done.length - 1].id) : 0,
    latest: migrations.length ? versionOf(migrations[migrations.length - 1].id) : 0,
    pending: migrations.filter((migration) => !applied.has(migration.id)).map((migration) => migration.id),
  };
}

/** How far the database's schema is, against the migrations this code has. Reads only. */
export async function readSchemaState(db: Queryable, migrations: Migration[] = MIGRATIONS): Promise<SchemaState> {
  return stateOf(await appliedIds(db), migrations);
}

/** Applies the pending migrations on `client`'s connection, in one transaction under the lock. */
export async function migrate(client: pg.ClientBase, migrations: Migration[] = MIGRATIONS): Promise<MigrationRun> {
  await client.query('BEGIN');
  try {
    await client.query(LOCK_SQL);
    await client.query(CREATE_LEDGER_SQL);
    const { pending } = stateOf(await appliedIds(client), migrations);
    for (const migration of migrations.filter((m) => pending.includes(m.id))) {
      await client.query(migration.sql).catch((error: unknown) => {
        throw new MigrationError(migration.id, error);
      });
      await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    }
    const { version } = stateOf(await appliedIds(client), migrations);
    await client.query('COMMIT');
    return { applied: pending, version };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Migrates the database at `connectionString` (DATABASE_URL by default) on a connection of its own. */
export async function migrateDatabase(
  connectionString: string = config().databaseUrl,
  migrations: Migration[] = MIGRATIONS,
): Promise<MigrationRun> {
  const client = new pg.Client({ connectionString });
  // A dropped connection also rejects the query in flight, which is what reports it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await migrate(client, migrations);
  } finally {
    await client.end();
  }
}
