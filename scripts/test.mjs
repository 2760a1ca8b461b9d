// `npm test`: typecheck, lint, unit, API and end-to-end tests, in that order; stops at the first failure.
// The end-to-end stage builds the app once and checks each route's initial JavaScript against
// its budget (`npm run size -- --budget`) on that build before it starts the stack.
import { spawnSync } from 'node:child_process';
import { ROOT } from './stack.mjs';

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit tests', ['npm', 'run', 'test:unit']],
  ['API tests', ['npm', 'run', 'test:api']],
  ['end-to-end tests', ['npm', 'run', 'test:e2e']],
  // The same built app, its functions now pointed at the project's Gemini-format server.
  ['end-to-end tests with the Gemini mock', ['npm', 'run', 'test:e2e:gemini'], { E2E_SKIP_BUILD: '1' }],
];
for (const [name, [cmd, ...args], env = {}] of steps) {
  const started = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
