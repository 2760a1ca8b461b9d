/**
 * A room's cover for the play page's first paint (issue 13): the start scene's image of a room anyone
 * may open, by the room's id, at a listed width, cached a few minutes by shared caches; 404 for a room
 * players may not open (unpublished or disabled) or that does not exist, 400 for a bad id or width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_IMAGE_WIDTHS } from '@core';
import { signUp, startApi, type Api } from './harness';
import { NIL, publishRoom } from './route-fixtures';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;
let roomId: string;
let startImageUrl: string;

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const get = (url: string) => fetch(`${api.url}${url}`, { headers: { Accept: BROWSER_ACCEPT } });
const coverUrl = (id: string, query = '') => `/api/v1/escape_rooms/${id}/cover${query}`;

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'cover-admin', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Covers', personality: 'Wise', setting: 'Space Station', theme: 'Sci-Fi', description: '' },
  });
  agentId = agent.body.data.id as string;
  roomId = await publishRoom(api, admin.token, agentId, 4242);
  const pkg = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: admin.token });
  const start = pkg.body.package.scenes.find((s: { id: string }) => s.id === pkg.body.package.start_scene_id);
  startImageUrl = start.image_url;
});
afterAll(async () => {
  await api.close();
});

describe("a room's cover", () => {
  it('when anyone asks for an open room cover at a phone width then it is the start scene image, cached 5 minutes', async () => {
    const cover = await get(coverUrl(roomId, '?w=768'));
    const scene = await get(`${startImageUrl}?w=768`);
    expect([cover.status, scene.status]).toEqual([200, 200]);
    expect(cover.headers.get('content-type')).toBe(scene.headers.get('content-type'));
    expect(cover.headers.get('cache-control')).toBe('public, max-age=300');
    expect(cover.headers.get('vary')).toMatch(/Accept/);
    expect(Buffer.from(await cover.arrayBuffer()).equals(Buffer.from(await scene.arrayBuffer()))).toBe(true);
  });

  it('when the room is disabled then there is no cover, as for its images', async () => {
    const hidden = await publishRoom(api, admin.token, agentId, 4243);
    expect((await get(coverUrl(hidden))).status).toBe(200);
    const toggled = await api.call('PATCH', `/api/v1/escape_rooms/${hidden}/toggle_enabled`, { token: admin.token });
    expect(toggled.status).toBe(200);
    const res = await get(coverUrl(hidden));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Image not found' });
  });

  it('when the room is not published or does not exist then the answer is 404', async () => {
    const draft = await api.call('POST', '/api/v1/escape_rooms', {
      token: admin.token,
      body: {
        title: 'Draft',
        description: 'Not yet.',
        difficulty: 'easy',
        theme: 'Sci-Fi',
        agent_id: agentId,
        seed: 5,
      },
    });
    expect(draft.status).toBe(201);
    expect((await get(coverUrl(draft.body.puzzle.id))).status).toBe(404);
    expect((await get(coverUrl(NIL))).status).toBe(404);
  });

  it('when the id or the width is malformed then the answer is 400 and says why', async () => {
    expect((await get(coverUrl('not-a-room'))).status).toBe(400);
    const res = await get(coverUrl(roomId, '?w=500'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(SCENE_IMAGE_WIDTHS.join(', '));
  });
});
