/**
 * `npm run bench`: the figures the issues ask for. Run through with-auth-emulator.mjs so
 * the interact benchmark hits the real API (real database, Auth emulator).
 *  1. offline room generation, 5 scenes (storyboard, puzzle design, paint, placement, assemble, check)
 *  2. the solvability check alone, and sealing the package for players (exploration + encryption)
 *  3. interact requests per second next to a bare Express hello-world, same run, same load
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { checkSolvability, sealPackage } from '@core';
import { writeStoryboard } from '../functions/src/ai/offline/storyboard-writer';
import { designPuzzles } from '../functions/src/ai/offline/puzzle-designer';
import { paintScene } from '../functions/src/ai/offline/painter';
import { assemblePackage, type SceneMedia } from '../functions/src/ai/offline/assemble-package';
import type { RoomBrief } from '../functions/src/ai/offline/types';
import { startApi, signUp } from '../tests/api/harness';
import { insertAgent } from '../functions/src/db/agents-repo';
import { createRoom, createScenes, finalizeRoom, generateSceneImage } from '../functions/src/domain/room-creation';

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
      elements: scene.elements.map((e) => ({
        id: e.id,
        name: e.name,
        element_type: e.element_type,
        art: e.art,
        visible: e.visible,
      })),
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

async function load(url: string, init: () => RequestInit, seconds: number, concurrency: number) {
  let count = 0;
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const res = await fetch(url, init());
        await res.arrayBuffer();
        if (res.ok) count += 1;
        else errors += 1;
      }
    }),
  );
  return { rps: count / seconds, errors };
}

async function main() {
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
  const scenes = await createScenes(puzzle.id);
  await generateSceneImage(puzzle.id, 0, scenes[0].description);
  await finalizeRoom(puzzle.id);
  const pkg = (await api.call('GET', `/api/v1/escape_rooms/${puzzle.id}/package`, { token: admin.token })).body.package;
  const element = pkg.scenes[0].elements.find(
    (e: { visible: boolean; element_type: string }) => e.visible && e.element_type === 'clickable_object',
  );
  const interactUrl = `${api.url}/api/v1/escape_rooms/${puzzle.id}/interact/${element.id}`;
  const interactInit = (): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ user_input: '' }),
  });

  const baseline = await load(helloUrl, () => ({}), 10, 16);
  const interact = await load(interactUrl, interactInit, 10, 16);
  console.log(`  bare Express hello-world: ${baseline.rps.toFixed(0)} req/s (${baseline.errors} errors)`);
  console.log(
    `  POST interact (auth + replay + transaction): ${interact.rps.toFixed(0)} req/s (${interact.errors} errors), ${((interact.rps / baseline.rps) * 100).toFixed(1)}% of hello-world`,
  );
  helloServer.close();
  await api.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
