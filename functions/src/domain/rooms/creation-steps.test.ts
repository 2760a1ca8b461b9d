/** The painting and placement steps of creation against the Gemini-format mock. */
import { describe, expect, it } from 'vitest';
import { sampleSpec } from '../../ai/testing/offline-fixtures';
import { solidPng } from '../../ai/testing/gemini-mock-server';
import { useGeminiMock } from '../../ai/testing/gemini-test-setup';
import { paintSceneStep, placeElementsStep } from './creation-steps';

const gemini = useGeminiMock();
const spec = sampleSpec();
const png = solidPng(spec.width, spec.height).toString('base64');

describe('painting a scene', () => {
  it('when Gemini is blocked for safety twice then the offline painter paints it, with the reason', async () => {
    gemini().enqueue({ parts: [], finishReason: 'SAFETY' });
    gemini().enqueue({ parts: [], finishReason: 'SAFETY' });

    const painted = await paintSceneStep(spec, 'The Whispering Archive');

    expect(painted.engine).toBe('offline');
    expect(painted.notice).toMatch(/^Gemini could not paint the scene: it returned nothing usable .*Tried twice/);
    expect(painted.value.mime).toBe('image/png');
    expect(painted.value.painterPlacements?.map((p) => p.element_id)).toEqual(spec.elements.map((e) => e.id));
    expect(gemini().requests).toHaveLength(2);
  });

  it('when the first answer is empty and the retry is a picture then it is Gemini’s, with no painter layout', async () => {
    gemini().enqueue({ parts: [{ text: 'no picture today' }] });
    gemini().enqueue({ parts: [{ inlineData: { mimeType: 'image/png', data: png } }] });

    const painted = await paintSceneStep(spec, 'The Whispering Archive');

    expect(painted).toMatchObject({ engine: 'gemini', value: { width: spec.width, painterPlacements: null } });
    const prompt = gemini().lastPromptText();
    for (const element of spec.elements.filter((e) => e.visible)) expect(prompt).toContain(element.name);
    expect(prompt).toContain('plainly visible');
  });
});

describe('placing the elements', () => {
  it('when the offline painter drew the picture then its own layout places them, no model is asked, and the label says so', async () => {
    gemini().enqueue({ parts: [], finishReason: 'SAFETY' });
    gemini().enqueue({ parts: [], finishReason: 'SAFETY' });
    const painted = await paintSceneStep(spec, 'The Whispering Archive');
    gemini().requests.length = 0;

    const placed = await placeElementsStep(spec, painted.value);

    expect(gemini().requests).toHaveLength(0);
    expect(placed.engine).toBe('offline');
    expect(placed.value.positioningMethod).toBe('offline_painter_layout');
    expect(placed.value.placements).toEqual(painted.value.painterPlacements);
  });

  it('when Gemini painted it but the vision answers are unusable then every element gets a labelled low-confidence estimate', async () => {
    gemini().enqueue({ parts: [{ inlineData: { mimeType: 'image/png', data: png } }] });
    const painted = await paintSceneStep(spec, 'The Whispering Archive');
    gemini().enqueue({ parts: [{ text: 'I see a room.' }] });
    gemini().enqueue({ status: 500, error: 'vision is down' });

    const placed = await placeElementsStep(spec, painted.value);

    expect(placed.engine).toBe('offline');
    expect(placed.notice).toMatch(/^Gemini could not place the elements on the picture: .*vision is down/);
    expect(placed.value.positioningMethod).toBe('estimated_layout');
    for (const p of placed.value.placements) expect(p).toMatchObject({ confidence: 0.3, method: 'estimated_layout' });
  });

  it('when Gemini painted it and finds the elements then the placement is the vision analysis', async () => {
    gemini().enqueue({ parts: [{ inlineData: { mimeType: 'image/png', data: png } }] });
    const painted = await paintSceneStep(spec, 'The Whispering Archive');
    const boxes = spec.elements.map((e, i) => ({
      element_id: e.id,
      box_2d: [400, 100 * i, 600, 100 * i + 80],
      confidence: 0.8,
    }));
    gemini().enqueue({ parts: [{ text: JSON.stringify({ elements: boxes }) }] });

    const placed = await placeElementsStep(spec, painted.value);

    expect(placed).toMatchObject({ engine: 'gemini', value: { positioningMethod: '4_step_ai_vision_analysis' } });
    expect(placed.value.placements.every((p) => p.confidence === 0.8)).toBe(true);
  });
});
