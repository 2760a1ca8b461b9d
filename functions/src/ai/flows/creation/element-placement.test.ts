import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiFlowError } from '../../genkit';
import { composeScene } from '../../offline/painter';
import { restoreAi, sampleSpec, useOfflineAi } from '../../testing/offline-fixtures';
import { elementPlacementFlow } from './element-placement';
import { sceneImageFlow } from './scene-image';

beforeAll(useOfflineAi);
afterAll(restoreAi);

describe('elementPlacementFlow on the offline engine', () => {
  it('when given the painted scene then every element is placed where the painter drew it, labelled as the painter layout', async () => {
    const spec = sampleSpec();
    const { image_data_url } = await sceneImageFlow({ spec, storyboard_title: 'The Whispering Archive' });

    const result = await elementPlacementFlow({ spec, image_data_url });

    expect(result.positioning_method).toBe('offline_painter_layout');
    expect(result.placements.map((p) => p.element_id)).toEqual(spec.elements.map((e) => e.id));
    const drawn = new Map(composeScene(spec).placements.map((p) => [p.element_id, p]));
    for (const placement of result.placements) {
      expect(placement.x).toBeGreaterThanOrEqual(0);
      expect(placement.x).toBeLessThanOrEqual(spec.width);
      expect(placement.y).toBeGreaterThanOrEqual(0);
      expect(placement.y).toBeLessThanOrEqual(spec.height);
      expect(placement.confidence).toBeGreaterThanOrEqual(0);
      expect(placement.confidence).toBeLessThanOrEqual(1);
      const truth = drawn.get(placement.element_id);
      if (!truth) throw new Error(`the painter did not report ${placement.element_id}`);
      expect(placement.x).toBeCloseTo(truth.x, 1);
      expect(placement.y).toBeCloseTo(truth.y, 1);
      expect(placement.width).toBeCloseTo(truth.width, 1);
      expect(placement.confidence).toBeCloseTo(truth.confidence, 2);
    }
  });

  it('when the image is not an image then it throws AiFlowError', async () => {
    await expect(
      elementPlacementFlow({ spec: sampleSpec(), image_data_url: 'data:image/png;base64,bm90IGFuIGltYWdl' }),
    ).rejects.toBeInstanceOf(AiFlowError);
  });
});
