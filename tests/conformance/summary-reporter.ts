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
  private rows: Row[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const match = SECTION.exec(test.title);
    if (!match) return;
    const count = test.annotations.find((a) => a.type === 'assertions')?.description;
    this.rows.push({
      section: `${match[1]} §${match[2]}`,
      title: match[3],
      project: test.parent.project()?.name ?? '',
      status: result.status,
      assertions: Number(count ?? 0),
    });
  }

  onEnd(): void {
    if (this.rows.length === 0) return;
    const order = (r: Row) => `${r.section.startsWith('platform') ? 0 : 1}${r.section.split('§')[1].padStart(2, '0')}`;
    const rows = [...this.rows].sort((a, b) => order(a).localeCompare(order(b)) || a.project.localeCompare(b.project));
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
