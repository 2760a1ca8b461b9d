// Runs a command (the API tests) with the Firebase Auth emulator and a database:
// embedded PGlite in memory by default, or DATABASE_URL when it is set.
import { spawnSync } from 'node:child_process';
import { PROJECT_ID, ROOT, startDatabase } from './stack.mjs';

const command = process.argv.slice(2);
if (!command.length) {
  console.error('usage: node scripts/with-auth-emulator.mjs <command…>');
  process.exit(2);
}
const database = await startDatabase({ dataDir: null });
const quoted = command.map((part) => (/^[\w@./:=-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`)).join(' ');
const result = spawnSync('npx', ['firebase', 'emulators:exec', '--only', 'auth', '--project', PROJECT_ID, quoted], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: database.url, GCLOUD_PROJECT: PROJECT_ID, RESET_TEST_DB: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
});
await database.stop();
process.exit(result.status ?? 1);
