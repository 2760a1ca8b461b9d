import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../http/api', async (original) => ({
  ...(await original<typeof import('../../http/api')>()),
  currentIdentity: async () => null,
}));

const { fetchImageBlob, httpRoomNetwork, IMAGE_ACCEPT, sceneImageSrc } = await import('./room-cache');

afterEach(() => vi.unstubAllGlobals());

describe('fetchImageBlob', () => {
  it('when a scene image is fetched then it asks for WebP as an <img> would, so the server can send the small rendition', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['webp']), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await fetchImageBlob('/api/v1/media/m1');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Accept).toBe(IMAGE_ACCEPT);
    expect(IMAGE_ACCEPT).toContain('image/webp');
  });

  it('when a phone or a desktop shows a scene then it asks for the listed width covering its device pixels', async () => {
    vi.stubGlobal('window', { innerWidth: 412, devicePixelRatio: 1.75 });
    expect(sceneImageSrc('/api/v1/media/m1')).toBe('/api/v1/media/m1?w=768');
    const fetch = vi.fn(async () => new Response(new Blob(['webp']), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await httpRoomNetwork.fetchImage('/api/v1/media/m1');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/media/m1?w=768');

    vi.stubGlobal('window', { innerWidth: 1920, devicePixelRatio: 1 });
    expect(sceneImageSrc('/api/v1/media/m1')).toBe('/api/v1/media/m1?w=1536'); // the frame is at most 1200 px
    vi.stubGlobal('window', { innerWidth: 360, devicePixelRatio: 1 });
    expect(sceneImageSrc('/api/v1/media/m1')).toBe('/api/v1/media/m1?w=480');
    expect(sceneImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
