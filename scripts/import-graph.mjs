// The import graph picture in docs/architecture.md, drawn from the code by dependency-cruiser:
// folders as boxes (src/data's and core/src's one level deeper), imports as arrows, tests and
// test fixtures left out. `node scripts/import-graph.mjs` rewrites the picture between its
// markers; `--check` (part of `npm run lint`) fails when the picture no longer matches the code.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.mjs';

const DOC = join(ROOT, 'docs/architecture.md');
const START = '<!-- import-graph:start (scripts/import-graph.mjs writes this) -->';
const END = '<!-- import-graph:end -->';
const COLLAPSE =
  '^(src/data/[^/]+|src/(?:pages|components|hooks|theme|whitepaper)|src|core/src/[^/]+|functions/src/[^/]+)';

function drawGraph() {
  const result = spawnSync(
    'npx',
    [
      'depcruise',
      'src',
      'core/src',
      'functions/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--include-only',
      '^(src|core/src|functions/src)/',
      '--exclude',
      '(\\.test\\.tsx?$|/test-support/|/testing/|fixture|\\.d\\.ts$)',
      '--collapse',
      COLLAPSE,
      '--output-type',
      'mermaid',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`depcruise failed:\n${result.stderr}`);
  return `${START}\n\`\`\`mermaid\n${result.stdout.trim()}\n\`\`\`\n${END}`;
}

const doc = readFileSync(DOC, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} markers`);
const updated = doc.slice(0, from) + drawGraph() + doc.slice(to + END.length);
if (process.argv.includes('--check')) {
  if (updated !== doc) {
    console.error(
      'docs/architecture.md: the import graph no longer matches the code; run node scripts/import-graph.mjs',
    );
    process.exit(1);
  }
} else if (updated !== doc) {
  writeFileSync(DOC, updated);
  console.log('docs/architecture.md: import graph redrawn');
}
