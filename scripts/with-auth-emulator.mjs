// Runs a command (the API tests, the benchmark) with the Firebase Auth emulator and a
// database: embedded PGlite in memory by default, or DATABASE_URL when it is set. With
// `--databases=N` first, N databases (or N schemas of DATABASE_URL), one per test worker
// (scripts/test-databases.mjs): the command gets them as TEST_DATABASE_URLS.
import { PORTS, PROJECT_ID, runAsync, startDatabase, startEmulators } from './stack.mjs';
import { startTestDatabases } from './test-databases.mjs';

const databasesFlag = /^--databases=(\d+)$/.exec(process.argv[2] ?? '');
const [cmd, ...args] = process.argv.slice(databasesFlag ? 3 : 2);
if (!cmd) {
  console.error('usage: node scripts/with-auth-emulator.mjs [--databases=N] <command…>');
  process.exit(2);
}
const count = databasesFlag ? Number(databasesFlag[1]) : 1;
const databases =
  count > 1
    ? await startTestDatabases(count)
    : await startDatabase({ dataDir: null }).then((d) => ({ urls: [d.url], schemas: [], stop: d.stop }));
let status = 1;
let emulators;
try {
  emulators = await startEmulators({ stateDir: null, quiet: true, only: 'auth' });
  const result = await runAsync(cmd, args, {
    env: {
      ...process.env,
      DATABASE_URL: databases.urls[0],
      TEST_DATABASE_URLS: databases.urls.join(','),
      TEST_SCHEMAS: databases.schemas.join(','),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
      GCLOUD_PROJECT: PROJECT_ID,
      RESET_TEST_DB: '1',
    },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  await emulators?.stop();
  await databases.stop();
}
process.exit(status);
