import { describe, expect, it } from 'vitest';
import { decodeImage, decodeImages, imageSize, sniffImageMime, toDataUrl } from './image-data';
import { solidPng } from './testing/gemini-mock-server';

const png = solidPng(8, 6);
const b64 = png.toString('base64');
// A minimal JPEG header: SOI, an APP0 segment, then SOF0 with height 30 and width 40.
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x1e, 0x00, 0x28, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
  0x01, 0xff, 0xd9,
]);

describe('decodeImage', () => {
  it('when given a data URL then it returns the PNG bytes', () => {
    const image = decodeImage(`data:image/png;base64,${b64}`);
    expect(image?.mime).toBe('image/png');
    expect(image?.bytes.equals(png)).toBe(true);
  });

  it('when given raw base64 then it is treated as an image and sniffed', () => {
    expect(decodeImage(b64)?.bytes.equals(png)).toBe(true);
    expect(decodeImage(`  ${b64.slice(0, 20)}\n${b64.slice(20)} `)?.mime).toBe('image/png');
  });

  it('when given objects with base64 and an optional mime type then it decodes them', () => {
    expect(decodeImage({ base64: b64 })?.mime).toBe('image/png');
    expect(decodeImage({ base64: b64, mimeType: 'image/png' })?.bytes.length).toBe(png.length);
    expect(decodeImage({ inlineData: { mimeType: 'image/png', data: b64 } })?.mime).toBe('image/png');
    expect(decodeImage({ media: { url: `data:image/png;base64,${b64}`, contentType: 'image/png' } })?.mime).toBe(
      'image/png',
    );
  });

  it('when the label disagrees with the bytes then the bytes decide', () => {
    expect(decodeImage({ base64: jpeg.toString('base64'), mimeType: 'image/png' })?.mime).toBe('image/jpeg');
    expect(decodeImage(`data:image/png;base64,${jpeg.toString('base64')}`)?.mime).toBe('image/jpeg');
  });

  it('when the input is unusable then it returns null', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'not base64 at all!',
      'aGVsbG8gd29ybGQ=',
      'data:image/png;base64,',
      'data:text/plain,hello',
      { base64: 'aGVsbG8gd29ybGQgdGhpcyBpcyB0ZXh0IG5vdCBhbiBpbWFnZQ==' },
      { mimeType: 'image/png' },
      [b64],
      'https://example.com/a.png',
    ]) {
      expect(decodeImage(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('when decoding a list then the unusable entries are dropped', () => {
    expect(decodeImages([b64, 'garbage', { base64: b64 }, null])).toHaveLength(2);
  });
});

describe('imageSize and toDataUrl', () => {
  it('reads the PNG and JPEG header sizes', () => {
    expect(imageSize({ bytes: png, mime: 'image/png' })).toEqual({ width: 8, height: 6 });
    expect(sniffImageMime(jpeg)).toBe('image/jpeg');
    expect(imageSize({ bytes: jpeg, mime: 'image/jpeg' })).toEqual({ width: 40, height: 30 });
  });

  it('round-trips through a data URL', () => {
    const url = toDataUrl({ bytes: png, mime: 'image/png' });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(decodeImage(url)?.bytes.equals(png)).toBe(true);
  });
});
