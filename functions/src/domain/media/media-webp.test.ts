import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPng } from '../../ai/offline/painter';
import { acceptsWebp, servedRendition, webpRendition } from './media-webp';

/** A painted-looking PNG: gradients and shapes, as the offline painter draws scenes. */
const scenePngSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2a6b"/><stop offset="1" stop-color="#b4477a"/></linearGradient></defs>
    <rect width="480" height="360" fill="url(#g)"/><circle cx="240" cy="180" r="90" fill="#f5c16c"/><rect x="40" y="220" width="120" height="100" fill="#2b1d12"/>
  </svg>`;
const scenePng = renderPng(scenePngSvg, 480);
const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

describe('scene images as WebP', () => {
  it('when a browser image request names WebP then it is accepted; plain API clients are not', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
  });

  it('when a PNG scene is asked for then a smaller WebP comes back, made once', async () => {
    const first = await webpRendition('scene-a', { mime: 'image/png', bytes: scenePng });
    expect(first.mime).toBe('image/webp');
    expect(isWebp(first.bytes)).toBe(true);
    expect(first.bytes.length).toBeLessThan(scenePng.length / 4);
    const again = await webpRendition('scene-a', { mime: 'image/png', bytes: scenePng });
    expect(again.bytes).toBe(first.bytes);
  });

  it('when the stored image is already WebP, or does not decode, then it is served as stored', async () => {
    const webp = { mime: 'image/webp', bytes: Buffer.from('RIFF0000WEBPVP8 ') };
    expect(await webpRendition('scene-b', webp)).toBe(webp);
    const broken = { mime: 'image/png', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') };
    expect(await webpRendition('scene-c', broken)).toBe(broken);
  });

  it('when a width is asked for then the image is scaled down to it, as WebP or in its stored type, and never up', async () => {
    const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
    const full = await servedRendition('scene-d', { mime: 'image/png', bytes: scenePng }, { webp: true });
    const phone = await servedRendition('scene-d', { mime: 'image/png', bytes: scenePng }, { webp: true, width: 480 });
    expect(full.mime).toBe('image/webp');
    expect(await widthOf(full.bytes)).toBe(480); // the fixture is 480 wide: nothing to scale down
    expect(phone.bytes).toBe(full.bytes);

    const wide = renderPng(scenePngSvg.replace(/480/g, '1024'), 1024);
    const small = await servedRendition('scene-e', { mime: 'image/png', bytes: wide }, { webp: true, width: 480 });
    expect(small.mime).toBe('image/webp');
    expect(await widthOf(small.bytes)).toBe(480);
    const largeWebp = await servedRendition('scene-e', { mime: 'image/png', bytes: wide }, { webp: true });
    expect(small.bytes.length).toBeLessThan(largeWebp.bytes.length);
    const png = await servedRendition('scene-e', { mime: 'image/png', bytes: wide }, { webp: false, width: 480 });
    expect(png.mime).toBe('image/png');
    expect(await widthOf(png.bytes)).toBe(480);
  });

  it('when the same rendition is asked for twice at once then it is made once', async () => {
    const wide = renderPng(scenePngSvg.replace(/480/g, '768'), 768);
    const [a, b] = await Promise.all(
      [1, 2].map(() => servedRendition('scene-f', { mime: 'image/png', bytes: wide }, { webp: true, width: 480 })),
    );
    expect(a.bytes).toBe(b.bytes);
  });
});
