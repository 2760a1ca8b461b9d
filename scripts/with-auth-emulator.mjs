// Runs a command (the API tests, the benchmark) with the Firebase Auth emulator and a
// database: embedded PGlite in memory by default, or DATABASE_URL when it is set.
import { PORTS, PROJECT_ID, runAsync, startDatabase, startEmulators } from './stack.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-auth-emulator.mjs <command…>');
  process.exit(2);
}
const database = await startDatabase({ dataDir: null });
let status = 1;
let emulators;
try {
  emulators = await startEmulators({ stateDir: null, quiet: true, only: 'auth' });
  const result = await runAsync(cmd, args, {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
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
  await database.stop();
}
process.exit(status);
