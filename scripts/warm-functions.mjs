// The functions emulator runs one request at a time in each worker process, and a request that
// finds every worker busy starts a new one: a cold start (Node, the Functions SDK and the whole
// bundle, 2–5 s; about 7 s for two at once on a busy two-core machine). A deployed function serves
// many requests at once on one instance. In a fresh local stack the play screen's first open
// (current_user, package and session sent together) therefore waited about 7 s for two cold
// workers, and later opens were fast. The stack starts a few workers before anyone uses it.

/** Enough for the play screen's opening burst of three API calls, with one to spare. */
export const WARM_FUNCTION_WORKERS = 4;

/** A round answered faster than this started no worker: every request found one idle. */
const COLD_START_MS = 1000;

/** Milliseconds one GET took, read to the end; Infinity when it failed. */
async function timedGet(url) {
  const started = performance.now();
  try {
    await (await fetch(url)).arrayBuffer();
    return performance.now() - started;
  } catch {
    return Infinity;
  }
}

/**
 * Sends rounds of `workers` simultaneous GETs of `url` (a cheap route: the health check) until a
 * round finds a worker idle for each, so the emulator has started at least that many. The
 * emulator often starts only one worker a round (about 2.5 s each, 7.5 s for four on this
 * machine), hence up to `workers` rounds. Returns how many rounds it took.
 */
export async function warmFunctionWorkers(
  url,
  { workers = WARM_FUNCTION_WORKERS, rounds = workers, coldStartMs = COLD_START_MS } = {},
) {
  for (let round = 1; round <= rounds; round++) {
    const times = await Promise.all(Array.from({ length: workers }, () => timedGet(url)));
    if (Math.max(...times) < coldStartMs) return round;
  }
  return rounds;
}
