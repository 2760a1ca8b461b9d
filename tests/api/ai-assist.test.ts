/**
 * The wizard's AI assistance calls (rooms-and-play-spec §7) over HTTP, on the offline engine:
 * edit-storyboard, generate-scene, edit-scene-image and validate-escape-room answer admins in
 * the contract's shape, refuse plain users, and name the field of a bad body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAssistApi } from '@core';
import { signUp, startApi, type Api } from './harness';
import { fixtureStoryboard } from './route-fixtures';

let api: Api;
let admin: string;
let user: string;

beforeAll(async () => {
  api = await startApi();
  admin = (await signUp(api, 'assist-admin', 'admin')).token;
  user = (await signUp(api, 'assist-user')).token;
});

afterAll(async () => {
  await api.close();
});

const post = (path: string, token: string, body: unknown) =>
  api.call('POST', `/api/v1/gemini/${path}`, { token, body });

describe('edit-storyboard', () => {
  it('when an admin asks for a darker backstory then the backstory is rewritten darker and the rest stays', async () => {
    const storyboard = fixtureStoryboard();
    const res = await post('edit-storyboard', admin, { prompt: 'Make it darker', storyboard, field: 'backstory' });

    expect(res.status).toBe(200);
    const body = aiAssistApi.editStoryboard.response.parse(res.body);
    expect(body).toMatchObject({ success: true, engine: 'offline', scene: null });
    expect(body.content).not.toBe(storyboard.backstory);
    expect(body.content.startsWith('Master Hollis vanished')).toBe(true);
    expect(body.storyboard).toEqual({ ...storyboard, backstory: body.content });
    expect(body.summary).toMatch(/darker/);
  });

  it('when an admin rewrites scene 1 then the scene comes back in scene and in the storyboard', async () => {
    const storyboard = fixtureStoryboard();
    const res = await post('edit-storyboard', admin, {
      prompt: 'add a cuckoo clock that never strikes',
      storyboard,
      field: 'scene',
      scene_index: 1,
    });

    expect(res.status).toBe(200);
    expect(res.body.scene.title).toBe('The Workshop');
    expect(res.body.scene.description).toContain('a cuckoo clock that never strikes');
    expect(res.body.storyboard.scenes[1]).toEqual(res.body.scene);
    expect(res.body.storyboard.scenes[0]).toEqual(storyboard.scenes[0]);
  });

  it('when scene_index is out of range or the field unknown then 400 names the field', async () => {
    const storyboard = fixtureStoryboard();
    const outOfRange = await post('edit-storyboard', admin, {
      prompt: 'x',
      storyboard,
      field: 'scene',
      scene_index: 5,
    });
    expect(outOfRange.status).toBe(400);
    expect(JSON.stringify(outOfRange.body)).toMatch(/scene_index/);
    const unknown = await post('edit-storyboard', admin, { prompt: 'x', storyboard, field: 'ending' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toMatch(/field must be one of/);
  });

  it('when the sentence is nothing the offline writer can do then 422 says what it can do', async () => {
    const res = await post('edit-storyboard', admin, {
      prompt: 'Sing me a song',
      storyboard: fixtureStoryboard(),
      field: 'backstory',
    });
    expect(res.status).toBe(422);
    expect(res.body.error ?? res.body.message ?? JSON.stringify(res.body)).toMatch(/darker or funnier/);
  });

  it('when a plain user calls it then 403', async () => {
    const res = await post('edit-storyboard', user, {
      prompt: 'Darker',
      storyboard: fixtureStoryboard(),
      field: 'title',
    });
    expect(res.status).toBe(403);
  });
});

describe('generate-scene', () => {
  it('when an admin asks for a new scene then it is a new title in the storyboard’s world', async () => {
    const storyboard = fixtureStoryboard();
    const res = await post('generate-scene', admin, { storyboard_context: storyboard, prompt: '' });

    expect(res.status).toBe(200);
    const body = aiAssistApi.generateScene.response.parse(res.body);
    expect(body.engine).toBe('offline');
    expect(storyboard.scenes.map((s) => s.title)).not.toContain(body.scene.title);
    expect(body.scene.description.length).toBeGreaterThan(40);
  });

  it('when the prompt names a place then the scene is that place', async () => {
    const res = await post('generate-scene', admin, {
      storyboard_context: fixtureStoryboard(),
      prompt: 'a flooded cellar with a rusted pump',
    });
    expect(res.status).toBe(200);
    expect(res.body.scene.title).toBe('The Flooded Cellar');
    expect(res.body.scene.description).toMatch(/flooded cellar/);
    expect(res.body.scene.description).toMatch(/rusted pump/);
  });

  it('when the storyboard has no scenes or already eight then 400 names storyboard_context', async () => {
    const none = await post('generate-scene', admin, { storyboard_context: { ...fixtureStoryboard(), scenes: [] } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toMatch(/storyboard_context/);
    const scenes = Array.from({ length: 8 }, (_, i) => ({ title: `Room ${i}`, description: 'A room.' }));
    const full = await post('generate-scene', admin, { storyboard_context: { ...fixtureStoryboard(), scenes } });
    expect(full.status).toBe(400);
    expect(JSON.stringify(full.body)).toMatch(/storyboard_context\.scenes/);
  });

  it('when a plain user calls it then 403', async () => {
    const res = await post('generate-scene', user, { storyboard_context: fixtureStoryboard() });
    expect(res.status).toBe(403);
  });
});
