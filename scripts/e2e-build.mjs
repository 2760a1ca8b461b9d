// The build the end-to-end stages test: the PWA (pointed at the local Auth emulator) and the
// functions bundle, then each route's initial JavaScript checked against its budget
// (scripts/bundle-size.mjs, issue 13). `npm test` runs this beside the API tests (the build
// keeps one core busy, the API tests wait on their databases much of the time), and the e2e
// stages then reuse it (E2E_SKIP_BUILD=1); `npm run test:e2e` alone runs it first.
import { pathToFileURL } from 'node:url';
import { PORTS, PROJECT_ID, build, run } from './stack.mjs';

export function buildForE2e() {
  build({
    webEnv: { VITE_FIREBASE_PROJECT_ID: PROJECT_ID, VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${PORTS.auth}` },
  });
  run('node', ['scripts/bundle-size.mjs', '--budget']);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildForE2e();
