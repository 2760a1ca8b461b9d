import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const core = fileURLToPath(new URL('./core/src', import.meta.url));
const alias = [
  { find: /^@core$/, replacement: `${core}/index.ts` },
  { find: /^@core\/(.*)$/, replacement: `${core}/$1` },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.mjs',
            'tests/conformance/**/*.test.ts',
            'vite-chunk-graph.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
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
          fileParallelism: false,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
