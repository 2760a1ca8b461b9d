import { describe, expect, it } from 'vitest';
import { BUDGET, formatTable, judge, medianRun, meets } from './perf-web-budget.mjs';

/** A Lighthouse result with the given scores (0–1) and audit values. */
const lhr = ({
  performance = 0.97,
  accessibility = 1,
  bestPractices = 1,
  fcp = 900,
  lcp = 1500,
  tbt = 40,
  cls = 0.01,
}) => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: accessibility },
    'best-practices': { score: bestPractices },
  },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

describe('perf:web budget', () => {
  it('holds the issue-13 targets: performance ≥ 95, accessibility and best practices 100, LCP ≤ 2 s, TBT ≤ 100 ms, CLS ≤ 0.02', () => {
    const targets = Object.fromEntries(BUDGET.map((row) => [row.key, row.atLeast ?? row.atMost ?? null]));
    expect(targets).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
      fcp: null,
      lcp: 2000,
      tbt: 100,
      cls: 0.02,
    });
  });

  it('when every value is on its target then the page passes; a missing value never does', () => {
    const lcp = BUDGET.find((row) => row.key === 'lcp');
    expect(meets(lcp, 2000)).toBe(true);
    expect(meets(lcp, 2001)).toBe(false);
    expect(meets(lcp, null)).toBe(false);
    const [page] = judge([{ page: '/', lhr: lhr({ performance: 0.95, lcp: 2000, tbt: 100, cls: 0.02 }) }]);
    expect(page.ok).toBe(true);
  });

  it('when one value misses then that page fails and its cell is marked ✗ in the table', () => {
    const judged = judge([
      { page: 'landing /', lhr: lhr({}) },
      { page: 'login /login', lhr: lhr({ performance: 0.76, lcp: 4400, cls: 0.1 }) },
    ]);
    expect(judged.map((row) => row.ok)).toEqual([true, false]);
    const table = formatTable(judged);
    const [header, , landing, login] = table.split('\n');
    expect(header).toContain('Perf ≥95');
    expect(header).toContain('LCP ≤2 s');
    expect(landing).not.toContain('✗');
    expect(login).toContain('76 ✗');
    expect(login).toContain('4.4 s ✗');
    expect(login).toContain('0.100 ✗');
    expect(login).toContain('100 ✓');
  });

  it('when a page was measured several times then the run with the median TBT is judged', () => {
    const runs = [lhr({ tbt: 210 }), lhr({ tbt: 40 }), lhr({ tbt: 90 })];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([runs[0], runs[1]])).toBe(runs[1]);
    expect(medianRun([runs[0]])).toBe(runs[0]);
    expect(() => medianRun([])).toThrow('no Lighthouse run');
  });
});
