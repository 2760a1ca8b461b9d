import { describe, expect, it } from 'vitest';
import { hashCode } from '@core/engine/code';
import { RoomPackageSchema } from '@core';
import { writeStoryboard } from '../ai/offline/writing/storyboard-writer';
import { designPuzzles } from '../ai/offline/design/puzzle-designer';
import { assemblePackage, FALLBACK_CONFIDENCE, FALLBACK_METHOD, gridLayout, type SceneMedia } from './assemble-package';
import type { RoomBrief, RoomDesign } from './room-design';

const brief: RoomBrief = {
  title: 'Depths',
  description: 'Something knocks on the hull',
  difficulty: 'hard',
  theme: 'Horror',
  seed: 99,
  agent: { name: 'Ermie', personality: 'Dramatic', setting: 'Underwater Base', theme: 'Horror' },
};
const design = designPuzzles(brief, writeStoryboard(brief));

function assemble(d: RoomDesign, media: Record<number, SceneMedia>) {
  return assemblePackage({
    roomId: 'room-1',
    title: 'Depths',
    description: 'desc',
    difficulty: 'hard',
    theme: 'Horror',
    version: 'v7',
    design: d,
    media,
  });
}

const emptyMedia = (d: RoomDesign) =>
  Object.fromEntries(
    d.scenes.map((s) => [
      s.scene_index,
      { image_url: `/api/v1/media/${s.id}`, width: 1024, height: 768, placements: [] },
    ]),
  );

describe('assemblePackage', () => {
  it('when assembled, then every lock carries the salted hash of its solution and no answer is in clear text', () => {
    const pkg = assemble(design, emptyMedia(design));
    expect(RoomPackageSchema.safeParse(pkg).success).toBe(true);
    expect(pkg.salt).toBe(design.salt);
    const locks = pkg.scenes.flatMap((s) => s.elements).filter((e) => e.element_type === 'combination_lock');
    expect(locks.length).toBeGreaterThan(0);
    for (const lock of locks) {
      expect(lock.requires.code_hash).toBe(hashCode(design.salt, lock.id, design.solutions[lock.id]));
    }
    expect(JSON.stringify(pkg)).not.toContain('solutions');
  });

  it('when assembled, then every element carries the art kind it was designed with', () => {
    const pkg = assemble(design, emptyMedia(design));
    const designed = new Map(design.scenes.flatMap((s) => s.elements).map((e) => [e.id, e.art]));
    for (const el of pkg.scenes.flatMap((s) => s.elements)) {
      expect(el.art).not.toBe('');
      expect(el.art).toBe(designed.get(el.id));
    }
  });

  it('when the painter placed elements, then their positions and confidence are used', () => {
    const scene = design.scenes[0];
    const placements = scene.elements.map((e, i) => ({
      element_id: e.id,
      x: 100 + i * 10,
      y: 200,
      width: 64,
      height: 48,
      confidence: 0.92,
    }));
    const media = {
      ...emptyMedia(design),
      [scene.scene_index]: {
        image_url: 'img',
        width: 1024,
        height: 768,
        placements,
        positioning_method: 'ai_vision_analysis',
      },
    };
    const pkg = assemble(design, media);
    pkg.scenes[0].elements.forEach((e, i) => {
      expect([e.x_position, e.y_position, e.width, e.height]).toEqual([100 + i * 10, 200, 64, 48]);
      expect(e.position_confidence).toBe(0.92);
      expect(e.positioning_method).toBe('ai_vision_analysis');
    });
    expect(pkg.scenes[0].image_url).toBe('img');
  });

  it('when placements are missing, then a grid inside the image is used with low confidence, marked manual', () => {
    const pkg = assemble(design, emptyMedia(design));
    for (const scene of pkg.scenes) {
      const spots = new Set(scene.elements.map((e) => `${e.x_position},${e.y_position}`));
      expect(spots.size).toBe(scene.elements.length);
      for (const e of scene.elements) {
        expect(e.position_confidence).toBe(FALLBACK_CONFIDENCE);
        expect(e.positioning_method).toBe(FALLBACK_METHOD);
        expect(e.x_position - e.width / 2).toBeGreaterThanOrEqual(0);
        expect(e.x_position + e.width / 2).toBeLessThanOrEqual(1024);
        expect(e.y_position - e.height / 2).toBeGreaterThanOrEqual(0);
        expect(e.y_position + e.height / 2).toBeLessThanOrEqual(768);
      }
    }
  });

  it('when assembled, then scenes keep order, ids, texts and wiring from the design', () => {
    const pkg = assemble(design, emptyMedia(design));
    expect(pkg.start_scene_id).toBe(design.start_scene_id);
    pkg.scenes.forEach((scene, i) => {
      const designed = design.scenes[i];
      expect([scene.id, scene.name, scene.description, scene.order_index]).toEqual([
        designed.id,
        designed.title,
        designed.description,
        designed.scene_index,
      ]);
      scene.elements.forEach((e, j) => {
        const d = designed.elements[j];
        expect([e.id, e.visible, e.initial_state, e.clue_text, e.hints]).toEqual([
          d.id,
          d.visible,
          d.initial_state,
          d.clue_text,
          d.hints,
        ]);
        expect(e.requires.items).toEqual(d.requires.items);
        expect(e.yields).toEqual(d.yields);
      });
    });
  });

  it('when a lock has no solution, then assembling fails loudly', () => {
    const lockId = Object.keys(design.solutions)[0];
    const broken: RoomDesign = {
      ...design,
      solutions: Object.fromEntries(Object.entries(design.solutions).filter(([id]) => id !== lockId)),
    };
    expect(() => assemble(broken, emptyMedia(design))).toThrow(lockId);
  });

  it('when media is missing for a scene, then the default resolution and an empty image are used', () => {
    const pkg = assemble(design, {});
    expect(pkg.scenes[0].image_resolution).toEqual({ width: 1024, height: 768 });
    expect(pkg.scenes[0].image_url).toBe('');
  });

  it('when laying out a grid, then cells are distinct and inside the image', () => {
    expect(gridLayout(0, 800, 600)).toEqual([]);
    const cells = gridLayout(14, 800, 600);
    expect(new Set(cells.map((c) => `${c.x},${c.y}`)).size).toBe(14);
    for (const c of cells) {
      expect(c.x - c.width / 2).toBeGreaterThanOrEqual(0);
      expect(c.y + c.height / 2).toBeLessThanOrEqual(600);
    }
  });
});
