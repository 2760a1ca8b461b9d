/**
 * Issue 31 item 6: share links that preview. `/r/{short id}` answers a link-preview crawler with
 * Open Graph and Twitter card tags and sends a person to the room's page; the preview image is a
 * 1200×630 PNG; a room that is not public gets no preview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sharePath } from '@core';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let roomId: string;
let hiddenId: string;

const get = (path: string, userAgent: string) =>
  fetch(`${api.url}${path}`, { headers: { 'User-Agent': userAgent }, redirect: 'manual' });

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'share-admin', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Iris', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery', description: '' },
  });
  roomId = await publishRoom(api, admin.token, agent.body.data.id, 6161, 'easy');
  hiddenId = await publishRoom(api, admin.token, agent.body.data.id, 6162, 'easy');
  await api.call('PATCH', `/api/v1/escape_rooms/${hiddenId}/toggle_enabled`, { token: admin.token });
});

afterAll(async () => {
  await api.close();
});

describe('share links', () => {
  it('when Twitterbot opens a share link then it gets the title, premise and a 1200×630 PNG preview', async () => {
    const res = await get(sharePath(roomId), 'Twitterbot/1.0');
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(html).toContain('<meta property="og:title" content="Fixture 6161">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta property="og:description" content="[^"]{10,}">/);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)![1];
    expect(image).toMatch(new RegExp(`/api/v1/escape_rooms/${roomId}/share_image$`));

    const png = await get(new URL(image).pathname, 'Twitterbot/1.0');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('when a person opens a share link then they are sent to the room page', async () => {
    const res = await get(sharePath(roomId), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/escape-rooms/${roomId}`);
  });

  it('when the room is not public, unknown or the link is broken then there is no preview', async () => {
    const answers = await Promise.all([
      get(sharePath(hiddenId), 'facebookexternalhit/1.1'),
      get(sharePath(randomUUID()), 'facebookexternalhit/1.1'),
      get('/r/not-a-link', 'Slackbot-LinkExpanding 1.0'),
      get(`/api/v1/escape_rooms/${hiddenId}/share_image`, 'Twitterbot/1.0'),
    ]);

    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    for (const res of answers) expect(await res.text()).not.toContain('og:title');
  });
});
