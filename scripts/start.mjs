// `npm start`: the whole product locally, with nothing to install or configure.
import { join } from 'node:path';
import {
  APP_URL,
  PORTS,
  PROJECT_ID,
  ROOT,
  build,
  log,
  migrate,
  seed,
  startDatabase,
  localFunctionsEnv,
  startEmulators,
  writeFunctionsEnv,
} from './stack.mjs';

const dataDir = join(ROOT, '.data');
let database;
let emulators;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('shutting down (saving auth accounts)…');
  await emulators?.stop();
  await database?.stop();
  log('bye');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  database = await startDatabase({ dataDir: join(dataDir, 'pglite') });
  writeFunctionsEnv(localFunctionsEnv(database.url));
  build({ webEnv: { VITE_FIREBASE_PROJECT_ID: PROJECT_ID, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${PORTS.auth}` } });
  await migrate({ databaseUrl: database.url });
  emulators = await startEmulators({ stateDir: join(dataDir, 'auth') });
  const seeded = await seed({ databaseUrl: database.url, credentialsFile: join(dataDir, 'admin-credentials.json') });
  console.log(`
  ┌──────────────────────────────────────────────────────────────
  │  Ermie Escape Studio is running
  │
  │  Open:      ${APP_URL}
  │  Admin:     ${seeded.admin.email}
  │  Password:  ${seeded.admin.password}
  │  Sample:    ${APP_URL}/play/${seeded.sampleRoomId}
  │
  │  Press Ctrl-C to stop (accounts are kept in .data/).
  └──────────────────────────────────────────────────────────────
`);
} catch (error) {
  console.error(`\n[studio] could not start: ${error.message}`);
  await shutdown(1);
}
