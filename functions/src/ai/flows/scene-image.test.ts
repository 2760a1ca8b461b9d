import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, imageSize } from '../image-data';
import { restoreAi, sampleSpec, useOfflineAi } from '../testing/offline-fixtures';
import { nearestAspectRatio, sceneImageFlow } from './scene-image';

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
