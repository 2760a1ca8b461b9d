// `npm test`: typecheck and lint (side by side: each keeps one core busy), then unit, API and
// end-to-end tests, in that order; stops at the first failed stage and prints each command's time.
// The app is built once, beside the API tests, and each route's initial JavaScript is checked
// against its budget on that build (scripts/e2e-build.mjs); both browser stages reuse it.
import { spawn } from 'node:child_process';
import { ROOT } from './stack.mjs';

/** Stages run in order; the commands of one stage run side by side. */
const stages = [
  [
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['lint', ['npm', 'run', 'lint']],
  ],
  // The unit tests alone: beside the API tests both took 300 s instead of 140 s each (both keep
  // the two cores busy), and the API tests' hint searches, budgeted in time, ran out.
  [['unit tests', ['npm', 'run', 'test:unit']]],
  // The build the browser stages test, beside the API tests: each leaves part of the two cores idle.
  [
    ['API tests', ['npm', 'run', 'test:api']],
    ['build for the browser tests', ['node', 'scripts/e2e-build.mjs']],
  ],
  [['end-to-end tests', ['npm', 'run', 'test:e2e'], { E2E_SKIP_BUILD: '1' }]],
  // The same built app, its functions now pointed at the project's Gemini-format server.
  [['end-to-end tests with the Gemini mock', ['npm', 'run', 'test:e2e:gemini'], { E2E_SKIP_BUILD: '1' }]],
];

/** Runs one command; side by side, its output is held and printed whole when it ends. */
function runStep([name, [cmd, ...args], env = {}], alone) {
  const started = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n── ${name} ──\n${output}`);
      resolve({ name, seconds, ok: code === 0 && !signal });
    });
  });
}

const times = [];
const total = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  for (const { name, seconds, ok } of results) {
    times.push([name, seconds]);
    console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)}s)`);
  }
  const failed = results.find((r) => !r.ok);
  if (failed) {
    console.error(`\n✗ ${failed.name} failed after ${failed.seconds.toFixed(1)}s`);
    process.exit(1);
  }
}
console.log('\n| stage | seconds |\n|---|---|');
for (const [name, seconds] of times) console.log(`| ${name} | ${seconds.toFixed(1)} |`);
console.log(`| total | ${((Date.now() - total) / 1000).toFixed(1)} |`);
console.log('\nAll checks passed.');
