/** editSceneImageFlow against the Gemini mock: picture and placement requests, mapping and fallbacks. */
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../image-data';
import { paintScene } from '../../offline/painter';
import { FALLBACK_CASES, underFallbackCase } from '../../testing/gemini-fallback-cases';
import { solidPng } from '../../testing/gemini-mock-server';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { sampleSpec } from '../../testing/offline-fixtures';
import { editSceneImageFlow, type EditSceneImageFlowInput } from './edit-scene-image';
import { VISION_POSITIONING_METHOD } from '../creation/element-placement';

const gemini = useGeminiMock();
const spec = sampleSpec({ width: 128, height: 96 });
const previous = spec.elements.map((e, i) => ({
  element_id: e.id,
  x: 10 + i * 20,
  y: 50,
  width: 12,
  height: 12,
  confidence: 0.9,
}));
const input = (prompt = 'Make it night'): EditSceneImageFlowInput => ({
  spec,
  image_data_url: `data:image/png;base64,${solidPng(128, 96).toString('base64')}`,
  prompt,
  previous_placements: previous,
  previous_method: 'painter',
});
const edited = solidPng(128, 96, [10, 10, 40]);
const detections = {
  elements: spec.elements.map((e, i) => ({
    element_id: e.id,
    box_2d: [400, i * 150, 600, i * 150 + 100],
    confidence: 0.8,
  })),
};

describe('editSceneImageFlow on Gemini', () => {
  it('when Gemini edits the picture then the picture and the sentence were sent, and the vision model placed the elements', async () => {
    gemini().enqueue({ parts: [{ inlineData: { mimeType: 'image/png', data: edited.toString('base64') } }] });
    gemini().enqueue({ parts: [{ text: JSON.stringify(detections) }] });

    const answer = await editSceneImageFlow(input());

    expect(answer.engine).toBe('gemini');
    expect(decodeImage(answer.image_data_url)?.bytes.equals(edited)).toBe(true);
    expect(answer.description).toBe(`${spec.description} It is night, and cold moonlight falls into the room.`);
    expect(answer.positioning_method).toBe(VISION_POSITIONING_METHOD);
    expect(answer.placements.map((p) => p.element_id)).toEqual(spec.elements.map((e) => e.id));
    const [imageRequest, placementRequest] = gemini().requests;
    expect(imageRequest.model).toBe('gemini-3.1-flash-image');
    expect(JSON.stringify(imageRequest.body)).toContain('Make it night');
    expect(placementRequest.model).toBe('gemini-3.5-flash');
    expect(gemini().lastInlineImages()[0].data).toBe(edited.toString('base64'));
  });

  it('when the vision model fails twice then the elements stay where they were, with a notice', async () => {
    gemini().enqueue({ parts: [{ inlineData: { mimeType: 'image/png', data: edited.toString('base64') } }] });
    gemini().enqueue({ status: 500, error: 'vision down' });
    gemini().enqueue({ status: 500, error: 'vision down' });
    const answer = await editSceneImageFlow(input());
    expect(answer.engine).toBe('gemini');
    expect(answer.placements).toEqual(previous);
    expect(answer.positioning_method).toBe('painter');
    expect(answer.notice).toMatch(/could not place the elements.*vision down/);
  });

  it.each(FALLBACK_CASES)(
    'when Gemini gives $name twice then the painter re-paints the scene, with a notice',
    async (fallback) => {
      const answer = await underFallbackCase(gemini(), fallback, () => editSceneImageFlow(input()));
      expect(answer.engine).toBe('offline');
      expect(answer.notice).toMatch(/^Gemini could not change the scene picture: /);
      // Text where a picture was asked for is "nothing usable" rather than bad JSON.
      expect(answer.notice).toMatch(fallback.name === 'malformed output' ? /returned nothing usable/ : fallback.notice);
      expect(answer.description).toMatch(/night/);
      const unchanged = paintScene(spec).png;
      expect(decodeImage(answer.image_data_url)?.bytes.equals(unchanged)).toBe(false);
      expect(answer.placements.map((p) => p.element_id).sort()).toEqual(spec.elements.map((e) => e.id).sort());
    },
  );

  it('when Gemini fails and the painter cannot act on the sentence then it is a 422, not a 500', async () => {
    gemini().enqueue({ status: 503, error: 'down' });
    gemini().enqueue({ status: 503, error: 'down' });
    await expect(editSceneImageFlow(input('Tell me a joke'))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^Gemini gave no usable answer \(tried twice\), and /),
    });
  });
});
