/**
 * The server figures of `npm run bench`, on the database of DATABASE_URL:
 *  - interact requests per second next to a bare Express hello-world, same process, same load,
 *    measured in alternating 1 s slices so both see the same background load;
 *  - where one interaction's time goes (spans recorded only while the bench asks for them);
 *  - the event-loop block of one sync of 200 wrong codes (code-sync.ts);
 *  - a steady 100 requests/s of mixed play requests (mixed-play.ts): p50/p95/p99;
 *  - one player's flood of 3,000 interactions against the others' p95 (flood.ts).
 * `npm run bench` runs it in its own process on the embedded PGlite, then in a child process
 * on the real PostgreSQL (postgres.ts). Alone: `npx tsx scripts/bench/server.ts`.
 */
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { startApi, signUp } from '../../tests/api/harness';
import { insertAgent } from '../../functions/src/db/agents-repo';
import { migrateDatabase } from '../../functions/src/db/migrator';
import {
  createRoom,
  createScenes,
  finalizeRoom,
  generateSceneImage,
} from '../../functions/src/domain/rooms/room-creation';
import { recordSpansWith } from '../../functions/src/spans';
import { benchCodeSync } from './code-sync';
import { benchFlood } from './flood';
import { steadyMixedPlay } from './mixed-play';

/**
 * The hello-world runs on the Express the API runs on (functions/node_modules: Express 5). A bare
 * `import 'express'` from here would find the root's copy, a different major version (Express 4,
 * brought in by the Firebase tools) that answers about 5 % more requests per second.
 */
const requireAsApi = createRequire(new URL('../../functions/package.json', import.meta.url));
const express = requireAsApi('express') as typeof import('express');
const expressVersion = (requireAsApi('express/package.json') as { version: string }).version;

/**
 * The API's own config module: under tsx, an `import` from this ES module loads a second copy of
 * functions/src/config.ts beside the one the app requires, and setting that copy changes nothing.
 */
const apiConfig = requireAsApi('./src/config.ts') as typeof import('../../functions/src/config');

/** The throughput and mixed-play runs measure the play path: each player sends far more than a person would. */
function liftPlayLimits(): void {
  const { loadConfig, setConfigForTests } = apiConfig;
  const base = loadConfig();
  const lifted = {
    playInteractPerMinute: 1e9,
    playSyncPerMinute: 1e9,
    playRestartPerMinute: 1e9,
    signupPerMinute: 1e9,
  };
  setConfigForTests({ ...base, rateLimits: { ...base.rateLimits, ...lifted } });
}

export interface ServerFigures {
  label: string;
  helloRps: number;
  interactRps: number;
  ratio: number;
  p50: number;
  p95: number;
  p99: number;
  /** Other players' p95 during one player's flood of interactions, over a quiet run's (flood.ts). */
  floodP95Ratio: number;
}

async function load(url: string, init: (worker: number) => RequestInit, seconds: number, concurrency: number) {
  let count = 0;
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < deadline) {
        const res = await fetch(url, init(worker));
        await res.arrayBuffer();
        if (res.ok) count += 1;
        else errors += 1;
      }
    }),
  );
  return { rps: count / seconds, errors };
}

/** One interaction at a time, so each span shows its own cost rather than time spent queueing. */
async function breakdown(url: string, init: RequestInit, requests: number) {
  const spans = new Map<string, number>();
  recordSpansWith((name, ms) => spans.set(name, (spans.get(name) ?? 0) + ms));
  const start = performance.now();
  for (let i = 0; i < requests; i += 1) {
    const res = await fetch(url, init);
    const body = await res.text();
    if (!res.ok) throw new Error(`breakdown interact answered ${res.status}: ${body.slice(0, 200)}`);
  }
  const total = (performance.now() - start) / requests;
  recordSpansWith(null);
  console.log(`  one interaction at a time (${requests} in a row): ${total.toFixed(2)} ms each, of which`);
  for (const [name, ms] of spans) console.log(`    ${name.padEnd(34)} ${(ms / requests).toFixed(2)} ms`);
  const spanned = [...spans.values()].reduce((a, b) => a + b, 0) / requests;
  console.log(`    ${'the rest (HTTP both ends, routing, JSON)'.padEnd(34)} ${(total - spanned).toFixed(2)} ms`);
}

async function publishedRoom(adminId: string) {
  const agent = await insertAgent(adminId, {
    name: 'Bench',
    personality: 'Wise',
    setting: 'Space Station',
    theme: 'Sci-Fi',
    description: '',
  });
  const { puzzle } = await createRoom(adminId, {
    title: 'Bench room',
    description: 'Bench',
    difficulty: 'easy',
    theme: 'Sci-Fi',
    agent_id: agent.id,
    seed: 7,
  });
  const { scenes } = await createScenes(puzzle.id);
  await generateSceneImage(puzzle.id, 0, scenes[0].description);
  await finalizeRoom(puzzle.id);
  return puzzle.id;
}

