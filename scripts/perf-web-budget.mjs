// The Lighthouse budget of `npm run perf:web` (issue 13, mobile profile) and the table it prints.
// Pure: reads Lighthouse results (LHR objects), judges them against the budget, formats the table.

/** One row per measured value: how to read it from a result, its target, how to show it. */
export const BUDGET = [
  { key: 'performance', label: 'Perf', read: (lhr) => score(lhr, 'performance'), atLeast: 95, unit: '' },
  { key: 'accessibility', label: 'A11y', read: (lhr) => score(lhr, 'accessibility'), atLeast: 100, unit: '' },
  { key: 'best-practices', label: 'BP', read: (lhr) => score(lhr, 'best-practices'), atLeast: 100, unit: '' },
  { key: 'fcp', label: 'FCP', read: (lhr) => audit(lhr, 'first-contentful-paint'), unit: 's' },
  { key: 'lcp', label: 'LCP', read: (lhr) => audit(lhr, 'largest-contentful-paint'), atMost: 2000, unit: 's' },
  { key: 'tbt', label: 'TBT', read: (lhr) => audit(lhr, 'total-blocking-time'), atMost: 100, unit: 'ms' },
  { key: 'cls', label: 'CLS', read: (lhr) => audit(lhr, 'cumulative-layout-shift'), atMost: 0.02, unit: '' },
];

/** A category's score as Lighthouse shows it (0–100), or null when the category did not run. */
function score(lhr, id) {
  const value = lhr.categories?.[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function audit(lhr, id) {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** Whether a value meets its row's target (rows without a target always do; a missing value never does). */
export function meets(row, value) {
  if (value === null || value === undefined) return false;
  if (row.atLeast !== undefined) return value >= row.atLeast;
  if (row.atMost !== undefined) return value <= row.atMost;
  return true;
}

function show(row, value) {
  if (value === null || value === undefined) return 'n/a';
  if (row.unit === 's') return `${(value / 1000).toFixed(1)} s`;
  if (row.unit === 'ms') return `${Math.round(value)} ms`;
  if (row.key === 'cls') return value.toFixed(3);
  return String(value);
}

const hasTarget = (row) => row.atLeast !== undefined || row.atMost !== undefined;

function target(row) {
  if (row.atLeast !== undefined) return `≥${row.unit === 's' ? `${row.atLeast / 1000} s` : row.atLeast}`;
  if (row.atMost !== undefined)
    return `≤${row.unit === 's' ? `${row.atMost / 1000} s` : row.unit === 'ms' ? `${row.atMost} ms` : row.atMost}`;
  return '';
}

/** Judges each page's result: `{ page, cells: [{ row, value, ok }], ok }`. */
export function judge(results) {
  return results.map(({ page, lhr }) => {
    const cells = BUDGET.map((row) => {
      const value = row.read(lhr);
      return { row, value, ok: meets(row, value) };
    });
    return { page, cells, ok: cells.every((c) => c.ok) };
  });
}

/** The table: one line per page, each cell "value ✓/✗", and a header line with the targets. */
export function formatTable(judged) {
  const header = ['page', ...BUDGET.map((row) => `${row.label} ${target(row)}`.trim())];
  const lines = judged.map(({ page, cells }) => [
    page,
    ...cells.map(({ row, value, ok }) => `${show(row, value)}${hasTarget(row) ? (ok ? ' ✓' : ' ✗') : ''}`),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((cols) => [...cols[i]].length)));
  const pad = (cols) => cols.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' │ ');
  return [pad(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...lines.map(pad)].join('\n');
}

/**
 * The run of a page to judge when it was measured several times (PERF_RUNS): the one with the
 * median total blocking time, the value that moves most between runs on a busy machine (the lower
 * of the two middle ones for an even count). Lighthouse's own advice is to judge a median run.
 */
export function medianRun(lhrs) {
  if (lhrs.length === 0) throw new Error('no Lighthouse run to choose from');
  const tbt = BUDGET.find((row) => row.key === 'tbt');
  const sorted = [...lhrs].sort((a, b) => (tbt.read(a) ?? Infinity) - (tbt.read(b) ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
