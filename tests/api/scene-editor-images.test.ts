/**
 * The scene editor's pictures and AI help (rooms-and-play-spec §2 Scene editor, §7): the
 * visualization and grid images are real PNGs, a modified scene gets a new image players see
 * (the original stays), prompts are logged cut to 100 characters, and the assistant and the
 * grid's suggestions answer in the contract's shape.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { aiAssistApi, editorApi } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { SUPERSEDED_OVERLAY_LIMITS } from '../../functions/src/domain/editor/scene-editor-images';
import { startApi, type Api } from './harness';
import { designOf, editorWorld, publishedRoom, type EditorWorld } from './scene-editor-world';

let api: Api;
let world: EditorWorld;
let roomId: string;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const admin = () => ({ token: world.admin.token });
const scenePath = (suffix: string) => `/api/v1/escape_rooms/${roomId}/scene/0/${suffix}`;

async function image(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${api.url}${url}`, { headers: { Authorization: `Bearer ${world.admin.token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function expectPng(url: string): Promise<Buffer> {
  const res = await image(url);
  expect([res.status, res.type]).toEqual([200, 'image/png']);
  expect(res.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
  return res.bytes;
}

beforeAll(async () => {
  api = await startApi();
  world = await editorWorld(api, 'pictures');
  roomId = await publishedRoom(api, world, 9201);
});

afterAll(async () => {
  await api.close();
});

describe('the editor pictures', () => {
  it('when the visualization is regenerated then a PNG is stored, the previous one stays a while, then goes', async () => {
    const first = await api.call('POST', scenePath('regenerate_visualization'), admin());
    expect(first.status).toBe(200);
    const { visualization_image_url: url } = editorApi.regenerateVisualization.response.parse(first.body);
    await expectPng(url);
    const second = await api.call('POST', scenePath('regenerate_visualization'), admin());
    await expectPng(second.body.visualization_image_url);
    await expectPng(url); // an answer given moments ago may still point at it
    await getPool().query(
      `UPDATE superseded_overlays SET superseded_at = superseded_at - make_interval(secs => $2) WHERE room_id = $1`,
      [roomId, SUPERSEDED_OVERLAY_LIMITS.graceSeconds + 1],
    );
    const third = await api.call('POST', scenePath('regenerate_visualization'), admin());
    expect((await image(url)).status).toBe(404);
    await expectPng(second.body.visualization_image_url); // just replaced by the third
    await expectPng(third.body.visualization_image_url);
    const view = await api.call('GET', `/api/v1/escape_rooms/${roomId}/edit_scene/0`, admin());
    expect(view.body.scene).toMatchObject({
      has_visualization: true,
      visualization_image_url: third.body.visualization_image_url,
    });
  });

  it('when a scene is redrawn many times then only the newest few replaced pictures are kept', async () => {
    const urls: string[] = [];
    for (let i = 0; i < SUPERSEDED_OVERLAY_LIMITS.keep + 2; i += 1) {
      urls.push((await api.call('POST', scenePath('generate_grid_image'), admin())).body.grid_image_url as string);
    }
    const { rows } = await getPool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM superseded_overlays WHERE room_id = $1 AND kind = 'grid'`,
      [roomId],
    );
    expect(rows[0].n).toBe(SUPERSEDED_OVERLAY_LIMITS.keep);
    expect((await image(urls[0])).status).toBe(404);
    await expectPng(urls[1]);
    await expectPng(urls[urls.length - 1]);
  });

  it('when an element is moved with regenerate_visualization then the answer carries the new visualization', async () => {
    const id = (await designOf(roomId)).scenes[0].elements[0].id;
    const res = await api.call('PUT', `/api/v1/escape_rooms/${roomId}/update_element/${id}`, {
      ...admin(),
      body: { x_position: 200, y_position: 300, regenerate_visualization: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated_visualization_url).toMatch(/^\/api\/v1\/media\//);
    await expectPng(res.body.updated_visualization_url);
  });

  it('issue 33 item 2: when three moves with regenerate_visualization arrive at once then every URL answered is a PNG', async () => {
    const id = (await designOf(roomId)).scenes[0].elements[0].id;
    const move = (x: number) =>
      api.call('PUT', `/api/v1/escape_rooms/${roomId}/update_element/${id}`, {
        ...admin(),
        body: { x_position: x, y_position: 300, regenerate_visualization: true },
      });
    const answers = await Promise.all([move(100), move(140), move(180)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const urls = answers.map((a) => a.body.updated_visualization_url as string);
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) {
      const res = await image(url);
      expect([url, res.status, res.type]).toEqual([url, 200, 'image/png']);
    }
  });

  it('when the grid image is generated then grid_image and grid_image_url are the same PNG', async () => {
    const res = await api.call('POST', scenePath('generate_grid_image'), admin());
    expect(res.status).toBe(200);
    const body = editorApi.gridImage.response.parse(res.body);
    expect(body.grid_image).toBe(body.grid_image_url);
    await expectPng(body.grid_image_url);
  });

  it('when the scene is modified then players see a new, different image, the original stays, and undo restores it', async () => {
    const before = await api.call('GET', `/api/v1/escape_rooms/${roomId}/edit_scene/0`, admin());
    const original = before.body.scene.original_image_url as string;
    const prompt = `Make the lighting a deep red glow ${'and add more candles '.repeat(12)}`;
    const write = vi.spyOn(logger, 'write');
    const res = await api.call('POST', scenePath('modify_scene'), {
      ...admin(),
      body: { modification_prompt: prompt },
    });
    const logged = write.mock.calls
      .map(([entry]) => String(entry.message))
      .find((line) => line.includes('modify_scene'));
    write.mockRestore();
    expect(res.status).toBe(200);
    const body = editorApi.modifyScene.response.parse(res.body);
    expect(body.new_image_url).toBe(body.modified_image);
    expect(body.verdict.solvable).toBe(true);
    const modifiedBytes = await expectPng(body.new_image_url);
    expect(modifiedBytes.equals((await image(original)).bytes)).toBe(false);
    expect(logged).toContain(`modification_prompt="${prompt.slice(0, 99)}…"`); // 100 characters in all
    expect(logged).not.toContain(prompt.slice(0, 100));

    const after = await api.call('GET', `/api/v1/escape_rooms/${roomId}/edit_scene/0`, admin());
    expect(after.body.scene).toMatchObject({
      original_image_url: original,
      modified_image_url: body.new_image_url,
      modification_prompt: prompt.trim(),
    });
    const pkg = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: world.player.token });
    expect(pkg.body.package.scenes.find((s: { order_index: number }) => s.order_index === 0).image_url).toBe(
      body.new_image_url,
    );

    expect((await api.call('POST', `/api/v1/escape_rooms/${roomId}/undo_edit`, admin())).status).toBe(200);
    const undone = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: world.player.token });
    expect(undone.body.package.scenes.find((s: { order_index: number }) => s.order_index === 0).image_url).toBe(
      original,
    );
  });
});

describe('the modified scene description', () => {
  const modify = (prompt: string) =>
    api.call('POST', scenePath('modify_scene'), { ...admin(), body: { modification_prompt: prompt } });
  const playerDescription = async () => {
    const pkg = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: world.player.token });
    return pkg.body.package.scenes.find((s: { order_index: number }) => s.order_index === 0).description as string;
  };

  it('issue 33 item 9: when the scene is modified twice then players read what it is now, and undo restores the first', async () => {
    const view = await api.call('GET', `/api/v1/escape_rooms/${roomId}/edit_scene/0`, admin());
    const base = view.body.scene.description as string;

    const first = await modify('Make it candle-lit, with warmer colours and a red light');
    const second = await modify('Make it night with cold moonlight, colder colours and a blue light, and add a rug');

    expect([first.status, second.status]).toEqual([200, 200]);
    const now = await playerDescription();
    expect(now).toBe(second.body.description);
    expect(now.startsWith(base)).toBe(true);
    const change = now.slice(base.length).toLowerCase();
    for (const word of [/\bnight\b/, /\bmoonlight\b/, /\bblue\b/, /\brug\b/]) expect(change).toMatch(word);
    for (const word of [/\bcandles?\b/, /\bwarm(?:er)?\b/, /\bred\b/, /been added/]) expect(change).not.toMatch(word);
    expect((await api.call('POST', `/api/v1/escape_rooms/${roomId}/undo_edit`, admin())).status).toBe(200);
    expect(await playerDescription()).toBe(first.body.description);
    const foggy = await modify('make it foggy');
    expect(foggy.body.description.slice(base.length)).toMatch(
      /^ Fog hangs in the room, and everything glows in warm tones\./,
    );
  });
});

describe('the editor AI help', () => {
  it('when the assistant is asked then content and response are the same answer', async () => {
    const res = await api.call('POST', scenePath('assistant'), {
      ...admin(),
      body: { prompt: 'Where is the key?', messages: [] },
    });
    expect(res.status).toBe(200);
    const body = editorApi.assistant.response.parse(res.body);
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.response).toBe(body.content);
  });

  it('when suggestions are asked for a grid tile then they have the contract shape', async () => {
    const res = await api.call('POST', '/api/v1/gemini/suggest-puzzle-elements', {
      ...admin(),
      body: { scene_data: { title: 'Hall', description: 'A dusty hall' }, grid_position: { x: 3, y: 12 } },
    });
    expect(res.status).toBe(200);
    expect(aiAssistApi.suggestElements.response.parse(res.body).suggestions.length).toBeGreaterThan(0);
  });
});
