// Bundles the backend into functions/lib with core/ inlined; npm packages stay external
// (they are installed from functions/package.json at deploy time, at the versions of
// functions/package-lock.json, which this build rewrites from the root lock: see docs/deploy.md).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { writeFunctionsLock } from '../scripts/lock-functions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  tsconfig: join(here, 'tsconfig.json'),
  logLevel: 'warning',
};

await build({ ...common, entryPoints: [join(here, 'src/index.ts')], outfile: join(here, 'lib/index.js') });
await build({ ...common, entryPoints: [join(here, 'src/scripts/seed.ts')], outfile: join(here, 'lib/seed.js') });
writeFunctionsLock();
console.log('functions built');
