/**
 * The creation answers say who did each step, and create_scenes designs the storyboard as the
 * creator left it (issue 10). No Gemini key here: every step is the offline engine's, with no
 * notice, and the painter's own layout places the elements (never labelled as AI vision).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'creation-steps', 'admin');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Quill', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery' },
  });
  agentId = agent.body.data.id;
});

afterAll(async () => {
  await api.close();
});

async function newRoom(title: string) {
  const created = await api.call('POST', '/api/v1/escape_rooms', {
    token: admin.token,
    body: {
      title,
      description: 'A library that locks at dusk.',
      difficulty: 'easy',
      theme: 'Mystery',
      agent_id: agentId,
    },
  });
  expect(created.status).toBe(201);
  return created.body as { puzzle: { id: string }; storyboard: any; writing: unknown };
}

const storedStoryboard = async (id: string) =>
  (await api.call('GET', `/api/v1/escape_rooms/${id}`, { token: admin.token })).body.storyboard;

describe('creation step info and the edited storyboard', () => {
  it('when the offline engine creates a room then every answer says so, without a notice, and placements are the painter layout', async () => {
    const created = await newRoom('Dusk Library');
    expect(created.writing).toEqual({ engine: 'offline' });
    const id = created.puzzle.id;

    const scenes = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, { token: admin.token });
    expect(scenes.status).toBe(200);
    expect(scenes.body.design).toEqual({ engine: 'offline' });
    const image = await api.call('POST', `/api/v1/escape_rooms/${id}/generate_scene_image`, {
      token: admin.token,
      body: { scene_description: scenes.body.scenes[0].description, scene_index: 0 },
    });

    expect(image.status).toBe(200);
    expect(image.body).toMatchObject({ painting: { engine: 'offline' }, placement: { engine: 'offline' } });
    expect(image.body.painting.notice).toBeUndefined();
    const { rows } = await getPool().query<{ positioning_method: string; placements: Array<{ confidence: number }> }>(
      'SELECT positioning_method, placements FROM scenes WHERE room_id = $1 AND scene_index = 0',
      [id],
    );
    expect(rows[0].positioning_method).toBe('offline_painter_layout');
    expect(rows[0].placements.length).toBeGreaterThan(0);
  });

  it('when create_scenes carries the storyboard as the creator left it then that storyboard is stored and designed', async () => {
    const created = await newRoom('Edited Library');
    const id = created.puzzle.id;
    const edited = {
      ...created.storyboard,
      title: 'The Librarian’s Last Riddle',
      scenes: [
        { ...created.storyboard.scenes[0], title: 'The Whispering Stacks' },
        ...created.storyboard.scenes.slice(1),
        { title: 'The Bell Tower', description: 'A rope hangs from a silent bell above a locked trapdoor.' },
      ],
    };

    const scenes = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, {
      token: admin.token,
      body: { storyboard: edited },
    });

    expect(scenes.status).toBe(200);
    expect(scenes.body.scenes.map((s: { title: string }) => s.title)).toEqual(edited.scenes.map((s: any) => s.title));
    expect(await storedStoryboard(id)).toEqual(edited);
  });

  it('when the storyboard in create_scenes is malformed then it is refused naming the field and nothing is written', async () => {
    const created = await newRoom('Broken Library');
    const id = created.puzzle.id;
    const broken = { ...created.storyboard, scenes: [{ title: 'Only one', description: 'too few scenes' }] };

    const res = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, {
      token: admin.token,
      body: { storyboard: broken },
    });

    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/storyboard\.scenes/);
    expect(await storedStoryboard(id)).toEqual(created.storyboard);
    const { rows } = await getPool().query('SELECT 1 FROM scenes WHERE room_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('when the room is published then an edited storyboard is refused and the stored one stays', async () => {
    const created = await newRoom('Published Library');
    const id = created.puzzle.id;
    const scenes = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, { token: admin.token });
    await api.call('POST', `/api/v1/escape_rooms/${id}/generate_scene_image`, {
      token: admin.token,
      body: { scene_description: scenes.body.scenes[0].description, scene_index: 0 },
    });
    expect((await api.call('POST', `/api/v1/escape_rooms/${id}/finalize`, { token: admin.token })).status).toBe(200);

    const res = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, {
      token: admin.token,
      body: { storyboard: { ...created.storyboard, title: 'Too late' } },
    });

    expect(res.status).toBe(409);
    expect((await storedStoryboard(id)).title).toBe(created.storyboard.title);
  });
});

describe('the logs of create_scenes and generate_scene_image (rooms §7)', () => {
  it('when the steps run then their outcomes are logged with counts and ids, the description cut to 100 characters', async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    try {
      const id = (await newRoom('Logged Library')).puzzle.id;
      const scenes = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, { token: admin.token });
      expect(scenes.status).toBe(200);
      const description = `A reading room at dusk, ${'lanterns and ledgers everywhere, '.repeat(10)}`.slice(0, 300);
      expect(description).toHaveLength(300);
      const image = await api.call('POST', `/api/v1/escape_rooms/${id}/generate_scene_image`, {
        token: admin.token,
        body: { scene_description: description, scene_index: 0 },
      });
      expect(image.status).toBe(200);
      const missing = await api.call('POST', `/api/v1/escape_rooms/${id}/generate_scene_image`, {
        token: admin.token,
        body: { scene_description: description, scene_index: 20 },
      });
      expect(missing.status).toBe(400);

      const lines = write.mock.calls.map(([entry]) => String(entry.message));
      const created = lines.find((line) => line.startsWith(`[rooms] create_scenes succeeded room="${id}"`));
      expect(created).toMatch(new RegExp(`scenes=${scenes.body.scenes.length} elements=\\d+ design="offline"$`));
      const cut = `${description.replace(/\s+/g, ' ').trim().slice(0, 99)}…`;
      expect(lines).toContain(
        `[rooms] generate_scene_image succeeded room="${id}" scene_index=0 description="${cut}" image="${image.body.images[0]}" ` +
          `placed=${(await placements(id)).length} painting="offline" placement="offline"`,
      );
      const failed = lines.find((line) =>
        line.startsWith(`[rooms] generate_scene_image failed room="${id}" scene_index=20`),
      );
      expect(failed).toBe(
        `[rooms] generate_scene_image failed room="${id}" scene_index=20 description="${cut}" status=400: ${missing.body.message}`,
      );
      expect(lines.join('\n')).not.toContain(description.trim());
    } finally {
      write.mockRestore();
    }
  });
});

const placements = async (roomId: string) =>
  (
    await getPool().query<{ placements: unknown[] }>(
      'SELECT placements FROM scenes WHERE room_id = $1 AND scene_index = 0',
      [roomId],
    )
  ).rows[0].placements;
