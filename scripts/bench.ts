/**
 * `npm run bench`: the figures the issues ask for. Run through with-auth-emulator.mjs so
 * the interact benchmark hits the real API (real database, Auth emulator).
 *  1. offline room generation, 5 scenes (storyboard, puzzle design, paint, placement, assemble, check)
 *  2. the solvability check alone, and sealing the package for players (exploration + encryption)
 *  3. interact requests per second next to a bare Express hello-world, same run, same load
 *  4. a steady 100 requests/s of mixed play requests (package, session, interact, sync, media)
 *     from several signed-in players for 60 s (BENCH_PLAY_SECONDS overrides): count, errors, p50/p95/p99
 *  5. the offline chat's answer time (median, p95; bench-chat.ts)
 *  6. the player bot on 1,000 generated rooms per difficulty: solved %, depth, branching, steps (bench-bot.ts)
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { checkSolvability, sealPackage } from '@core';
import { writeStoryboard } from '../functions/src/ai/offline/storyboard-writer';
import { designPuzzles } from '../functions/src/ai/offline/puzzle-designer';
import { paintScene } from '../functions/src/ai/offline/painter';
import { sceneArtElements } from '../functions/src/ai/offline/painter/scene-elements';
import { assemblePackage, type SceneMedia } from '../functions/src/ai/offline/assemble-package';
import { drawGridOverlay, drawVisualization } from '../functions/src/ai/editor-ai';
import type { RoomBrief } from '../functions/src/ai/offline/types';
import { startApi, signUp } from '../tests/api/harness';
import { insertAgent } from '../functions/src/db/agents-repo';
import { createRoom, createScenes, finalizeRoom, generateSceneImage } from '../functions/src/domain/room-creation';
import { benchChat } from './bench-chat';
import { benchBot } from './bench-bot';
import { percentile } from './bench-stats';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function generateOffline(seed: number) {
  const brief: RoomBrief = {
    title: 'Bench Vault',
    description: 'A benchmark room',
    difficulty: 'expert',
    theme: 'Steampunk',
    seed,
    scene_count: 5,
    agent: { name: 'Ermie', personality: 'Eccentric', setting: 'Medieval Castle', theme: 'Steampunk' },
  };
  const start = process.hrtime.bigint();
  const storyboard = writeStoryboard(brief);
  const design = designPuzzles(brief, storyboard);
  const media: Record<number, SceneMedia> = {};
  for (const scene of design.scenes) {
    const painted = paintScene({
      seed: seed + scene.scene_index,
      theme: brief.agent.theme,
      setting: brief.agent.setting,
      title: scene.title,
      description: scene.description,
      scene_index: scene.scene_index,
      scene_count: design.scenes.length,
      width: 1024,
      height: 768,
      elements: sceneArtElements(scene),
    });
    media[scene.scene_index] = {
      image_url: `bench://${scene.id}`,
      width: painted.width,
      height: painted.height,
      placements: painted.placements,
    };
  }
  const pkg = assemblePackage({
    roomId: `bench-${seed}`,
    title: brief.title,
    description: brief.description,
    difficulty: brief.difficulty,
    theme: brief.theme,
    version: 'bench',
    design,
    media,
  });
  const checkStart = process.hrtime.bigint();
  const report = checkSolvability(pkg, design.solutions);
  const checkMs = ms(checkStart);
  if (!report.solvable) throw new Error(`bench room ${seed} unsolvable: ${report.reason}`);
  const sealStart = process.hrtime.bigint();
  const sealed = sealPackage(pkg, design.solutions, { randomBytes: (n) => new Uint8Array(randomBytes(n)) });
  const sealMs = ms(sealStart);
  return {
    totalMs: ms(start),
    checkMs,
    sealMs,
    states: report.states_explored,
    scenes: design.scenes.length,
    bytes: JSON.stringify(pkg).length,
    sealedBytes: JSON.stringify(sealed).length,
  };
}

/** The scene editor's server-drawn images of one painted 1024×768 scene (target ≤ 1000 ms each). */
async function editorImages() {
  const spec = {
    seed: 11,
    theme: 'Mystery',
    setting: 'Ancient Library',
    title: 'The Reading Room',
    description: 'Tall shelves, a reading desk with a brass lockbox and a clock that stopped at midnight.',
    scene_index: 0,
    scene_count: 1,
    width: 1024,
    height: 768,
    elements: [
      {
        id: 'desk',
        name: 'Reading desk',
        element_type: 'clickable_object' as const,
        art: 'desk' as const,
        visible: true,
      },
      {
        id: 'box',
        name: 'Brass lockbox',
        element_type: 'combination_lock' as const,
        art: 'lockbox' as const,
        visible: true,
      },
      {
        id: 'clock',
        name: 'Stopped clock',
        element_type: 'clickable_object' as const,
        art: 'clock' as const,
        visible: true,
      },
      { id: 'key', name: 'Silver key', element_type: 'key' as const, art: 'key' as const, visible: false },
      { id: 'door', name: 'Archive door', element_type: 'door' as const, art: 'exit_door' as const, visible: true },
    ],
  };
  const painted = paintScene(spec);
  const image = { bytes: painted.png, mime: 'image/png' };
  const boxes = painted.placements.map((p, i) => ({
    label: spec.elements[i].name,
    x: p.x,
    y: p.y,
    width: p.width,
    height: p.height,
    low_confidence: p.confidence < 0.7,
  }));
  const visualization: number[] = [];
  const grid: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    let start = process.hrtime.bigint();
    await drawVisualization({ image, width: 1024, height: 768, boxes });
    visualization.push(ms(start));
    start = process.hrtime.bigint();
    await drawGridOverlay({ image, width: 1024, height: 768 });
    grid.push(ms(start));
  }
  return { visualization: median(visualization), grid: median(grid) };
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

