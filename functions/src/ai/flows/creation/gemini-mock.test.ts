/**
 * The Gemini path of the flows, through the real @genkit-ai/google-genai plugin, against a
 * local server that speaks the Gemini REST wire format.
 */
import type { Storyboard } from '@core';
import { describe, expect, it } from 'vitest';
import { AiFlowError } from '../../genkit';
import { decodeImage } from '../../image-data';
import type { SceneArtSpec } from '../../offline/scene-art';
import { solidPng } from '../../testing/gemini-mock-server';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { elementPlacementFlow } from './element-placement';
import { sceneImageFlow } from './scene-image';
import { storyboardFlow } from './storyboard';

const brief = {
  title: 'The Clockmaker’s Vault',
  description: 'A Victorian clock shop whose owner vanished at midnight.',
  difficulty: 'medium' as const,
  theme: 'Steampunk',
  agent: {
    name: 'Professor Cog',
    personality: 'Eccentric',
    setting: 'Modern Laboratory',
    theme: 'Steampunk',
    description: 'Talks in riddles.',
  },
  seed: 7,
};
const storyboard: Storyboard = {
  title: 'The Clockmaker’s Vault',
  story_premise: 'You are an apprentice locked in the shop at midnight.',
  backstory: 'Master Hollis vanished, leaving the date 1888 engraved on every clock.',
  scenes: [
    { title: 'The Shop Floor', description: 'Ticking clocks, a brass lockbox and a ledger on the counter.' },
    { title: 'The Workshop', description: 'Gears everywhere, a locked cabinet and a glowing lamp.' },
    { title: 'The Vault', description: 'A huge door with a dial lock and a pendulum.' },
  ],
};
const spec: SceneArtSpec = {
  seed: 7,
  theme: 'Steampunk',
  setting: 'Modern Laboratory',
  title: 'The Shop Floor',
  description: 'Ticking clocks, a brass lockbox and a ledger on the counter.',
  scene_index: 0,
  scene_count: 3,
  width: 128,
  height: 96,
  elements: [
    { id: 'lockbox', name: 'Brass lockbox', element_type: 'combination_lock', art: 'lockbox', visible: true },
    { id: 'ledger', name: 'Dusty ledger', element_type: 'clickable_object', art: 'book', visible: true },
    { id: 'key', name: 'Tiny key', element_type: 'key', art: 'key', visible: false },
  ],
};
const png = solidPng(128, 96);
const pngBase64 = png.toString('base64');

const gemini = useGeminiMock();

const flowError = async (run: Promise<unknown>): Promise<AiFlowError> => {
  const error = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiFlowError);
  return error as AiFlowError;
};

describe('storyboardFlow on Gemini', () => {
  it('when Gemini answers valid JSON then the flow returns it, having sent the brief, the key and the schema', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify(storyboard) }] });

    const result = await storyboardFlow(brief);

    expect(result).toEqual(storyboard);
    expect(gemini().requests).toHaveLength(1);
    const [request] = gemini().requests;
    expect(request.model).toBe('gemini-3.5-flash');
    expect(request.apiKey).toBe('test-key');
    expect(gemini().lastPromptText()).toContain('The Clockmaker’s Vault');
    expect(gemini().lastPromptText()).toContain('Professor Cog');
    expect(gemini().lastPromptText()).toContain('Exactly 3 scenes');
    expect(gemini().lastPromptText()).not.toContain('<ermie-task>');
    expect(request.body.generationConfig?.responseMimeType).toBe('application/json');
    expect(JSON.stringify(request.body.generationConfig?.responseJsonSchema)).toContain('story_premise');
  });

  it('when Gemini answers text that is not JSON then the flow throws AiFlowError', async () => {
    gemini().enqueue({ parts: [{ text: 'Sure! Here is a spooky story about a clock shop.' }] });
    const error = await flowError(storyboardFlow(brief));
    expect(error.code).toBe('INVALID_JSON');
    expect(error.flow).toBe('storyboardFlow');
  });

  it('when Gemini answers JSON that violates the schema then the flow throws AiFlowError', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify({ ...storyboard, scenes: [storyboard.scenes[0]] }) }] });
    expect((await flowError(storyboardFlow(brief))).code).toBe('SCHEMA_MISMATCH');

    gemini().enqueue({ parts: [{ text: JSON.stringify({ title: 'Only a title' }) }] });
    expect((await flowError(storyboardFlow(brief))).code).toBe('SCHEMA_MISMATCH');
  });

  it('when Gemini fails with an HTTP error then the flow throws AiFlowError', async () => {
    gemini().enqueue({ status: 500, error: 'backend exploded' });
    const error = await flowError(storyboardFlow(brief));
    expect(error.code).toBe('MODEL_FAILED');
    expect(error.message).toContain('backend exploded');
  });

  it('when the input misses the title then the schema rejects it before any model call', async () => {
    const { title: _title, ...withoutTitle } = brief;
    await expect(storyboardFlow(withoutTitle as typeof brief)).rejects.toThrow(/title/i);
    await expect(storyboardFlow({ ...brief, difficulty: 'impossible' as 'easy' })).rejects.toThrow(/difficulty/i);
    // Only zod (not Genkit's JSON Schema check) sees that a blank title is no title.
    await expect(storyboardFlow({ ...brief, title: '   ' })).rejects.toThrow(/title: Room title is required/);
    expect(gemini().requests).toHaveLength(0);
  });
});

