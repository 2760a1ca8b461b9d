/**
 * The wizard's AI assistance calls (rooms-and-play-spec §7) over HTTP, on the offline engine:
 * edit-storyboard, generate-scene, edit-scene-image and validate-escape-room answer admins in
 * the contract's shape, refuse plain users, and name the field of a bad body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAssistApi } from '@core';
import { signUp, startApi, type Api } from './harness';
import type { Placement } from '../../functions/src/model/room-design';
import { getPool } from '../../functions/src/db/pool';
import { fixtureStoryboard } from './route-fixtures';
import { designOf, draftRoom, editorWorld, publishedRoom, type EditorWorld } from './scene-editor-world';

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
    expect(res.body.error ?? res.body.message ?? JSON.stringify(res.body)).toMatch(/darker, funnier or more tense/);
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

describe('edit-scene-image', () => {
  let world: EditorWorld;
  beforeAll(async () => {
    world = await editorWorld(api, 'assist-image');
  });

  const sceneRow = async (roomId: string) =>
    (
      await getPool().query<{
        image_media_id: string;
        placements: Placement[];
        description: string;
        image_width: number;
      }>(
        'SELECT image_media_id, placements, description, image_width FROM scenes WHERE room_id = $1 AND scene_index = 0',
        [roomId],
      )
    ).rows[0];

  it('when an admin changes the picture of an unpublished room then it becomes the scene’s picture, placed again', async () => {
    const roomId = await draftRoom(api, world, 9301);
    const before = await sceneRow(roomId);
    const res = await post('edit-scene-image', world.admin.token, {
      prompt: 'Make it night',
      image_url: `/api/v1/media/${before.image_media_id}`,
      scene_data: { room_id: roomId, scene_index: 0 },
    });

    expect(res.status).toBe(200);
    const body = aiAssistApi.editSceneImage.response.parse(res.body);
    expect(body.engine).toBe('offline');
    const after = await sceneRow(roomId);
    expect(body.image_url).toBe(`/api/v1/media/${after.image_media_id}`);
    expect(after.image_media_id).not.toBe(before.image_media_id);
    expect(body.description).toBe(after.description);
    expect(body.description).toMatch(/night/);
    const picture = await fetch(`${api.url}${body.image_url}`, {
      headers: { Authorization: `Bearer ${world.admin.token}` },
    });
    expect(picture.status).toBe(200);
    const old = await fetch(`${api.url}/api/v1/media/${before.image_media_id}`, {
      headers: { Authorization: `Bearer ${world.admin.token}` },
    });
    expect(old.status).toBe(404);
    // Every element of the scene is placed inside the new picture, and the room still proves solvable.
    const ids = (await designOf(roomId)).scenes[0].elements.map((e) => e.id).sort();
    expect(after.placements.map((p) => p.element_id).sort()).toEqual(ids);
    for (const p of after.placements) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(after.image_width);
    }
    const validated = await post('validate-escape-room', world.admin.token, {
      storyboard: fixtureStoryboard(),
      room_id: roomId,
    });
    expect(validated.body).toMatchObject({ solvable: true, checked: 'room' });
    const finalized = await api.call('POST', `/api/v1/escape_rooms/${roomId}/finalize`, { token: world.admin.token });
    expect(finalized.status).toBe(200);
  });

  it('when image_url is not the scene’s current picture then 409 says so', async () => {
    const roomId = await draftRoom(api, world, 9302);
    const res = await post('edit-scene-image', world.admin.token, {
      prompt: 'Make it night',
      image_url: '/api/v1/media/00000000-0000-4000-8000-000000000000',
      scene_data: { room_id: roomId, scene_index: 0 },
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toMatch(/image_url is not the current picture of scene 1/);
  });

  it('when the sentence is nothing the painter can change then 422, and the picture stays', async () => {
    const roomId = await draftRoom(api, world, 9303);
    const before = await sceneRow(roomId);
    const res = await post('edit-scene-image', world.admin.token, {
      prompt: 'Tell me a joke',
      image_url: `/api/v1/media/${before.image_media_id}`,
      scene_data: { room_id: roomId, scene_index: 0 },
    });
    expect(res.status).toBe(422);
    expect((await sceneRow(roomId)).image_media_id).toBe(before.image_media_id);
  });

  it('when the room is published then 409 points to the scene editor', async () => {
    const roomId = await publishedRoom(api, world, 9304);
    const before = await sceneRow(roomId);
    const res = await post('edit-scene-image', world.admin.token, {
      prompt: 'Make it night',
      image_url: `/api/v1/media/${before.image_media_id}`,
      scene_data: { room_id: roomId, scene_index: 0 },
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toMatch(/scene editor/);
  });

  it('when the body is bad or the caller a plain user then 400 naming the field, or 403', async () => {
    const bad = await post('edit-scene-image', world.admin.token, {
      prompt: 'Make it night',
      image_url: '/api/v1/media/x',
      scene_data: { room_id: 'not-a-room', scene_index: 0 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/scene_data\.room_id/);
    const plain = await post('edit-scene-image', user, {
      prompt: 'Make it night',
      image_url: '/api/v1/media/x',
      scene_data: { room_id: '00000000-0000-4000-8000-000000000000', scene_index: 0 },
    });
    expect(plain.status).toBe(403);
  });
});

describe('validate-escape-room', () => {
  it('when an admin validates a storyboard then the checker proves a design for it solvable, with a critique', async () => {
    const res = await post('validate-escape-room', admin, { storyboard: fixtureStoryboard() });

    expect(res.status).toBe(200);
    const body = aiAssistApi.validateRoom.response.parse(res.body);
    expect(body).toMatchObject({ solvable: true, reason: null, checked: 'storyboard', engine: 'offline', depth: 2 });
    expect(body.steps).toBeGreaterThan(2);
    expect(body.states_explored).toBeGreaterThan(body.steps);
    expect(body.critique.pacing).toMatch(/steps over 2 scenes/);
    expect(body.critique.fairness).toMatch(/^Fair/);
    // The design is made with a seed derived from the storyboard: the same storyboard, the same verdict.
    expect((await post('validate-escape-room', admin, { storyboard: fixtureStoryboard() })).body).toEqual(res.body);
  });

  it('when the storyboard has five scenes then the design for it passes through all five', async () => {
    const scenes = ['Shop Floor', 'Workshop', 'Vault', 'Attic', 'Roof'].map((title) => ({
      title: `The ${title}`,
      description: `The ${title.toLowerCase()} of the clock shop, full of gears.`,
    }));
    const res = await post('validate-escape-room', admin, { storyboard: { ...fixtureStoryboard(), scenes } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ solvable: true, depth: 5, checked: 'storyboard' });
    expect(res.body.critique.pacing).toMatch(/over 5 scenes .* suits an expert room/);
  });

  it('when the room’s design is broken then the verdict names why and the critique says it is not fair', async () => {
    const world = await editorWorld(api, 'assist-validate');
    const roomId = await draftRoom(api, world, 9311);
    const design = await designOf(roomId);
    const lockId = Object.keys(design.solutions)[0];
    delete design.solutions[lockId];
    await getPool().query('UPDATE escape_rooms SET design = $2 WHERE id = $1', [roomId, JSON.stringify(design)]);

    const res = await post('validate-escape-room', world.admin.token, {
      storyboard: fixtureStoryboard(),
      room_id: roomId,
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ solvable: false, checked: 'room', steps: 0, depth: 0 });
    expect(res.body.reason).toMatch(/has no code/);
    expect(res.body.critique.fairness).toMatch(/^Not yet fair/);
    expect(res.body.critique.scores.fairness).toBeLessThan(4);
  });

  it('when room_id names no room then 404; a plain user gets 403', async () => {
    const missing = await post('validate-escape-room', admin, {
      storyboard: fixtureStoryboard(),
      room_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect((await post('validate-escape-room', user, { storyboard: fixtureStoryboard() })).status).toBe(403);
  });
});
