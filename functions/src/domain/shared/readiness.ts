/**
 * When the API may serve a request that touches the database: once the schema has every migration
 * this code knows. Migrations are a step of their own (`npm run migrate`, run before a deploy and
 * before the local stack); a server never migrates. Behind, it answers 503 and logs one line, and
 * looks again at most every SCHEMA_RECHECK_MS, so it serves as soon as the migration has run. Up
 * to date, the answer is kept for the life of the process.
 */
import { getPool } from '../../db/pool';
import { readSchemaState, type SchemaState } from '../../db/migrator';
import { type AppError, unavailable } from '../../model/app-error';
import { log } from '../../structured-log';

/** How long a server whose schema is behind answers 503 before it reads the schema's version again. */
export const SCHEMA_RECHECK_MS = 5_000;

export const schemaBehindMessage = (state: SchemaState) =>
  `The service is being updated and cannot answer yet: its database schema is at version ${state.version}, ` +
  `this version of the API needs ${state.latest}. Please try again in a minute.`;

let upToDate = false;
let behind: { state: SchemaState; error: AppError; checkedAt: number } | undefined;
let checking: Promise<void> | undefined;

function schemaBehindError(state: SchemaState): AppError {
  const error = unavailable(schemaBehindMessage(state));
  error.retryAfterSeconds = Math.ceil(SCHEMA_RECHECK_MS / 1000);
  // This module logs the state once; the error middleware need not log each request it refuses.
  error.logged = true;
  return error;
}

async function checkSchema(): Promise<void> {
  const state = await readSchemaState(getPool());
  if (state.pending.length === 0) {
    if (behind) log.info(`schema is up to date (version ${state.version}): serving again`);
    upToDate = true;
    behind = undefined;
    return;
  }
  const known = behind?.state;
  if (known?.version !== state.version || known.latest !== state.latest) {
    log.error(
      `schema is behind: version ${state.version}, this code needs ${state.latest} ` +
        `(pending ${state.pending.join(', ')}); answering 503 until \`npm run migrate\` has run`,
      { schemaVersion: state.version, schemaLatest: state.latest },
    );
  }
  behind = { state, error: schemaBehindError(state), checkedAt: Date.now() };
  throw behind.error;
}

export function databaseReady(): Promise<void> {
  if (upToDate) return Promise.resolve();
  if (behind && Date.now() - behind.checkedAt < SCHEMA_RECHECK_MS) return Promise.reject(behind.error);
  checking ??= checkSchema().finally(() => {
    checking = undefined;
  });
  return checking;
}
