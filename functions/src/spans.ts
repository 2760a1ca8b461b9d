/**
 * Timing spans for the benchmark's breakdown of a request (token check, user lookup, room,
 * session, engine, writes). Off unless the bench installs a recorder: then a span is a null
 * check and a call, nothing is measured or kept.
 */
export type SpanRecorder = (name: string, ms: number) => void;

// Kept on globalThis: a loader may instantiate this module twice (the bench imports it as ESM,
// the app as CommonJS), and both copies must see the same recorder.
const key = Symbol.for('escape-room-studio.span-recorder');
const slot = globalThis as unknown as Record<symbol, SpanRecorder | null | undefined>;

/** Installs (or, with null, removes) the recorder every span reports to. */
export function recordSpansWith(next: SpanRecorder | null): void {
  slot[key] = next;
}

export async function span<T>(name: string, work: () => Promise<T>): Promise<T> {
  const recorder = slot[key];
  if (!recorder) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    recorder(name, performance.now() - start);
  }
}

export function spanSync<T>(name: string, work: () => T): T {
  const recorder = slot[key];
  if (!recorder) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    recorder(name, performance.now() - start);
  }
}
