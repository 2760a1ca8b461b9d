/**
 * The painter draws exactly what a clue read from the picture needs (issue 30 item 5): the jars of
 * each glaze on the shelf, the bottles in their order, the rug's stripes, the pins in their squares,
 * across every setting; and it adds no background prop that a picture's own words name.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLE_PATTERNS, describePicture, generatePuzzle, type PictureColour, type ScenePicture } from '@core';
import { createRandom } from '@core/checker/player-bot';
import type { SceneArtElement, SceneArtSpec } from '../scene-art';
import type { ArtKind } from '../../../model/room-design';
import { composeScene } from './index';
import { PICTURE_SHADES } from './objects/pictures';

const SETTINGS = ['Ancient Library', 'Space Station', 'Desert Temple', 'Cyberpunk City', 'Haunted Mansion'];
const PICTURED = ['drawn-count', 'left-to-right', 'colour-sequence', 'map-position'];

function pictured(seed: number): SceneArtElement[] {
  return PICTURED.map((id, i) => {
    const pattern = PUZZLE_PATTERNS.find((p) => p.id === id)!;
    const source = generatePuzzle(pattern, createRandom(seed * 11 + i), { sources: 3, digits: 3 + (seed % 3) })
      .sources[0];
    return {
      id: `clue-${id}`,
      name: source.name,
      element_type: 'clickable_object' as const,
      art: source.art as ArtKind,
      visible: true,
      picture: source.picture,
    };
  });
}

function sceneOf(seed: number, elements: SceneArtElement[], description = 'A dusty study.'): SceneArtSpec {
  return {
    seed,
    theme: 'Mystery',
    setting: SETTINGS[seed % SETTINGS.length],
    title: 'The Study',
    description,
    scene_index: seed % 3,
    scene_count: 3,
    width: 1024,
    height: 768,
    elements: [...elements, { id: 'door', name: 'Oak Door', element_type: 'door', art: 'door', visible: true }],
  };
}

/** The SVG of one element's group. */
function groupOf(svg: string, id: string): string {
  const start = svg.indexOf(`<g data-element-id="${id}"`);
  expect(start, id).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = start; i < svg.length; i++) {
    if (svg.startsWith('<g', i)) depth++;
    if (svg.startsWith('</g>', i) && --depth === 0) return svg.slice(start, i + 4);
  }
  throw new Error(`unclosed group ${id}`);
}

/** The shapes of `group` filled with a picture colour, in drawing order, with their first x (and y). */
function coloured(group: string): Array<{ colour: PictureColour; x: number; y: number }> {
  const byShade = new Map(Object.entries(PICTURE_SHADES).map(([name, shade]) => [shade, name as PictureColour]));
  return [...group.matchAll(/<(rect|path|polygon|circle)([^>]*)\/>/g)].flatMap(([, tag, attrs]) => {
    const colour = byShade.get(attrs.match(/fill="([^"]+)"/)?.[1] ?? '');
    if (!colour) return [];
    const num = (name: string) => Number(attrs.match(new RegExp(`\\b${name}="([-\\d.]+)`))?.[1]);
    const first = attrs.match(/(?:d="M|points=")([-\d.]+)[ ,]([-\d.]+)/);
    const x = tag === 'circle' ? num('cx') : tag === 'rect' ? num('x') : Number(first?.[1]);
    const y = tag === 'circle' ? num('cy') : tag === 'rect' ? num('y') : Number(first?.[2]);
    return [{ colour, x, y }];
  });
}

const leftToRight = (shapes: Array<{ colour: PictureColour; x: number }>) =>
  [...shapes].sort((a, b) => a.x - b.x).map((s) => s.colour);

describe('the painter draws pictures a clue is read from', () => {
  it('draws every jar, bottle, stripe and pin of 40 scenes in its colour, order and place, and nothing more', () => {
    for (let seed = 0; seed < 40; seed++) {
      const elements = pictured(seed);
      const { svg } = composeScene(sceneOf(seed, elements));
      for (const element of elements) {
        const picture = element.picture as ScenePicture;
        const shapes = coloured(groupOf(svg, element.id));
        const where = `seed ${seed} ${picture.kind}`;
        if (picture.kind === 'jar-shelf') {
          // One body per jar in its glaze: the same jars of each colour as the clue's words.
          const count = (list: readonly string[]) => Object.fromEntries(PICTURE_COLOURS_OF(list));
          expect(count(shapes.map((s) => s.colour)), where).toEqual(count(picture.colours));
          const top = Math.min(...shapes.map((s) => s.y));
          const topRow = shapes.filter((s) => s.y - top < 1);
          expect(leftToRight(topRow), where).toEqual(picture.colours.slice(0, topRow.length));
        } else if (picture.kind === 'pinned-map') {
          expect(shapes.map((s) => s.colour).sort(), where).toEqual(picture.pins!.map((p) => p.colour).sort());
          const byColour = new Map(shapes.map((s) => [s.colour, s]));
          // Further right means a later column, further down a later row.
          const pins = [...picture.pins!];
          const xs = pins.sort((a, b) => a.column - b.column).map((p) => byColour.get(p.colour)!.x);
          expect(xs, where).toEqual([...xs].sort((a, b) => a - b));
          const ys = pins.sort((a, b) => a.row - b.row).map((p) => byColour.get(p.colour)!.y);
          expect(ys, where).toEqual([...ys].sort((a, b) => a - b));
        } else {
          expect(leftToRight(shapes), where).toEqual(picture.colours);
        }
      }
    }
  });

  it('leaves out background props that only a picture names (no second rug beside the striped one)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const elements = pictured(seed);
      const words = elements.map((e) => describePicture(e.picture!, `the ${e.name}`)).join(' ');
      const { svg } = composeScene(sceneOf(seed, elements, `A dusty study. ${words}`));
      expect(svg, `seed ${seed}`).not.toMatch(/data-scenery-prop="(?:rug|vase|bookshelf)"/);
      // A description that names a rug of its own still gets one.
      const own = composeScene(sceneOf(seed, [], `A dusty study with a rug. ${words}`)).svg;
      expect(own, `seed ${seed}`).toMatch(/data-scenery-prop="rug"/);
    }
  });
});

function PICTURE_COLOURS_OF(list: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const colour of list) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}
