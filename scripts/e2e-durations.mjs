// Where a browser stage's time went: reads the output of `npm run test:e2e` (Playwright's list
// reporter) from a file or stdin and prints each project's summed test time and the slowest tests.
//   npm run test:e2e 2>&1 | tee e2e.log; node scripts/e2e-durations.mjs e2e.log [how many slow tests]
import { readFileSync } from 'node:fs';

/** One finished test in the list reporter's output: `✓  12 [phone] › tests/e2e/x.spec.ts:3:1 › title (21.7s)`. */
const LINE = /\[([\w-]+)\] › (\S+?):\d+:\d+ › (.*) \((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const SECONDS = { ms: 0.001, s: 1, m: 60 };

/** Parses the list reporter's lines into { project, file, title, seconds }. */
export function finishedTests(output) {
  return output.split('\n').flatMap((line) => {
    const match = LINE.exec(line);
    if (!match) return [];
    const [, project, file, title, amount, unit] = match;
    return [{ project, file, title, seconds: Number(amount) * SECONDS[unit] }];
  });
}

/** Each project's summed test time, largest first, and the total. */
export function byProject(tests) {
  const totals = new Map();
  for (const { project, seconds } of tests) totals.set(project, (totals.get(project) ?? 0) + seconds);
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  return { rows, total: rows.reduce((sum, [, seconds]) => sum + seconds, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, slowest = '15'] = process.argv.slice(2);
  const tests = finishedTests(readFileSync(file ?? 0, 'utf8'));
  const { rows, total } = byProject(tests);
  console.log('| project | tests | seconds | share |\n|---|---|---|---|');
  for (const [project, seconds] of rows) {
    const count = tests.filter((t) => t.project === project).length;
    console.log(`| ${project} | ${count} | ${seconds.toFixed(0)} | ${((100 * seconds) / total).toFixed(0)} % |`);
  }
  console.log(`| total | ${tests.length} | ${total.toFixed(0)} | |\n\nSlowest tests:`);
  for (const t of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, Number(slowest)))
    console.log(`${t.seconds.toFixed(1)} s  [${t.project}] ${t.file.split('/').pop()} › ${t.title.slice(0, 90)}`);
}
