import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import FuzzFirstSequencer from './tests/api/fuzz-first-sequencer';

const core = fileURLToPath(new URL('./core/src', import.meta.url));
const alias = [
  { find: /^@core$/, replacement: `${core}/index.ts` },
  { find: /^@core\/(.*)$/, replacement: `${core}/$1` },
];

/**
 * The pure tests: the engine's, the offline room generator's (no network, no database, no process
 * state) and the scripts'. They replace no module and keep no state between files, so a worker
 * keeps the modules it has loaded from one file to the next instead of loading them again for each.
 */
const SHARED_MODULE_TESTS = [
  'core/src/**/*.test.ts',
  'functions/src/ai/offline/**/*.test.ts',
  'scripts/**/*.test.mjs',
  'tests/conformance/**/*.test.ts',
  'vite-chunk-graph.test.ts',
];

/** How many databases the API tests were given, one per worker (tests/api/worker-database.ts). */
const API_DATABASES = Math.max(1, (process.env.TEST_DATABASE_URLS ?? '').split(',').filter(Boolean).length);

export default defineConfig({
  test: {
    // The API fuzz files first, on databases nothing else has filled yet (the sequencer says why).
    sequence: { sequencer: FuzzFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', ...SHARED_MODULE_TESTS],
          environment: 'node',
          testTimeout: 60_000,
          // Two workers per core: a file's start waits on the main process about as
          // long as it computes (on this 2-core machine: 87 s with two workers, 65 s with four).
          maxWorkers: '200%',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-pure',
          include: SHARED_MODULE_TESTS,
          environment: 'node',
          testTimeout: 60_000,
          // Not isolated (SHARED_MODULE_TESTS says why).
          isolate: false,
          maxWorkers: '200%',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker per database that scripts/with-auth-emulator.mjs started (--databases=N).
          fileParallelism: API_DATABASES > 1,
          maxWorkers: API_DATABASES,
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/worker-database.ts'],
        },
      },
    ],
  },
});
