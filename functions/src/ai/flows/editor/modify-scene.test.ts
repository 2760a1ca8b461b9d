import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../model/app-error';
import { modifySceneImage } from '../../editor-ai';
import { decodeImage, imageSize } from '../../image-data';
import { composeScene, paintScene } from '../../offline/painter';
import { restoreAi, sampleSpec, useOfflineAi } from '../../testing/offline-fixtures';
import { pngPixels } from '../../testing/png-pixels';
import { modifySceneFlow } from './modify-scene';

beforeAll(useOfflineAi);
afterAll(restoreAi);

const spec = sampleSpec({ width: 512, height: 384 });
const original = paintScene(spec);
const imageDataUrl = `data:image/png;base64,${original.png.toString('base64')}`;

/** Mean absolute difference per channel, 0..255. */
function meanDifference(a: Buffer, b: Buffer): number {
  const pa = pngPixels(a, 512, 384).data;
  const pb = pngPixels(b, 512, 384).data;
  let sum = 0;
  for (let i = 0; i < pa.length; i += 4)
    sum += Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2]);
  return sum / ((pa.length / 4) * 3);
}

describe('modifySceneFlow on the offline engine', () => {
  it('re-paints the scene at night: a visibly darker picture, the same size, the elements where they were', async () => {
    const result = await modifySceneFlow({ spec, image_data_url: imageDataUrl, modification_prompt: 'Make it night' });

    expect(result).toMatchObject({ width: 512, height: 384, mime: 'image/png' });
    const image = decodeImage(result.image_data_url);
    expect(image && imageSize(image)).toEqual({ width: 512, height: 384 });
    const before = pngPixels(original.png, 512, 384).data;
    const after = pngPixels(image!.bytes, 512, 384).data;
    const brightness = (d: Uint8Array) => d.reduce((sum, v, i) => (i % 4 === 3 ? sum : sum + v), 0);
    expect(brightness(after)).toBeLessThan(brightness(before) * 0.8);
    expect(result.spec.modification).toEqual({ lighting: 'night' });
    expect(composeScene(result.spec).placements).toEqual(original.placements);
    expect(result.description).toBe(`${spec.description} It is night, and cold moonlight falls into the room.`);
  });

  it('adds props in free spots and colours the walls, leaving every element box unchanged', async () => {
    const result = await modifySceneFlow({
      spec,
      image_data_url: imageDataUrl,
      modification_prompt: 'paint the walls green and add a plant and two candles',
    });
    const scene = composeScene(result.spec);
    expect(scene.placements).toEqual(original.placements);
    expect([...scene.extra_props].sort()).toEqual(['candle', 'candle', 'plant']);
    expect(scene.svg).toContain('data-extra-prop="plant"');
    expect(meanDifference(original.png, decodeImage(result.image_data_url)!.bytes)).toBeGreaterThan(4);
    expect(result.description).toBe(
      `${spec.description} The walls are painted green. A plant stands in the room. Two candles burn on ledges about the room.`,
    );
  });

  it('builds a second change on the first', async () => {
    const first = await modifySceneFlow({ spec, image_data_url: imageDataUrl, modification_prompt: 'add a rug' });
    const second = await modifySceneFlow({
      spec: first.spec,
      image_data_url: first.image_data_url,
      modification_prompt: 'make it foggy',
    });
    expect(second.spec.modification).toEqual({ props: ['rug'], lighting: 'foggy' });
    expect(composeScene(second.spec).placements).toEqual(original.placements);
  });

  it('issue 33 item 9: when a second change replaces the first then the description says what the scene is now, in prose', async () => {
    const first = await modifySceneFlow({
      spec,
      image_data_url: imageDataUrl,
      modification_prompt: 'Make it candle-lit, with warmer colours and a red light',
    });
    const second = await modifySceneFlow({
      spec: first.spec,
      image_data_url: first.image_data_url,
      modification_prompt: 'Make it night with cold moonlight, colder colours and a blue light, and add a rug',
    });

    const now = second.description.toLowerCase();
    expect(second.description.startsWith(spec.description)).toBe(true);
    for (const word of [/\bnight\b/, /\bmoonlight\b/, /\bblue\b/, /\brug\b/]) expect(now).toMatch(word);
    for (const word of [/\bcandles?\b/, /\bwarm(?:er)?\b/, /\bred\b/]) expect(now).not.toMatch(word);
    expect(now).not.toMatch(/ha(?:s|ve) been added/);
    expect(now.match(/\bnight\b/g)).toHaveLength(1);
  });

  it('refuses a sentence with no change the painter can make with a 422 that says what can be changed', async () => {
    const error = await modifySceneFlow({
      spec,
      image_data_url: imageDataUrl,
      modification_prompt: 'make it more exciting',
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422 });
    expect((error as AppError).message).toMatch(/lighting .*colours .*add decor/);
  });

  it('is what modifySceneImage returns, as image bytes', async () => {
    const result = await modifySceneImage({
      spec,
      image: { bytes: original.png, mime: 'image/png' },
      modification_prompt: 'brighter and warmer',
    });
    expect(result).toMatchObject({
      width: 512,
      height: 384,
      spec: { modification: { lighting: 'brighter', temperature: 'warmer' } },
    });
    expect(result.image.mime).toBe('image/png');
    expect(result.image.bytes.equals(original.png)).toBe(false);
    expect(result.description).toBe(
      `${spec.description} Bright light fills the room, and everything glows in warm tones.`,
    );
  });
});
