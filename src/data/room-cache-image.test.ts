import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  currentIdentity: async () => null,
}));

const { fetchImageBlob, IMAGE_ACCEPT } = await import('./room-cache');

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
});
