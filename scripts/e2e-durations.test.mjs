// scripts/e2e-durations.mjs reads Playwright's list reporter: durations in ms, s and m, and
// only finished tests' lines (the summary and the reporters' tables are not tests).
import { describe, expect, it } from 'vitest';
import { byProject, finishedTests } from './e2e-durations.mjs';

const OUTPUT = [
  '  ✓    9 [phone] › tests/e2e/auth.spec.ts:45:3 › identity › wrong credentials (6.7s)',
  '  ✘   10 [a11y-390] › tests/e2e/a11y/sweep.spec.ts:37:3 › guest, part 1/3 (landing …): every state (1.1m)',
  '  ✓   11 [phone] › tests/e2e/xp-page.spec.ts:8:1 › the XP page (450ms)',
  '| rooms §9 | Constants | conformance-390 | passed | 90 |',
  '  104 passed (24.1m)',
].join('\n');

describe('e2e durations', () => {
  it('reads each finished test with its project and its time in seconds', () => {
    expect(finishedTests(OUTPUT)).toEqual([
      { project: 'phone', file: 'tests/e2e/auth.spec.ts', title: 'identity › wrong credentials', seconds: 6.7 },
      {
        project: 'a11y-390',
        file: 'tests/e2e/a11y/sweep.spec.ts',
        title: 'guest, part 1/3 (landing …): every state',
        seconds: 66,
      },
      { project: 'phone', file: 'tests/e2e/xp-page.spec.ts', title: 'the XP page', seconds: 0.45 },
    ]);
  });

  it('sums each project, largest first', () => {
    const { rows, total } = byProject(finishedTests(OUTPUT));
    expect(rows.map(([project]) => project)).toEqual(['a11y-390', 'phone']);
    expect(rows[1][1]).toBeCloseTo(7.15);
    expect(total).toBeCloseTo(73.15);
  });
});
