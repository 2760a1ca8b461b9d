import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type SceneArtSpec } from '../scene-art';
import { ART_KINDS, type ArtKind, type Placement } from '../../../model/room-design';
import { composeScene, paintScene, renderPng } from './index';
import { createRng } from './drawing/rng';

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
const THEMES = ['Mystery', 'Horror', 'Sci-Fi', 'Fantasy', 'Adventure', 'Steampunk', 'Egyptian', 'Victorian'];

function spec(
  setting: string,
  seed: number,
  arts: ArtKind[],
  opts: Partial<SceneArtSpec> & { hidden?: number[] } = {},
): SceneArtSpec {
  const { hidden = [], ...rest } = opts;
  return {
    seed,
    theme: 'Mystery',
    setting,
    title: 'The Study',
    description: 'A dusty study',
    scene_index: 0,
    scene_count: 3,
    width: 1024,
    height: 768,
    elements: arts.map((art, i) => ({
      id: `e${i}-${art}`,
      name: art,
      element_type: 'clickable_object',
      art,
      visible: !hidden.includes(i),
    })),
    ...rest,
  };
}

/** A random but plausible scene: usually an exit door, then any kinds. */
function randomSpec(setting: string, seed: number): SceneArtSpec {
  const r = createRng(seed * 7919 + setting.length);
  const count = r.int(3, 8);
  const arts: ArtKind[] = [];
  if (r.chance(0.8)) arts.push('exit_door');
  while (arts.length < count) arts.push(r.pick(ART_KINDS));
  const hidden = arts.map((_, i) => i).filter(() => r.chance(0.25));
  return spec(setting, seed, arts, { hidden });
}

const overlaps = (a: Placement, b: Placement) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function pngSize(png: Buffer): { w: number; h: number } {
  return { w: png.readUInt32BE(16), h: png.readUInt32BE(20) };
}

describe('composeScene', () => {
  it('when the same spec is composed twice then the svg and placements are identical', () => {
    const s = spec('Ancient Library', 42, ['exit_door', 'desk', 'key', 'painting', 'chest'], { hidden: [2] });
    const a = composeScene(s);
    const b = composeScene(structuredClone(s));
    expect(a.svg).toBe(b.svg);
    expect(a.placements).toEqual(b.placements);
  });

  it('when only the seed changes then the picture changes', () => {
    const arts: ArtKind[] = ['exit_door', 'desk', 'key', 'painting', 'chest'];
    expect(composeScene(spec('Space Station', 1, arts)).svg).not.toBe(composeScene(spec('Space Station', 2, arts)).svg);
  });

  it('when many random scenes are laid out then every element is placed inside the picture, 80-200 px, without overlaps', () => {
    let checked = 0;
    for (const setting of SETTINGS) {
      for (let seed = 1; seed <= 30; seed++) {
        const s = randomSpec(setting, seed);
        const { placements } = composeScene(s);
        expect(placements.map((p) => p.element_id)).toEqual(s.elements.map((e) => e.id));
        placements.forEach((p, i) => {
          expect(p.width).toBeGreaterThanOrEqual(80);
          expect(p.height).toBeGreaterThanOrEqual(80);
          expect(p.width).toBeLessThanOrEqual(200);
          expect(p.height).toBeLessThanOrEqual(200);
          expect(p.x - p.width / 2).toBeGreaterThanOrEqual(0);
          expect(p.y - p.height / 2).toBeGreaterThanOrEqual(0);
          expect(p.x + p.width / 2).toBeLessThanOrEqual(s.width);
          expect(p.y + p.height / 2).toBeLessThanOrEqual(s.height);
          // painted or drawn by the play screen at exactly this box: either way the spot is known
          expect(p.confidence, s.elements[i].id).toBeGreaterThanOrEqual(0.85);
          expect(p.confidence).toBeLessThanOrEqual(0.97);
        });
        for (let i = 0; i < placements.length; i++) {
          for (let j = i + 1; j < placements.length; j++) {
            expect(
              overlaps(placements[i], placements[j]),
              `${setting} seed ${seed}: ${placements[i].element_id} / ${placements[j].element_id}`,
            ).toBe(false);
          }
        }
        checked++;
      }
    }
    expect(checked).toBe(SETTINGS.length * 30);
  });

  it('when a scene has eight large pieces then they still all fit', () => {
    const arts: ArtKind[] = ['exit_door', 'door', 'bookshelf', 'desk', 'console', 'sarcophagus', 'portal', 'statue'];
    const { placements } = composeScene(spec('Desert Temple', 5, arts));
    expect(placements).toHaveLength(8);
    for (let i = 0; i < 8; i++)
      for (let j = i + 1; j < 8; j++) expect(overlaps(placements[i], placements[j])).toBe(false);
  });

  it('when doors are placed then they stand on the floor line of the back wall', () => {
    const { placements } = composeScene(spec('Medieval Castle', 9, ['exit_door', 'door', 'desk', 'key']));
    const [exit, door] = placements;
    expect(exit.y + exit.height / 2).toBeCloseTo(446, -1);
    expect(door.y + door.height / 2).toBeCloseTo(446, -1);
  });

  it('when every art kind is drawn then each one visible from the start has its own element group; hidden ones are left to the play screen', () => {
    for (let i = 0; i < ART_KINDS.length; i += 6) {
      const arts = ART_KINDS.slice(i, i + 6) as ArtKind[];
      for (const hidden of [[], arts.map((_, k) => k)]) {
        const s = spec(SETTINGS[(i / 6) % SETTINGS.length], i, arts, { hidden });
        const { svg } = composeScene(s);
        for (const e of s.elements) {
          if (!e.visible) {
            expect(svg).not.toContain(`data-element-id="${e.id}"`);
            continue;
          }
          const m = svg.match(new RegExp(`<g data-element-id="${e.id}" data-art="${e.art}"[^>]*>(.*?)</g>`));
          expect(m, `${e.art} group`).not.toBeNull();
          expect(m![1]).toMatch(/<(rect|path|polygon|circle|ellipse|line|polyline)/);
        }
        expect(renderPng(svg, 256).subarray(0, 8)).toEqual(
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        );
      }
    }
  });

  it('when an element has an art kind the painter does not know then it says which', () => {
    const s = spec('Space Station', 1, ['key']);
    (s.elements[0] as { art: string }).art = 'spaceship';
    expect(() => composeScene(s)).toThrow(/Unknown art kind "spaceship" for element e0-key/);
  });

  it('when an element id has markup characters then the svg stays well-formed', () => {
    const s = spec('Haunted Mansion', 3, ['key', 'door']);
    s.elements[0].id = 'a"<b>&c';
    const { svg, placements } = composeScene(s);
    expect(svg).toContain('data-element-id="a&#34;&#60;b&#62;&#38;c"');
    expect(placements[0].element_id).toBe('a"<b>&c');
    expect(() => renderPng(svg, 128)).not.toThrow();
  });
});

