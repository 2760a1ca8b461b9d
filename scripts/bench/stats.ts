/** The bench's one percentile: the value at rank ceil(p% × n) of the sorted samples (0 for none). */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