describe('sceneImageFlow on Gemini', () => {
  it('when Gemini answers with an inlineData PNG then the flow returns it as a data URL with its size', async () => {
    gemini().enqueue({
      parts: [{ text: 'Here is your scene.' }, { inlineData: { mimeType: 'image/png', data: pngBase64 } }],
    });

    const result = await sceneImageFlow({ spec, storyboard_title: storyboard.title, style_hint: 'moody watercolour' });

    expect(result).toMatchObject({ width: 128, height: 96, mime: 'image/png' });
    expect(decodeImage(result.image_data_url)?.bytes.equals(png)).toBe(true);
    const [request] = gemini().requests;
    expect(request.model).toBe('gemini-3.1-flash-image');
    expect(request.apiKey).toBe('test-key');
    expect(request.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '4:3' },
    });
    expect(gemini().lastPromptText()).toContain('Brass lockbox');
    expect(gemini().lastPromptText()).toContain('moody watercolour');
  });

  it('when the first image is unusable then it is dropped and the next usable one wins', async () => {
    const other = solidPng(32, 32, [200, 10, 10]);
    gemini().enqueue({
      parts: [
        {
          inlineData: {
            mimeType: 'image/png',
            data: Buffer.from('definitely not an image, just text').toString('base64'),
          },
        },
        { inlineData: { mimeType: 'image/png', data: other.toString('base64') } },
      ],
    });
    const result = await sceneImageFlow({ spec, storyboard_title: storyboard.title });
    expect(result).toMatchObject({ width: 32, height: 32 });
    expect(decodeImage(result.image_data_url)?.bytes.equals(other)).toBe(true);
  });

  it('when Gemini answers with text only then the flow throws AiFlowError', async () => {
    gemini().enqueue({ parts: [{ text: 'I cannot draw that, sorry.' }] });
    expect((await flowError(sceneImageFlow({ spec, storyboard_title: 'x' }))).code).toBe('EMPTY_OUTPUT');
  });
});

describe('elementPlacementFlow on Gemini', () => {
  const imageDataUrl = `data:image/png;base64,${pngBase64}`;

  it('when Gemini returns boxes then they become clamped pixel placements and missing elements get a low-confidence spot', async () => {
    gemini().enqueue({
      parts: [
        {
          text: JSON.stringify({
            elements: [
              { element_id: 'lockbox', box_2d: [500, 250, 750, 500], confidence: 0.92 },
              { element_id: 'Dusty ledger', box_2d: [900, 900, 1200, 1300], confidence: 1.7 }, // by name, out of bounds
              { element_id: 'unknown-thing', box_2d: [0, 0, 100, 100], confidence: 0.9 },
            ],
          }),
        },
      ],
    });

    const result = await elementPlacementFlow({ spec, image_data_url: imageDataUrl });

    expect(result.positioning_method).toBe('4_step_ai_vision_analysis');
    expect(result.placements.map((p) => p.element_id)).toEqual(['lockbox', 'ledger', 'key']);
    const [lockbox, ledger, key] = result.placements;
    expect(lockbox).toEqual({ element_id: 'lockbox', x: 48, y: 60, width: 32, height: 24, confidence: 0.92 });
    expect(ledger.x + ledger.width / 2).toBeLessThanOrEqual(128);
    expect(ledger.y + ledger.height / 2).toBeLessThanOrEqual(96);
    expect(ledger.confidence).toBe(1);
    expect(key.confidence).toBe(0.3);
    expect(key.method).toBe('estimated_layout');
    expect(lockbox.method).toBeUndefined();
    for (const p of result.placements) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(128);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(96);
    }
    const parts = gemini().requests[0].body.contents?.flatMap((content) => content.parts) ?? [];
    expect(parts.some((part) => (part.inlineData as { data?: string } | undefined)?.data === pngBase64)).toBe(true);
    expect(gemini().requests[0].apiKey).toBe('test-key');
    expect(gemini().lastPromptText()).toContain('element_id "lockbox"');
    expect(gemini().requests[0].body.generationConfig?.responseMimeType).toBe('application/json');
  });

  it('when Gemini answers something that is not the schema then the flow throws AiFlowError', async () => {
    gemini().enqueue({ parts: [{ text: 'The lockbox is on the left.' }] });
    expect((await flowError(elementPlacementFlow({ spec, image_data_url: imageDataUrl }))).code).toBe('INVALID_JSON');

    gemini().enqueue({ parts: [{ text: JSON.stringify({ elements: [{ element_id: 'lockbox', box_2d: [1, 2] }] }) }] });
    expect((await flowError(elementPlacementFlow({ spec, image_data_url: imageDataUrl }))).code).toBe(
      'SCHEMA_MISMATCH',
    );
  });

  it('when the image is unusable then the flow throws without calling the model', async () => {
    expect((await flowError(elementPlacementFlow({ spec, image_data_url: 'data:image/png;base64,AAAA' }))).code).toBe(
      'EMPTY_OUTPUT',
    );
    expect(gemini().requests).toHaveLength(0);
  });
});
