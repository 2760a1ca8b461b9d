import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import {
  createRoom,
  createScenes,
  finalizeRoom,
  generateSceneImage,
  listRooms,
  normalizeImages,
  toggleRoomEnabled,
} from './useRooms';

const summary = (id: string, enabled = false) => ({
  id,
  title: 'T',
  description: 'D',
  difficulty: 'hard',
  theme: 'Heist',
  agent_id: 'a',
  enabled,
  published: enabled,
  owner_name: 'Ada Lovelace',
  created_at: '2026-11-23T09:00:00.000Z',
  scene_count: 2,
  cover_image_url: null,
  allow_remix: true,
  remix_of: null,
});
const storyboard = {
  title: 't',
  story_premise: 'p',
  backstory: 'b',
  scenes: [
    { title: 'One', description: 'first' },
    { title: 'Two', description: 'second' },
  ],
};

beforeEach(() => {
  installIdentity('tok');
});

describe('normalizeImages', () => {
  it('keeps URLs and data URLs, wraps raw base64 and byte objects, drops the rest', () => {
    const b64 = 'iVBORw0KGgoAAAANSUhEUgAAAAE=';
    expect(
      normalizeImages([
        '/api/v1/media/abc',
        'https://cdn.example.com/x.png',
        'data:image/jpeg;base64,/9j/4AAQ',
        b64,
        { base64: 'AAAA', mime_type: 'image/webp' },
        { base64: 'BBBB' },
        42,
        '',
        'not an image!',
        null,
      ]),
    ).toEqual([
      '/api/v1/media/abc',
      'https://cdn.example.com/x.png',
      'data:image/jpeg;base64,/9j/4AAQ',
      `data:image/png;base64,${b64}`,
      'data:image/webp;base64,AAAA',
      'data:image/png;base64,BBBB',
    ]);
    expect(normalizeImages(undefined)).toEqual([]);
  });
});

describe('room calls', () => {
  it('creates a room disabled, with the bearer token', async () => {
    const calls = installFetch({
      'POST /api/v1/escape_rooms': () => json({ status: 'success', puzzle: summary('r1'), storyboard }, 201),
    });
    const created = await createRoom({
      title: 'T',
      description: 'D',
      difficulty: 'hard',
      theme: 'Heist',
      agent_id: 'a',
    });
    expect(created.puzzle.id).toBe('r1');
    expect(created.writing).toBeUndefined();
    expect(calls[0].body).toEqual({
      title: 'T',
      description: 'D',
      difficulty: 'hard',
      theme: 'Heist',
      agent_id: 'a',
      enabled: false,
    });
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
  });

  it('prefers the server message when creating fails, else the catalogue text', async () => {
    installFetch({ 'POST /api/v1/escape_rooms': () => json({ message: 'Please select an AI agent' }, 400) });
    await expect(
      createRoom({ title: 'T', description: 'D', difficulty: 'easy', theme: 'x', agent_id: '' }),
    ).rejects.toThrow('Please select an AI agent');
    installFetch({ 'POST /api/v1/escape_rooms': () => json(null, 500) });
    await expect(
      createRoom({ title: 'T', description: 'D', difficulty: 'easy', theme: 'x', agent_id: 'a' }),
    ).rejects.toThrow('Failed to create escape room');
  });

  it('reports image failures as "Failed to generate scene images: {detail}"', async () => {
    installFetch({ 'POST /api/v1/escape_rooms/r1/generate_scene_image': () => json({ error: 'quota exceeded' }, 429) });
    await expect(generateSceneImage('r1', 'a room', 0)).rejects.toThrow(
      'Failed to generate scene images: quota exceeded',
    );
  });

  it('sends the scene description and index and returns usable images', async () => {
    const calls = installFetch({
      'POST /api/v1/escape_rooms/r1/generate_scene_image': () =>
        json({ status: 'success', images: ['/api/v1/media/m1'] }),
    });
    expect(await generateSceneImage('r1', 'the hall', 2)).toEqual({ urls: ['/api/v1/media/m1'] });
    expect(calls[0].body).toEqual({ scene_description: 'the hall', scene_index: 2 });
  });

  it('when the server says who painted and placed then the answer carries it', async () => {
    installFetch({
      'POST /api/v1/escape_rooms/r1/generate_scene_image': () =>
        json({
          status: 'success',
          images: ['/api/v1/media/m1'],
          painting: { engine: 'offline', notice: 'Gemini sent an empty image' },
          placement: { engine: 'offline' },
        }),
    });
    expect(await generateSceneImage('r1', 'the hall', 0)).toEqual({
      urls: ['/api/v1/media/m1'],
      painting: { engine: 'offline', notice: 'Gemini sent an empty image' },
      placement: { engine: 'offline' },
    });
  });

  it('sends the edited storyboard with create_scenes and returns the scenes in order with the design step', async () => {
    const calls = installFetch({
      'POST /api/v1/escape_rooms/r1/create_scenes': () =>
        json({
          status: 'success',
          scenes: [
            { id: 's2', scene_index: 1, title: 'Two', description: 'second' },
            { id: 's1', scene_index: 0, title: 'One', description: 'first' },
          ],
          design: { engine: 'gemini' },
        }),
    });
    const created = await createScenes('r1', storyboard);
    expect(calls[0].body).toEqual({ storyboard });
    expect(created.scenes.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(created.design).toEqual({ engine: 'gemini' });
    await createScenes('r1');
    expect(calls[1].body).toEqual({});
  });

  it('when create_scenes fails then the server message shows', async () => {
    installFetch({
      'POST /api/v1/escape_rooms/r1/create_scenes': () => json({ error: 'Generate a storyboard first' }, 400),
    });
    await expect(createScenes('r1', storyboard)).rejects.toThrow('Generate a storyboard first');
  });

  it('finalizes with the server message and solvability', async () => {
    installFetch({
      'POST /api/v1/escape_rooms/r1/finalize': () =>
        json({
          status: 'success',
          message: 'Escape room finalized and published!',
          solvability: { solvable: true, steps: 12 },
        }),
    });
    expect(await finalizeRoom('r1')).toEqual({
      message: 'Escape room finalized and published!',
      solvability: { solvable: true, steps: 12 },
    });
    installFetch({ 'POST /api/v1/escape_rooms/r1/finalize': () => json({}, 500) });
    await expect(finalizeRoom('r1')).rejects.toThrow('Failed to finalize escape room');
  });

  it('lists rooms and toggles one', async () => {
    installFetch({
      'GET /api/v1/escape_rooms?limit=50': () =>
        json({ status: 'success', escape_rooms: [summary('r1')], next_cursor: null }),
      'PATCH /api/v1/escape_rooms/r1/toggle_enabled': () =>
        json({ status: 'success', message: 'Escape room enabled', puzzle: summary('r1', true) }),
    });
    expect(await listRooms()).toEqual({ items: [summary('r1')], next_cursor: null, total: null });
    expect(await toggleRoomEnabled('r1')).toEqual({ enabled: true, message: 'Escape room enabled' });
  });

  it('when toggling fails then uses the server error field', async () => {
    installFetch({ 'PATCH /api/v1/escape_rooms/r1/toggle_enabled': () => json({ error: 'Room has no images' }, 422) });
    await expect(toggleRoomEnabled('r1')).rejects.toThrow('Room has no images');
  });
});
