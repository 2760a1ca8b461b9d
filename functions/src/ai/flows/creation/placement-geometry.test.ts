import { describe, expect, it } from 'vitest';
import type { SceneArtSpec } from '../../offline/scene-art';
import {
  boxToPlacement,
  FALLBACK_CONFIDENCE,
  placementsFromDetections,
  placementToBox,
  UNSTATED_CONFIDENCE,
} from './placement-geometry';

const spec: SceneArtSpec = {
  seed: 1,
  theme: 'Mystery',
  setting: 'Ancient Library',
  title: 'Hall',
  description: 'A hall.',
  scene_index: 0,
  scene_count: 2,
  width: 1024,
  height: 768,
  elements: [
    { id: 'a', name: 'Oak desk', element_type: 'clickable_object', art: 'desk', visible: true },
    { id: 'b', name: 'Iron safe', element_type: 'combination_lock', art: 'safe', visible: true },
    { id: 'c', name: 'Brass key', element_type: 'key', art: 'key', visible: false },
    { id: 'd', name: 'Door', element_type: 'door', art: 'exit_door', visible: true },
  ],
};

describe('placement geometry', () => {
  it('round-trips a pixel placement through a normalised box exactly', () => {
    const placement = { element_id: 'a', x: 301, y: 455, width: 97, height: 61, confidence: 0.95 };
    const box = placementToBox(placement, 1024, 768);
    expect(boxToPlacement('a', box, 0.95, 1024, 768)).toEqual(placement);
  });

  it('clamps boxes to the image, orders swapped corners and drops empty boxes', () => {
    expect(boxToPlacement('a', [-100, -100, 500, 500], 2, 1000, 1000)).toEqual({
      element_id: 'a',
      x: 250,
      y: 250,
      width: 500,
      height: 500,
      confidence: 1,
    });
    expect(boxToPlacement('a', [500, 500, 100, 100], 0.5, 1000, 1000)).toMatchObject({
      x: 300,
      y: 300,
      width: 400,
      height: 400,
    });
    expect(boxToPlacement('a', [1200, 0, 1500, 1000], 0.5, 1000, 1000)).toBeNull();
    expect(boxToPlacement('a', [0, 0, Number.NaN, 1], 0.5, 1000, 1000)).toBeNull();
  });

  it('gives one placement per element, matching ids then names, with fallbacks for the missed ones', () => {
    const placements = placementsFromDetections(
      spec,
      {
        elements: [
          { element_id: 'IRON SAFE', box_2d: [100, 100, 200, 200] },
          { element_id: 'a', box_2d: [0, 0, 100, 100], confidence: 0.4 },
          { element_id: 'a', box_2d: [500, 500, 600, 600], confidence: 0.9 },
          { element_id: 'ghost', box_2d: [0, 0, 10, 10], confidence: 1 },
        ],
      },
      1024,
      768,
    );
    expect(placements.map((p) => p.element_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(placements[0]).toMatchObject({ confidence: 0.9, x: 563.2 });
    expect(placements[1].confidence).toBe(UNSTATED_CONFIDENCE);
    const [c, d] = placements.slice(2);
    expect(c.confidence).toBe(FALLBACK_CONFIDENCE);
    expect(d.confidence).toBe(FALLBACK_CONFIDENCE);
    expect(c.x).not.toBe(d.x);
    for (const p of [c, d]) {
      expect(p.x - p.width / 2).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width / 2).toBeLessThanOrEqual(1024);
      expect(p.y + p.height / 2).toBeLessThanOrEqual(768);
    }
  });
});
