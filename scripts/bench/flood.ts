/**
 * The bench's flood check (issue 29, "Shown when resolved"): one player sends 3,000 interact
 * requests as fast as 16 connections carry them, from a child process (as an attacker's machine
 * would), while other players tap one request at a time; their p95 is compared with a quiet run
 * of the same taps (target: within 2×). The flood's requests run one at a time (PLAY_IN_FLIGHT_PER_USER,
 * functions/src/http/in-flight.ts), meet the per-user limit (PLAY_INTERACT_RATE_LIMIT_PER_MINUTE,
 * 300), and the rest answer 429 from the limiter's memory.
 * Here rather than among the API tests: a latency ratio needs a machine not busy with other tests,
 * and the run takes about half a minute.
 */
import { spawn } from 'node:child_process';

const FLOOD_REQUESTS = 3_000;
const FLOOD_CONNECTIONS = 16;
const REQUESTS_PER_PLAYER = 50;

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)];

/** Each player taps the element again and again, one request at a time; every request's latency. */
async function playersTap(url: string, tokens: string[]): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    tokens.map(async (token) => {
      for (let i = 0; i < REQUESTS_PER_PLAYER; i += 1) {
        const start = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: '{"user_input":""}',
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (!res.ok) throw new Error(`a quiet player got ${res.status}`);
      }
    }),
  );
  return latencies;
}

const FLOOD_SCRIPT = `
  const [url, token, total, connections] = process.argv.slice(1);
  const counts = {};
  let sent = 0, answered = 0;
  async function worker() {
    while (sent < Number(total)) {
      sent += 1;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: '{"user_input":""}',
      }).catch(() => null);
      if (res) await res.arrayBuffer();
      const key = res ? String(res.status) : 'failed';
      counts[key] = (counts[key] ?? 0) + 1;
      answered += 1;
      if (answered === 50) process.stderr.write('started\\n');
    }
  }
  Promise.all(Array.from({ length: Number(connections) }, worker)).then(() => process.stdout.write(JSON.stringify(counts)));
`;

/** The flood from a child process: `started` once its first answers came, `done` with its statuses. */
function startFlood(url: string, token: string) {
  const args = ['-e', FLOOD_SCRIPT, url, token, String(FLOOD_REQUESTS), String(FLOOD_CONNECTIONS)];
  const child = spawn(process.execPath, args);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const started = new Promise<void>((resolve) => child.stderr.once('data', () => resolve()));
  const done = new Promise<Record<string, number>>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Record<string, number>) : reject(new Error(`flood exited ${code}`)),
    ),
  );
  return { started, done };
}

export interface FloodFigures {
  quietP95: number;
  floodedP95: number;
  statuses: Record<string, number>;
  /** How long the flood and the other players' taps during it took: the taps should fall within the flood. */
  floodMs: number;
  tapsMs: number;
}

/** `interactUrl` for the quiet players' taps and the flood alike; the flooder is not among `quietTokens`. */
export async function benchFlood(
  interactUrl: string,
  quietTokens: string[],
  floodToken: string,
): Promise<FloodFigures> {
  console.log(
    `  one player's flood: ${FLOOD_REQUESTS} interact requests over ${FLOOD_CONNECTIONS} connections, ${quietTokens.length} other players tapping ${REQUESTS_PER_PLAYER} times each`,
  );
  await playersTap(interactUrl, quietTokens); // warm-up: their sessions, caches, connections
  const quiet = await playersTap(interactUrl, quietTokens);
  const floodStart = performance.now();
  const flood = startFlood(interactUrl, floodToken);
  await flood.started;
  const tapsStart = performance.now();
  const flooded = await playersTap(interactUrl, quietTokens);
  const tapsMs = performance.now() - tapsStart;
  const statuses = await flood.done;
  const floodMs = performance.now() - floodStart;
  const figures = { quietP95: p95(quiet), floodedP95: p95(flooded), statuses, floodMs, tapsMs };
  const ratio = figures.floodedP95 / figures.quietP95;
  console.log(
    `    other players' p95: quiet ${figures.quietP95.toFixed(1)} ms, during the flood ${figures.floodedP95.toFixed(1)} ms (${ratio.toFixed(2)}×, target ≤ 2×); the flood's answers ${JSON.stringify(statuses)} in ${(floodMs / 1000).toFixed(1)} s, the taps in ${(tapsMs / 1000).toFixed(1)} s`,
  );
  return figures;
}
