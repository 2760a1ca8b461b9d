/**
 * Scene images at phone and desktop width (issue 13): `?w=` scales a published room's image down to
 * one of the listed widths, cached publicly like the full image; any other width is a 400 with a
 * message naming the widths, and a private image stays private at every width.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_IMAGE_WIDTHS } from '@core';
import { insertMedia, mediaUrl } from '../../functions/src/db/media-repo';
import { renderPng } from '../../functions/src/ai/offline/painter';
import { signUp, startApi, type Api } from './harness';
import { gemAdmin, gemRoom } from './gem-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

const painting = renderPng(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768" viewBox="0 0 1024 768">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2a6b"/><stop offset="1" stop-color="#b4477a"/></linearGradient></defs>
    <rect width="1024" height="768" fill="url(#g)"/><circle cx="512" cy="384" r="200" fill="#f5c16c"/><rect x="80" y="480" width="260" height="220" fill="#2b1d12"/>
  </svg>`,
  1024,
);
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

async function paintedImage(opts: { enabled?: boolean } = {}) {
  const { roomId } = await gemRoom({ gems: 1, ownerId: admin.id, agentId, ...opts });
  return insertMedia(roomId, 'image/png', painting);
}

const get = (url: string, token?: string) =>
  fetch(`${api.url}${url}`, {
    headers: { Accept: BROWSER_ACCEPT, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

beforeAll(async () => {
  api = await startApi();
  ({ admin, agentId } = await gemAdmin(api, 'sizes-admin', 'Sizy'));
});
afterAll(async () => {
  await api.close();
});

describe('scene images by width', () => {
  it('when a phone asks for a listed width then it gets a smaller WebP of that width, cached publicly for a year', async () => {
    const id = await paintedImage();
    const full = await get(mediaUrl(id));
    const phone = await get(`${mediaUrl(id)}?w=480`);
    expect([full.status, phone.status]).toEqual([200, 200]);
    expect(phone.headers.get('content-type')).toBe('image/webp');
    expect(phone.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(phone.headers.get('vary')).toMatch(/Accept/);
    const fullBytes = Buffer.from(await full.arrayBuffer());
    const phoneBytes = Buffer.from(await phone.arrayBuffer());
    expect((await sharp(phoneBytes).metadata()).width).toBe(480);
    expect(phoneBytes.length).toBeLessThan(fullBytes.length);
    expect(phoneBytes.length).toBeLessThan(40 * 1024); // issue 13: the phone's LCP image ≤ 40 KB
  });

  it('when the width asked for is wider than the image then the image is not enlarged', async () => {
    const id = await paintedImage();
    const res = await get(`${mediaUrl(id)}?w=${SCENE_IMAGE_WIDTHS.at(-1)}`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1024);
  });

  it('when the width is not one of the listed ones then the answer is 400 naming them', async () => {
    const id = await paintedImage();
    for (const w of ['500', '0', '-480', 'wide', '480.5', '']) {
      const res = await get(`${mediaUrl(id)}?w=${encodeURIComponent(w)}`);
      expect(res.status, `w=${w}`).toBe(400);
      expect(await res.text()).toContain(SCENE_IMAGE_WIDTHS.join(', '));
    }
  });

  it('when a room is disabled then its image stays hidden from players at every width and private to admins', async () => {
    const player = await signUp(api, 'sizes-player');
    const id = await paintedImage({ enabled: false });
    expect((await get(`${mediaUrl(id)}?w=480`)).status).toBe(404);
    expect((await get(`${mediaUrl(id)}?w=480`, player.token)).status).toBe(404);
    const res = await get(`${mediaUrl(id)}?w=480`, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
