import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, imageSize } from '../../image-data';
import { restoreAi, sampleSpec, useOfflineAi } from '../../testing/offline-fixtures';
import { nearestAspectRatio, sceneImageFlow } from './scene-image';
import { elementPlacementPrompt, modifyScenePrompt, sceneImagePrompt } from '../../gemini-prompts';

beforeAll(useOfflineAi);
afterAll(restoreAi);

describe('sceneImageFlow on the offline engine', () => {
  it('when given a scene spec then it returns a PNG of the spec size, the same for the same spec', async () => {
    const spec = sampleSpec({ width: 800, height: 600 });
    const result = await sceneImageFlow({ spec, storyboard_title: 'The Whispering Archive' });

    expect(result).toMatchObject({ width: 800, height: 600, mime: 'image/png' });
    const image = decodeImage(result.image_data_url);
    expect(image?.mime).toBe('image/png');
    expect(image && imageSize(image)).toEqual({ width: 800, height: 600 });

    const again = await sceneImageFlow({ spec, storyboard_title: 'The Whispering Archive' });
    expect(again.image_data_url).toBe(result.image_data_url);
  });

  it('when the spec is invalid then the flow rejects it', async () => {
    await expect(sceneImageFlow({ spec: sampleSpec({ width: 10 }), storyboard_title: 'x' })).rejects.toThrow(/width/);
    await expect(sceneImageFlow({ spec: sampleSpec(), storyboard_title: '' })).rejects.toThrow(/storyboard_title/);
  });
});

describe('nearestAspectRatio', () => {
  it('picks the supported ratio closest to the spec size', () => {
    expect(nearestAspectRatio(1024, 768)).toBe('4:3');
    expect(nearestAspectRatio(1920, 1080)).toBe('16:9');
    expect(nearestAspectRatio(512, 512)).toBe('1:1');
    expect(nearestAspectRatio(750, 1000)).toBe('3:4');
    expect(nearestAspectRatio(600, 1000)).toBe('9:16');
  });
});

describe('the scene picture prompt (Gemini path)', () => {
  const spec = sampleSpec({
    elements: [
      { id: 'desk', name: 'Reading desk', element_type: 'clickable_object', art: 'desk', visible: true },
      { id: 'box', name: 'Brass lockbox', element_type: 'combination_lock', art: 'lockbox', visible: true },
      { id: 'key', name: 'Silver key', element_type: 'key', art: 'key', visible: false, revealed_by: 'box' },
      { id: 'coin', name: 'Gold coin', element_type: 'key', art: 'gem', visible: true, collectible: true },
      { id: 'door', name: 'Archive door', element_type: 'door', art: 'exit_door', visible: true },
    ],
  });
  const prompt = sceneImagePrompt(spec, { storyboardTitle: 'The Whispering Archive' });
  const [toDraw, rest] = prompt.split('Do not draw');

  it('when a scene has furniture, a lock and a door then only those are listed to draw, plainly visible', () => {
    expect(toDraw).toContain('plainly visible');
    for (const name of ['Reading desk', 'Brass lockbox', 'Archive door']) expect(toDraw).toContain(name);
    expect(prompt).toContain('The Reading Room');
  });

  it('when a scene has collectible and hidden items then the model is told not to draw them', () => {
    expect(toDraw).not.toContain('Silver key');
    expect(toDraw).not.toContain('Gold coin');
    expect(rest).toContain('Silver key');
    expect(rest).toContain('Gold coin');
    expect(rest).toMatch(/No loose keys/);
  });

  it('when the elements are located then the ones not drawn are boxed where the play screen will show them', () => {
    const placing = elementPlacementPrompt(spec, 1024, 768);
    expect(placing).toMatch(/"key": Silver key \(key, not drawn: box the free spot right by the Brass lockbox/);
    expect(placing).toMatch(/"coin": Gold coin \(gem, not drawn: box a free spot/);
    expect(placing).toMatch(/"desk": Reading desk \(desk\)/);
    expect(modifyScenePrompt(spec, 'darker')).not.toContain('Gold coin');
  });
});