export async function benchServer(label: string): Promise<ServerFigures> {
  console.log(`— Server on ${label} —`);
  const hello = express();
  hello.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const helloServer = await new Promise<Server>((resolve) => {
    const s = hello.listen(0, '127.0.0.1', () => resolve(s));
  });
  const helloUrl = `http://127.0.0.1:${(helloServer.address() as AddressInfo).port}/hello`;

  // A step of its own, as before a deploy: the app never migrates on a request.
  await migrateDatabase();
  liftPlayLimits(); // the limiter still counts each request: its cost is in the figures
  const api = await startApi();
  const admin = await signUp(api, 'bench-admin', 'admin');
  const roomId = await publishedRoom(admin.id);
  const pkg = (await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: admin.token })).body.package;
  const element = pkg.scenes[0].elements.find(
    (e: { visible: boolean; element_type: string }) => e.visible && e.element_type === 'clickable_object',
  );
  const interactUrl = `${api.url}/api/v1/escape_rooms/${roomId}/interact/${element.id}`;
  // One player per worker: a session's run records at most SESSION_MAX_ACTIONS actions.
  const players: Array<{ token: string }> = [];
  for (let i = 0; i < 16; i += 1) players.push(await signUp(api, `bench-player-${i}`));
  const quiet = await Promise.all([0, 1, 2, 3].map((i) => signUp(api, `bench-quiet-${i}`)));
  const flooder = await signUp(api, 'bench-flood');
  const interactInit = (worker: number): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${players[worker].token}` },
    body: JSON.stringify({ user_input: '' }),
  });

  await load(interactUrl, interactInit, 2, 16); // warm-up: JIT, pool connections, caches
  const loadSeconds = Number(process.env.BENCH_INTERACT_SECONDS) || 10;
  console.log(
    `  interact throughput (same process, same load: ${loadSeconds} s each, 16 concurrent, in alternating 1 s slices)`,
  );
  // Alternating slices: both see the same background load on a shared machine.
  const baseline = { rps: 0, errors: 0 };
  const interact = { rps: 0, errors: 0 };
  for (let slice = 0; slice < loadSeconds; slice += 1) {
    for (const [url, init, sum] of [
      [helloUrl, () => ({}), baseline],
      [interactUrl, interactInit, interact],
    ] as const) {
      const part = await load(url, init, 1, 16);
      sum.rps += part.rps / loadSeconds;
      sum.errors += part.errors;
    }
  }
  const ratio = (interact.rps / baseline.rps) * 100;
  console.log(
    `    bare Express ${expressVersion} hello-world: ${baseline.rps.toFixed(0)} req/s (${baseline.errors} errors)`,
  );
  console.log(
    `    POST interact (auth + replay + transaction): ${interact.rps.toFixed(0)} req/s (${interact.errors} errors), ${ratio.toFixed(1)}% of hello-world (target ≥ 30%)`,
  );
  helloServer.close();
  await breakdown(interactUrl, interactInit(0), 300);
  await benchCodeSync(api, admin.id);

  const seconds = Number(process.env.BENCH_PLAY_SECONDS) || 60;
  console.log(`  mixed play at a steady 100 req/s for ${seconds} s (8 players)`);
  const mixed = await steadyMixedPlay(api.url, roomId, element.id, pkg.scenes[0].image_url, players.slice(0, 8), {
    perSecond: 100,
    seconds,
  });
  console.log(
    `    ${mixed.count} requests (${(mixed.count / seconds).toFixed(1)} req/s sent), ${mixed.errors} errors, p50 ${mixed.p50.toFixed(1)} ms, p95 ${mixed.p95.toFixed(1)} ms (target ≤ 25 ms), p99 ${mixed.p99.toFixed(1)} ms`,
  );
  for (const k of mixed.byKind) console.log(`      ${k.kind}: p50 ${k.p50.toFixed(1)} ms, p95 ${k.p95.toFixed(1)} ms`);
  for (const [kind, n] of Object.entries(mixed.errorsByKind)) console.log(`    errors in ${kind}: ${n}`);
  apiConfig.setConfigForTests(undefined); // the flood meets the limits as they are configured
  const flood = await benchFlood(
    interactUrl,
    quiet.map((p) => p.token),
    flooder.token,
  );
  await api.close();
  const figures = {
    label,
    helloRps: baseline.rps,
    interactRps: interact.rps,
    ratio,
    p50: mixed.p50,
    p95: mixed.p95,
    p99: mixed.p99,
    floodP95Ratio: flood.floodedP95 / flood.quietP95,
  };
  // A parent bench (postgres.ts) reads the figures from this line.
  console.log(`BENCH_FIGURES ${JSON.stringify(figures)}`);
  return figures;
}

if (process.argv[1]?.endsWith('bench/server.ts')) {
  benchServer(process.env.BENCH_DB_LABEL ?? 'DATABASE_URL').then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
