/**
 * After the run, the accessibility sweep's table: one line per state and size with the
 * violated nodes counted by impact, and the 200 % text problems on the phone. Printed and
 * written to test-results/a11y-sweep.md (the closing note quotes it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { SweepRow } from './sweep.spec';

export default class A11ySweepSummary implements Reporter {
  private rows: SweepRow[] = [];

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments)
      if (attachment.name === 'a11y-sweep-rows' && attachment.body)
        this.rows.push(...(JSON.parse(attachment.body.toString()) as SweepRow[]));
  }

  onEnd(): void {
    if (this.rows.length === 0) return;
    const states = [...new Set(this.rows.map((r) => r.state))];
    const sizes = [...new Set(this.rows.map((r) => r.size))].sort();
    const cell = (n: number | null | undefined) => (n === null || n === undefined ? '–' : String(n));
    const lines = [
      '| state | size | critical | serious | moderate | minor | 200 % text problems | moderate/minor rules |',
      '|---|---|---|---|---|---|---|---|',
    ];
    for (const state of states)
      for (const size of sizes) {
        const row = this.rows.find((r) => r.state === state && r.size === size);
        if (!row) continue;
        const c = row.counts;
        const rules = row.error ? `not checked: ${row.error}` : [...new Set(row.lesser)].join(', ');
        lines.push(
          `| ${state} | ${size} | ${cell(c?.critical)} | ${cell(c?.serious)} | ${cell(c?.moderate)} | ${cell(c?.minor)} | ${cell(row.textProblems)} | ${rules} |`,
        );
      }
    console.log(`\nAccessibility sweep (axe-core, wcag2a/aa, wcag21a/aa, best-practice)\n${lines.join('\n')}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/a11y-sweep.md', `${lines.join('\n')}\n`);
  }
}
