import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  ElementUpdateSchema,
  GridCellSchema,
  gridToPixel,
  isAiPositioned,
  ModifySceneRequestSchema,
  parsePosition,
  positioningLabel,
  POSITIONING_METHODS,
  SceneParamsSchema,
} from './scene-editor';
import { PlayElementSchema } from '../engine/room';
import { DEFAULT_POINTS_AWARDED, GRID_SIZE } from '../constants';

describe('positions (rooms-and-play-spec §5, §9)', () => {
  it('clamps to 0..750 × 0..550 and rounds', () => {
    expect(clampPosition(9999, -5)).toEqual({ x: 750, y: 0 });
    expect(clampPosition(100.6, 550.2)).toEqual({ x: 101, y: 550 });
    expect(clampPosition(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ x: 0, y: 0 });
  });

  it('parses dialog input as integers defaulting to 0', () => {
    expect(parsePosition('120', '45.9')).toEqual({ x: 120, y: 45 });
    expect(parsePosition('abc', '')).toEqual({ x: 0, y: 0 });
    expect(parsePosition('12px', 800)).toEqual({ x: 12, y: 550 });
  });

  it('maps a grid coordinate to pixels as coordinate / 16 × the image size, with the 1024 × 768 fallback', () => {
    expect(gridToPixel({ x: 4, y: 8 }, { width: 1024, height: 768 })).toEqual({ x: 256, y: 384 });
    expect(gridToPixel({ x: 8, y: 4 })).toEqual({ x: 512, y: 192 });
    expect(gridToPixel({ x: 15, y: 15 }, { width: 1024, height: 768 })).toEqual({ x: 750, y: 550 });
  });
});

describe('editor request schemas', () => {
  it('rejects a blank modification prompt with the spec message', () => {
    const result = ModifySceneRequestSchema.safeParse({ modification_prompt: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please enter a modification prompt');
  });

  it('names the field of a wrongly typed position', () => {
    const result = ElementUpdateSchema.safeParse({ x_position: '12' });
    expect(result.error?.issues[0].message).toBe('x_position must be a number');
  });

  it('refuses a blank name and an out-of-range scene index', () => {
    expect(ElementUpdateSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(SceneParamsSchema.safeParse({ id: '00000000-0000-4000-8000-000000000000', sceneIndex: '100' }).success).toBe(
      false,
    );
    expect(SceneParamsSchema.parse({ id: '00000000-0000-4000-8000-000000000000', sceneIndex: '2' }).sceneIndex).toBe(2);
  });
});

describe('positioning methods (issue 10: "AI" only when a model looked at the image)', () => {
  it('reads AI Positioned only for the vision methods', () => {
    expect(isAiPositioned(POSITIONING_METHODS.sceneVision)).toBe(true);
    expect(isAiPositioned(POSITIONING_METHODS.elementVision)).toBe(true);
    expect(isAiPositioned(POSITIONING_METHODS.painterLayout)).toBe(false);
    expect(isAiPositioned(POSITIONING_METHODS.estimatedLayout)).toBe(false);
    expect(isAiPositioned(null)).toBe(false);
  });

  it('labels each method for what it is', () => {
    expect(positioningLabel('ai_vision_analysis')).toBe('AI Positioned');
    expect(positioningLabel('offline_painter_layout')).toBe('Painter Layout');
    expect(positioningLabel('estimated_layout')).toBe('Estimated');
    expect(positioningLabel('manual')).toBe('Manual');
    expect(positioningLabel(undefined)).toBe('Manual');
  });
});

describe('the spec constants where they apply (§9)', () => {
  it('a grid cell is one of 16 × 16 (0..15 each way)', () => {
    expect(GRID_SIZE).toBe(16);
    expect(GridCellSchema.safeParse({ x: 15, y: 15 }).success).toBe(true);
    expect(GridCellSchema.safeParse({ x: 16, y: 0 }).success).toBe(false);
    expect(GridCellSchema.safeParse({ x: 0, y: 16 }).success).toBe(false);
  });

  it('an element without points_awarded gets the default 25', () => {
    expect(DEFAULT_POINTS_AWARDED).toBe(25);
    const lamp = { id: 'lamp', name: 'Lamp', element_type: 'clickable_object', x_position: 10, y_position: 20 };
    expect(PlayElementSchema.parse(lamp).points_awarded).toBe(25);
  });
});
