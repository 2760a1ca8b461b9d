/**
 * `npm run bench`: the figures the issues ask for. Run through with-auth-emulator.mjs so
 * the interact benchmark hits the real API (real database, Auth emulator).
 *  1. offline room generation, 5 scenes (storyboard, puzzle design, paint, placement, assemble, check)
 *  2. the solvability check alone, the release for players (opaque ids, hashing, both packages sealed)
 *     and sealing each package alone (exploration + encryption): their times and the released sizes
 *  3. interact requests per second next to a bare Express hello-world, same run, same load,
 *     and where one interaction's time goes (server.ts)
 *  4. a steady 100 requests/s of mixed play requests (package, session, interact, sync, media)
 *     from several signed-in players for 60 s (BENCH_PLAY_SECONDS overrides): count, errors, p50/p95/p99
 *  3 and 4 run on the embedded PGlite, then on the real PostgreSQL (postgres.ts: BENCH_PG_URL,
 *  else 127.0.0.1:5432 when reachable). BENCH_ONLY=server runs only 3 and 4.
 *  5. the offline chat's answer time (median, p95; chat.ts)
 *  6. the player bot on 1,000 generated rooms per difficulty: solved %, depth, branching, steps, and the shape of
 *     the puzzle charts (open puzzles at once, single-open moments, off-path elements, depth; bot.ts)
 *  7. the text checker on 1,024 generated rooms: slips per rule and the time (room-texts.ts)
 *  8. the community reads of issue 31 on 10,000 rooms, 100,000 ratings and 1,000,000 runs, on PGlite
 *     and PostgreSQL: the browser's first page, a room's leaderboard, the XP boards, p95 and query plans
 *     (community.ts; BENCH_ONLY=community runs only this part)
 *  9. the creator analytics of issue 32 on 1,000 rooms and 1,000,000 replayed runs, on PGlite and PostgreSQL:
 *     a room's analytics p95 and the refresh's database time per run (analytics.ts; BENCH_ONLY=analytics)
 */
import { randomBytes } from 'node:crypto';
import { checkSolvability, sealOnlinePackage, sealPackage } from '@core';
import { writeStoryboard } from '../../functions/src/ai/offline/writing/storyboard-writer';
import { designPuzzles } from '../../functions/src/ai/offline/design/puzzle-designer';
import { paintScene } from '../../functions/src/ai/offline/painter';
import { sceneArtElements } from '../../functions/src/ai/offline/painter/scene-elements';
import { assemblePackage, type SceneMedia } from '../../functions/src/model/assemble-package';
import { releaseForPlayers } from '../../functions/src/domain/rooms/room-sealing';
import { drawGridOverlay, drawVisualization } from '../../functions/src/ai/editor-ai';
import type { RoomBrief } from '../../functions/src/model/room-design';
import { benchChat } from './chat';
import { benchBot } from './bot';
import { benchRoomTexts } from './room-texts';
import { benchServer } from './server';
import { benchPostgres } from './postgres';
import { benchCommunity } from './community';
import { benchAnalytics } from './analytics';

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
  // The release players receive: opaque ids, codes hashed under them, both packages sealed (room-sealing.ts).
  const releaseStart = process.hrtime.bigint();
  const release = releaseForPlayers(pkg, design.solutions);
  const releaseMs = ms(releaseStart);
  const random = { randomBytes: (n: number) => new Uint8Array(randomBytes(n)) };
  const sealStart = process.hrtime.bigint();
  sealPackage(release.pkg, release.solutions, random);
  const sealMs = ms(sealStart);
  const onlineStart = process.hrtime.bigint();
  sealOnlinePackage(release.pkg, release.solutions, random);
  const onlineMs = ms(onlineStart);
  return {
    totalMs: ms(start),
    checkMs,
    releaseMs,
    sealMs,
    onlineMs,
    states: report.states_explored,
    scenes: design.scenes.length,
    bytes: JSON.stringify(release.pkg).length,
    sealedBytes: JSON.stringify(release.sealed).length,
    onlineBytes: JSON.stringify(release.online.package).length,
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

const only = process.env.BENCH_ONLY; // 'server': only the server figures (PGlite, then PostgreSQL)

async function main() {
  if (only === 'community') return benchCommunity();
  if (only === 'analytics') return benchAnalytics();
  if (only !== 'server') {
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
      `  sealing for players: offline package median ${median(runs.map((r) => r.sealMs)).toFixed(0)} ms, max ${Math.max(...runs.map((r) => r.sealMs)).toFixed(0)} ms; online package median ${median(runs.map((r) => r.onlineMs)).toFixed(0)} ms, max ${Math.max(...runs.map((r) => r.onlineMs)).toFixed(0)} ms`,
    );
    console.log(
      `  release for players (opaque ids, codes hashed, both packages sealed): median ${median(runs.map((r) => r.releaseMs)).toFixed(0)} ms, max ${Math.max(...runs.map((r) => r.releaseMs)).toFixed(0)} ms`,
    );
    console.log(
      `  package sizes as released (median, JSON bytes): full ${median(runs.map((r) => r.bytes))}, offline ${median(runs.map((r) => r.sealedBytes))}, online ${median(runs.map((r) => r.onlineBytes))}`,
    );
    const images = await editorImages();
    console.log(
      `  scene editor images: visualization ${images.visualization.toFixed(0)} ms, grid ${images.grid.toFixed(0)} ms (1024×768 painted scene, median of 5; target ≤ 1000 ms each)`,
    );
  }

  const embedded = await benchServer(process.env.BENCH_DB_LABEL ?? 'the embedded PGlite');
  const postgres = await benchPostgres();
  console.log('— Server targets: interact ≥ 30% of hello-world, mixed-play p95 ≤ 25 ms —');
  for (const f of [embedded, postgres]) {
    if (!f) continue;
    console.log(
      `  ${f.label}: interact ${f.ratio.toFixed(1)}% of hello-world (${f.interactRps.toFixed(0)} / ${f.helloRps.toFixed(0)} req/s), mixed play p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
    );
  }
  if (only === 'server') return;
  // Last: its 4,000 rooms leave a large heap that would otherwise weigh on the server figures.
  await benchBot();
  benchRoomTexts();
  await benchCommunity();
  await benchAnalytics();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