async function main() {
  await benchChat();
  console.log('— Offline room generation (5 scenes, expert) —');
  const runs = [1, 2, 3, 4, 5].map((i) => generateOffline(1000 + i));
  console.log(
    `  generate: median ${median(runs.map((r) => r.totalMs)).toFixed(0)} ms, max ${Math.max(...runs.map((r) => r.totalMs)).toFixed(0)} ms (target ≤ 3000 ms)`,
  );
  console.log(
    `  solvability check: median ${median(runs.map((r) => r.checkMs)).toFixed(1)} ms, states explored ${median(runs.map((r) => r.states))}`,
  );
  console.log(
    `  sealing for players: median ${median(runs.map((r) => r.sealMs)).toFixed(0)} ms, max ${Math.max(...runs.map((r) => r.sealMs)).toFixed(0)} ms; package ${median(runs.map((r) => r.bytes))} -> ${median(runs.map((r) => r.sealedBytes))} bytes (median)`,
  );

  const images = await editorImages();
  console.log(
    `  scene editor images: visualization ${images.visualization.toFixed(0)} ms, grid ${images.grid.toFixed(0)} ms (1024×768 painted scene, median of 5; target ≤ 1000 ms each)`,
  );

  console.log('— Interact throughput (same run, same load: 10 s, 16 concurrent) —');
  const hello = express();
  hello.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const helloServer = await new Promise<import('node:http').Server>((resolve) => {
    const s = hello.listen(0, '127.0.0.1', () => resolve(s));
  });
  const helloUrl = `http://127.0.0.1:${(helloServer.address() as AddressInfo).port}/hello`;

  const api = await startApi();
  const admin = await signUp(api, 'bench-admin', 'admin');
  const agent = await insertAgent(admin.id, {
    name: 'Bench',
    personality: 'Wise',
    setting: 'Space Station',
    theme: 'Sci-Fi',
    description: '',
  });
  const { puzzle } = await createRoom(admin.id, {
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
  const pkg = (await api.call('GET', `/api/v1/escape_rooms/${puzzle.id}/package`, { token: admin.token })).body.package;
  const element = pkg.scenes[0].elements.find(
    (e: { visible: boolean; element_type: string }) => e.visible && e.element_type === 'clickable_object',
  );
  const interactUrl = `${api.url}/api/v1/escape_rooms/${puzzle.id}/interact/${element.id}`;
  // One player per worker: a session's run records at most SESSION_MAX_ACTIONS actions.
  const players: Array<{ token: string }> = [];
  for (let i = 0; i < 16; i += 1) players.push(await signUp(api, `bench-player-${i}`));
  const interactInit = (worker: number): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${players[worker].token}` },
    body: JSON.stringify({ user_input: '' }),
  });

  const baseline = await load(helloUrl, () => ({}), 10, 16);
  const interact = await load(interactUrl, interactInit, 10, 16);
  console.log(`  bare Express hello-world: ${baseline.rps.toFixed(0)} req/s (${baseline.errors} errors)`);
  console.log(
    `  POST interact (auth + replay + transaction): ${interact.rps.toFixed(0)} req/s (${interact.errors} errors), ${((interact.rps / baseline.rps) * 100).toFixed(1)}% of hello-world`,
  );
  helloServer.close();

  const seconds = Number(process.env.BENCH_PLAY_SECONDS) || 60;
  console.log(`— Mixed play at a steady 100 req/s for ${seconds} s (8 players) —`);
  const mixed = await steadyMixedPlay(api.url, puzzle.id, element.id, pkg.scenes[0].image_url, players.slice(0, 8), {
    perSecond: 100,
    seconds,
  });
  console.log(
    `  ${mixed.count} requests (${(mixed.count / seconds).toFixed(1)} req/s sent), ${mixed.errors} errors, p50 ${mixed.p50.toFixed(1)} ms, p95 ${mixed.p95.toFixed(1)} ms, p99 ${mixed.p99.toFixed(1)} ms`,
  );
  for (const k of mixed.byKind) console.log(`    ${k.kind}: p50 ${k.p50.toFixed(1)} ms, p95 ${k.p95.toFixed(1)} ms`);
  for (const [kind, n] of Object.entries(mixed.errorsByKind)) console.log(`  errors in ${kind}: ${n}`);
  await api.close();
  // Last: its 4,000 rooms leave a large heap that would otherwise weigh on the server figures.
  await benchBot();
}

/**
 * An open-loop load: one request every 1/perSecond s whatever the answers take, cycling
 * through the players and the five play requests, so slow answers show in the latency
 * instead of lowering the rate.
 */
async function steadyMixedPlay(
  base: string,
  roomId: string,
  elementId: string,
  imageUrl: string,
  players: Array<{ token: string }>,
  { perSecond, seconds }: { perSecond: number; seconds: number },
) {
  const kinds = ['GET package', 'GET session', 'POST interact', 'POST sync', 'GET media'] as const;
  const tap = { type: 'interact', element_id: elementId };
  const request = (kind: (typeof kinds)[number], token: string): [string, RequestInit] => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    switch (kind) {
      case 'GET package':
        return [`${base}/api/v1/escape_rooms/${roomId}/package`, { headers }];
      case 'GET session':
        return [`${base}/api/v1/escape_rooms/${roomId}/session`, { headers }];
      case 'POST interact':
        return [
          `${base}/api/v1/escape_rooms/${roomId}/interact/${elementId}`,
          { method: 'POST', headers, body: JSON.stringify({ user_input: '', action_id: randomUUID() }) },
        ];
      case 'POST sync': {
        const actions = [1, 2].map(() => ({ action_id: randomUUID(), action: tap, at: new Date().toISOString() }));
        return [
          `${base}/api/v1/escape_rooms/${roomId}/sync`,
          { method: 'POST', headers, body: JSON.stringify({ actions }) },
        ];
      }
      case 'GET media':
        return [`${base}${imageUrl}`, { headers }];
    }
  };
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  const errorsByKind: Record<string, number> = {};
  const inFlight: Array<Promise<void>> = [];
  const total = perSecond * seconds;
  const start = Date.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = kinds[i % kinds.length];
    const [url, init] = request(kind, players[Math.floor(i / kinds.length) % players.length].token);
    const sent = process.hrtime.bigint();
    inFlight.push(
      fetch(url, init)
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) throw new Error(String(res.status));
        })
        .then(
          () => {
            latencies.push(ms(sent));
            (byKind[kind] ??= []).push(ms(sent));
          },
          (error: unknown) => {
            latencies.push(ms(sent));
            (byKind[kind] ??= []).push(ms(sent));
            const key = `${kind} (${error instanceof Error ? error.message : String(error)})`;
            errorsByKind[key] = (errorsByKind[key] ?? 0) + 1;
          },
        ),
    );
  }
  await Promise.all(inFlight);
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = Object.values(errorsByKind).reduce((a, b) => a + b, 0);
  return {
    count: latencies.length,
    errors,
    errorsByKind,
    byKind: Object.entries(byKind).map(([kind, xs]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { kind, p50: percentile(s, 50), p95: percentile(s, 95) };
    }),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
