/**
 * `npm run migrate`: applies the pending schema migrations to the database of DATABASE_URL, once
 * (db/migrator.ts: one transaction under an advisory lock, so a second run at the same time waits
 * and then finds nothing to do). Prints what it applied, or that the schema is up to date; exits
 * with 1 and the reason when it cannot.
 *
 * `--deploy` (the functions predeploy in firebase.json) also refuses the local stack's database:
 * a deploy must migrate the database the deployed functions use, so DATABASE_URL has to be set.
 */
import { config, LOCAL_DATABASE_URL } from '../config';
import { MigrationError, migrateDatabase } from '../db/migrator';

const say = (line: string) => process.stdout.write(`[migrate] ${line}\n`);

/** The URL as it may be printed: the password hidden. */
const redact = (url: string) => url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@');

function failureReason(error: unknown, target: string): string {
  if (error instanceof MigrationError) {
    return `${error.message}\nNothing was applied: the run is one transaction, so the schema keeps its version.`;
  }
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return `cannot reach the database at ${target} (${code}): is it running, and is DATABASE_URL right?`;
  }
  return `${message ?? String(error)} (database ${target})`;
}

async function main(): Promise<void> {
  const databaseUrl = config().databaseUrl;
  const target = redact(databaseUrl);
  if (process.argv.includes('--deploy') && databaseUrl === LOCAL_DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set. A deploy migrates the database the deployed functions use first: ' +
        'set DATABASE_URL to it (for Cloud SQL, through the Cloud SQL Auth Proxy; see docs/deploy.md).',
    );
  }
  say(`database ${target}`);
  const run = await migrateDatabase(databaseUrl).catch((error: unknown) => {
    throw new Error(failureReason(error, target));
  });
  if (run.applied.length === 0) {
    say(`schema is up to date (version ${run.version})`);
    return;
  }
  for (const id of run.applied) say(`applied ${id}`);
  say(
    `schema is at version ${run.version} (${run.applied.length} migration${run.applied.length === 1 ? '' : 's'} applied)`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
