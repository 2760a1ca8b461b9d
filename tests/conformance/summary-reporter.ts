/**
 * Prints, after the run, one line per conformance scenario: the spec section, the scenario,
 * the viewport, the outcome and the number of assertions it made; and writes the same as
 * Markdown to test-results/conformance.md (the note lists these counts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Row {
  section: string;
  title: string;
  project: string;
  status: string;
  assertions: number;
}

const SECTION = /^(platform|rooms) §(\d+) (.*)$/;

export default class ConformanceSummary implements Reporter {
  /** One row per test: a retried test keeps its last attempt, marked when it passed only then. */
  private rows = new Map<string, Row>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const match = SECTION.exec(test.title);
    if (!match) return;
    const counts = [...(result.annotations ?? []), ...test.annotations].filter((a) => a.type === 'assertions');
    this.rows.set(test.id, {
      section: `${match[1]} §${match[2]}`,
      title: match[3],
      project: test.parent.project()?.name ?? '',
      status: result.retry > 0 && result.status === 'passed' ? 'passed on retry (flaky)' : result.status,
      assertions: Number(counts[0]?.description ?? 0),
    });
  }

  onEnd(): void {
    if (this.rows.size === 0) return;
    const order = (r: Row) => `${r.section.startsWith('platform') ? 0 : 1}${r.section.split('§')[1].padStart(2, '0')}`;
    const rows = [...this.rows.values()].sort(
      (a, b) => order(a).localeCompare(order(b)) || a.project.localeCompare(b.project),
    );
    const lines = [
      '| section | scenario | viewport | result | assertions |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.section} | ${r.title} | ${r.project} | ${r.status} | ${r.assertions} |`),
    ];
    console.log(`\nConformance scenarios\n${lines.join('\n')}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/conformance.md', `${lines.join('\n')}\n`);
  }
}
