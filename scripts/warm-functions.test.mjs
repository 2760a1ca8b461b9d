// The local stack starts functions workers up front (scripts/warm-functions.mjs), tried against a
// stand-in for the emulator: one request at a time per worker, a new worker for a request that
// finds none idle.
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { warmFunctionWorkers } from './warm-functions.mjs';

const COLD_START_MS = 300;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An emulator-like server: `workers` counts started workers, `coldStarts` the requests that waited for one. */
async function emulatorLike() {
  const pool = { idle: 1, workers: 1, coldStarts: 0 };
  const server = createServer(async (_req, res) => {
    if (pool.idle > 0) pool.idle--;
    else {
      pool.coldStarts++;
      await sleep(COLD_START_MS);
      pool.workers++;
    }
    await sleep(5);
    pool.idle++;
    res.end('ok');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { pool, server, url: `http://127.0.0.1:${server.address().port}/api/v1/health` };
}

const burst = (url, n) => Promise.all(Array.from({ length: n }, () => fetch(url).then((r) => r.text())));

let close = () => {};
afterEach(() => close());

describe('warming the functions emulator', () => {
  it('when a fresh stack gets three requests at once then two wait for a cold start (what warming prevents)', async () => {
    const { pool, server, url } = await emulatorLike();
    close = () => server.close();
    await burst(url, 3);
    expect(pool.coldStarts).toBe(2);
  });

  it('when the stack was warmed then the play screen’s burst of three finds idle workers', async () => {
    const { pool, server, url } = await emulatorLike();
    close = () => server.close();
    const rounds = await warmFunctionWorkers(url, { workers: 4, coldStartMs: COLD_START_MS / 2 });
    expect(pool.workers).toBeGreaterThanOrEqual(4);
    expect(rounds).toBeGreaterThanOrEqual(2); // the first round started workers, a later one found them warm
    const coldBefore = pool.coldStarts;
    await burst(url, 3);
    expect(pool.coldStarts).toBe(coldBefore);
  });
});
