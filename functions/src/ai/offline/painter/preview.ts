/**
 * Paints sample scenes for every setting and writes them as PNGs, with timings.
 * Run: npx tsx functions/src/ai/offline/painter/preview.ts [outDir] [seed] [settings|kinds]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SceneArtSpec } from '../scene-art';
import { ART_KINDS, type ArtKind } from '../../../model/room-design';
import { paintScene } from './render';

const SETTINGS = [
  'Ancient Library',
  'Haunted Mansion',
  'Space Station',
  'Medieval Castle',
  'Modern Laboratory',
  'Underwater Base',
  'Desert Temple',
  'Cyberpunk City',
];

/** A plausible scene: an exit, a lock, furniture, a few small things, one hidden. */
export function sampleSpec(setting: string, seed: number, count = 7, theme = 'Mystery'): SceneArtSpec {
  const arts: ArtKind[] = ['exit_door', 'desk', 'keypad', 'key', 'painting', 'chest', 'gem', 'candle'];
  const extra = ART_KINDS[seed % ART_KINDS.length];
  const chosen = [...arts.slice(0, count - 1), extra];
  return {
    seed,
    theme,
    setting,
    title: `${setting} scene`,
    description: 'preview',
    scene_index: 0,
    scene_count: 1,
    width: 1024,
    height: 768,
    elements: chosen.map((art, i) => ({
      id: `el-${i}-${art}`,
      name: art,
      element_type: 'clickable_object',
      art,
      visible: i !== 3,
    })),
  };
}

/** Every art kind, six to a scene, so each drawer can be looked at. */
function kindSpecs(seed: number): SceneArtSpec[] {
  const specs: SceneArtSpec[] = [];
  for (let i = 0; i < ART_KINDS.length; i += 6) {
    const base = sampleSpec(SETTINGS[(i / 6 + seed) % SETTINGS.length], seed + i, 6);
    base.title = `kinds-${i / 6}`;
    base.elements = ART_KINDS.slice(i, i + 6).map((art, k) => ({
      id: `k${i + k}-${art}`,
      name: art,
      element_type: 'clickable_object',
      art,
      visible: k !== 5,
    }));
    specs.push(base);
  }
  return specs;
}

function main(): void {
  const out = process.argv[2] ?? '/tmp/painter-preview';
  const seed = Number(process.argv[3] ?? 7);
  const mode = process.argv[4] ?? 'settings';
  mkdirSync(out, { recursive: true });
  const specs = mode === 'kinds' ? kindSpecs(seed) : SETTINGS.map((setting) => sampleSpec(setting, seed));
  for (const spec of specs) {
    const setting = mode === 'kinds' ? `${spec.title}-${spec.setting}` : spec.setting;
    const t0 = performance.now();
    const { png, placements } = paintScene(spec);
    const ms = performance.now() - t0;
    const file = join(out, `${setting.toLowerCase().replace(/\s+/g, '-')}-${seed}.png`);
    writeFileSync(file, png);
    const placed = placements.map((p) => `${p.element_id}@${p.x},${p.y}(${p.confidence})`).join(' ');
    process.stdout.write(`${file}  ${ms.toFixed(0)} ms  ${placed}\n`);
  }
}

if (process.argv[1]?.endsWith('preview.ts')) main();