describe('paintScene', () => {
  it('when a scene is painted then the PNG has the signature, the requested size and is deterministic', () => {
    const s = spec('Underwater Base', 11, ['exit_door', 'terminal', 'gem', 'map'], { hidden: [2] });
    const a = paintScene(s);
    expect(a.png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngSize(a.png)).toEqual({ w: 1024, h: 768 });
    expect({ width: a.width, height: a.height }).toEqual({ width: 1024, height: 768 });
    expect(sha(paintScene(structuredClone(s)).png)).toBe(sha(a.png));
  });

  it('when a smaller picture is asked for then the PNG and the placements scale with it', () => {
    const arts: ArtKind[] = ['exit_door', 'desk', 'key'];
    const big = paintScene(spec('Modern Laboratory', 4, arts));
    const small = paintScene(spec('Modern Laboratory', 4, arts, { width: 512, height: 384 }));
    expect(pngSize(small.png)).toEqual({ w: 512, h: 384 });
    small.placements.forEach((p, i) => {
      expect(Math.abs(p.x - big.placements[i].x / 2)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.y - big.placements[i].y / 2)).toBeLessThanOrEqual(1);
    });
  });

  it('when the setting differs then the image differs, for all eight settings and the theme fallbacks', () => {
    const arts: ArtKind[] = ['exit_door', 'desk', 'key', 'painting'];
    const settingHashes = new Set(SETTINGS.map((setting) => sha(paintScene(spec(setting, 7, arts)).png)));
    expect(settingHashes.size).toBe(SETTINGS.length);
    const themeHashes = new Set(THEMES.map((theme) => sha(paintScene(spec('Somewhere else', 7, arts, { theme })).png)));
    expect(themeHashes.size).toBe(THEMES.length);
  });

  it('when a 1024x768 scene is painted then it takes well under 400 ms of CPU', () => {
    paintScene(randomSpec('Ancient Library', 1)); // warm up
    const costs: number[] = [];
    for (const setting of SETTINGS) {
      const before = process.cpuUsage();
      paintScene(
        spec(setting, 99, ['exit_door', 'bookshelf', 'desk', 'key', 'painting', 'chest', 'gem', 'candle'], {
          hidden: [3],
        }),
      );
      const used = process.cpuUsage(before);
      costs.push((used.user + used.system) / 1000);
    }
    costs.sort((a, b) => a - b);
    expect(costs[Math.floor(costs.length / 2)]).toBeLessThan(400);
  });
});
