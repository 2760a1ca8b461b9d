import { describe, expect, it } from 'vitest';
import { designPuzzles } from '../../design/puzzle-designer';
import { writeStoryboard } from '../../writing/storyboard-writer';
import type { SceneArtElement, SceneArtSpec } from '../../scene-art';
import type { RoomBrief } from '../../../../model/room-design';
import { composeScene } from '../compose';
import { resolveStyle } from './palettes';
import { sceneArtElements } from '../scene-elements';
import { sceneKindOf, sceneStyle } from './scene-look';

const elements: SceneArtElement[] = [
  { id: 'exit', name: 'Oak Door', element_type: 'door', art: 'door', visible: true },
  { id: 'desk', name: 'Writing Desk', element_type: 'clickable_object', art: 'desk', visible: true },
  { id: 'box', name: 'Cipher Lockbox', element_type: 'combination_lock', art: 'lockbox', visible: true },
  { id: 'key', name: 'Brass Key', element_type: 'key', art: 'key', visible: true, collectible: true },
  { id: 'gem', name: 'Ruby', element_type: 'hidden_item', art: 'gem', visible: false, revealed_by: 'desk' },
  { id: 'note', name: 'Torn Note', element_type: 'clickable_object', art: 'scroll', visible: false },
];

const scene = (index: number, title: string, description: string): SceneArtSpec => ({
  seed: 77,
  theme: 'Mystery',
  setting: 'Ancient Library',
  title,
  description,
  scene_index: index,
  scene_count: 3,
  width: 1024,
  height: 768,
  elements,
});

const library = scene(0, 'The Reading Room', 'Long oak tables under green-shaded lamps.');
const lab = scene(1, 'The Alchemist Laboratory', 'Retorts bubble on stained benches.');
const vault = scene(2, 'The Vault', 'A round steel door and walls of deposit boxes.');
const fill = (svg: string, attr: string) => svg.match(new RegExp(`data-${attr}="[^"]*"`, 'g')) ?? [];

describe('each scene is drawn from its own description', () => {
  it('when a room has a library, a laboratory and a vault then each scene has its own build, palette and layout', () => {
    const room = resolveStyle('Ancient Library', 'Mystery');
    const styles = [library, lab, vault].map((s) => sceneStyle(room, s));
    expect([library, lab, vault].map(sceneKindOf)).toEqual(['library', 'lab', 'vault']);
    expect(styles[0].decor).toContain('side-bookshelves');
    expect(new Set(styles.map((s) => `${s.wall}/${s.floor}/${s.ceiling}`)).size).toBe(3);
    expect(new Set(styles.map((s) => s.palette.wall)).size).toBe(3);
    const scenes = [library, lab, vault].map(composeScene);
    const layout = (i: number) => JSON.stringify(scenes[i].placements.map((p) => [p.x, p.y]));
    expect(new Set([0, 1, 2].map(layout)).size).toBe(3);
    expect(new Set(scenes.map((s) => s.svg)).size).toBe(3);
  });

  it('when two scenes name no kind then they still differ in colour and decor', () => {
    const room = resolveStyle('Haunted Mansion', 'Horror');
    const a = sceneStyle(room, { title: 'Somewhere', description: 'It is quiet.', scene_index: 0 });
    const b = sceneStyle(room, { title: 'Elsewhere', description: 'It is cold.', scene_index: 1 });
    expect(a.palette.wall).not.toBe(b.palette.wall);
    expect(a.decor).not.toEqual(b.decor);
  });

  it('when the description names furniture then it stands in the room as scenery, not as an element', () => {
    const { svg } = composeScene(scene(0, 'The Study', 'Plants and potted ferns crowd a long table.'));
    expect(fill(svg, 'scenery-prop').length).toBeGreaterThan(0);
  });
});

describe('the background shows only what is always there', () => {
  it('when a scene has collectible and hidden elements then none of them is painted, yet each has a place', () => {
    for (const s of [library, lab, vault]) {
      const { svg, placements } = composeScene(s);
      const painted = fill(svg, 'element-id').map((a) => a.slice('data-element-id="'.length, -1));
      expect(painted.sort()).toEqual(['box', 'desk', 'exit']);
      expect(placements.map((p) => p.element_id)).toEqual(elements.map((e) => e.id));
      for (const p of placements) expect(p.width).toBeGreaterThan(0);
    }
  });

  it('when a hidden element is revealed by a piece of furniture then it is placed right by it', () => {
    const { placements } = composeScene(library);
    const desk = placements.find((p) => p.element_id === 'desk')!;
    const gem = placements.find((p) => p.element_id === 'gem')!;
    const gap = Math.max(
      Math.abs(gem.x - desk.x) - (gem.width + desk.width) / 2,
      Math.abs(gem.y - desk.y) - (gem.height + desk.height) / 2,
    );
    expect(gap).toBeLessThan(20);
  });

  it('when generated rooms are painted then no collectible or hidden element of any scene is in its picture', () => {
    for (const [setting, seed] of [
      ['Space Station', 3],
      ['Desert Temple', 8],
      ['Medieval Castle', 21],
    ] as const) {
      const brief: RoomBrief = {
        title: setting,
        description: 'x',
        difficulty: 'hard',
        theme: 'Adventure',
        seed,
        agent: { name: 'A', personality: 'Calm', setting, theme: 'Adventure' },
      };
      const design = designPuzzles(brief, writeStoryboard(brief));
      for (const designed of design.scenes) {
        const spec = {
          ...scene(designed.scene_index, designed.title, designed.description),
          elements: sceneArtElements(designed),
        };
        const { svg } = composeScene(spec);
        for (const el of designed.elements) {
          const shown = svg.includes(`data-element-id="${el.id}"`);
          expect(shown, `${setting} ${el.name}`).toBe(el.visible && !el.yields.collect);
        }
      }
    }
  });
});
