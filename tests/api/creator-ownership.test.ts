/**
 * The creator role (issue 32): creators build and manage only their own rooms and agents, admins act on
 * all, and the role is read from the database on every request. Every route whose contract names what it
 * acts on (`owns`) is walked: another creator gets 403 and nothing is written; the owner's edits answer 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type RouteContract } from '@core';
import { getPool } from '../../functions/src/db/pool';
import { signUp, uniqueEmail, type Api } from './harness';
import { startInvitationApi, stopInvitationApi } from './invitation-setup';
import { examples, fixtureStoryboard, urlOf, type World } from './route-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;
let api: Api;
let admin: { token: string; email: string };
let creator: Account;
let otherCreator: Account;
let player: Account;
let agentId: string;
let roomId: string;

const as = (who: { token: string }, body?: unknown) => ({ token: who.token, body });
const room = (id: string, rest = '') => `/api/v1/escape_rooms/${id}${rest}`;

async function expectStatus(res: { status: number; body: unknown }, status: number) {
  expect(
    `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`.startsWith(`${status} `),
    JSON.stringify(res.body),
  ).toBe(true);
  return res;
}

/** Create, design and paint a room as `who`, each step answering as it does for its owner. */
async function draftRoom(who: Account, agent: string, seed: number): Promise<string> {
  const body = {
    title: `Owned ${seed}`,
    description: 'Mine.',
    difficulty: 'easy',
    theme: 'Mystery',
    agent_id: agent,
    seed,
  };
  const created = await expectStatus(await api.call('POST', '/api/v1/escape_rooms', as(who, body)), 201);
  const id = (created.body as { puzzle: { id: string } }).puzzle.id;
  const scenes = await expectStatus(await api.call('POST', room(id, '/create_scenes'), as(who)), 200);
  const first = (scenes.body as { scenes: { description: string; scene_index: number }[] }).scenes[0];
  const image = { scene_description: first.description, scene_index: first.scene_index };
  await expectStatus(await api.call('POST', room(id, '/generate_scene_image'), as(who, image)), 200);
  return id;
}

/** What an owner-checked route could change of a room, and the rooms and agents the other creator owns. */
async function fingerprint(id: string): Promise<string> {
  const { rows } = await getPool().query(
    `SELECT r.updated_at, r.package_rev, r.enabled, r.storyboard::text, r.design::text,
       (SELECT count(*) FROM room_edits e WHERE e.room_id = r.id) AS edits,
       (SELECT count(*) FROM media m WHERE m.room_id = r.id) AS media,
       (SELECT string_agg(coalesce(s.modified_media_id::text, '') || s.title, ',') FROM scenes s WHERE s.room_id = r.id) AS scenes,
       (SELECT count(*) FROM escape_rooms o WHERE o.owner_id = $2) AS their_rooms,
       (SELECT count(*) FROM agents a WHERE a.owner_id = $2) AS their_agents
     FROM escape_rooms r WHERE r.id = $1`,
    [id, otherCreator.id],
  );
  return JSON.stringify(rows[0]);
}

async function sceneImageId(id: string): Promise<string> {
  const { rows } = await getPool().query<{ id: string }>(
    'SELECT image_media_id AS id FROM scenes WHERE room_id = $1 AND scene_index = 0',
    [id],
  );
  return rows[0].id;
}

/** The matrix's example of a route, aimed at the creator's room or agent. */
function aimedAt(route: RouteContract, world: World): { url: string; body: unknown } {
  const example = examples(world)[route.name];
  const params = route.owns?.at[0] === 'params' ? { ...example.params, id: world.roomId } : example.params;
  const body =
    route.name === 'rooms.create'
      ? { title: 'T', description: 'D', difficulty: 'easy', theme: 'Mystery', agent_id: world.agentId }
      : example.body?.();
  return { url: urlOf(route, { ...example, params }), body };
}

beforeAll(async () => {
  ({ api, admin } = await startInvitationApi('owners-admin'));
  creator = await signUp(api, 'owner-creator', 'creator');
  otherCreator = await signUp(api, 'owner-other', 'creator');
  player = await signUp(api, 'owner-player');
  const agentBody = { name: 'Quill', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery' };
  const agent = await api.call('POST', '/api/v1/agents', as(creator, agentBody));
  expect(agent.status).toBe(201);
  agentId = agent.body.data.id;
  roomId = await draftRoom(creator, agentId, 4242);
});

afterAll(() => stopInvitationApi(api));

describe("a creator's own rooms", () => {
  it('when a creator builds a room with their own agent then it is theirs, and they publish, disable and enable it', async () => {
    const { rows } = await getPool().query('SELECT owner_id FROM escape_rooms WHERE id = $1', [roomId]);
    expect(rows[0].owner_id).toBe(creator.id);
    await expectStatus(await api.call('GET', room(roomId), as(creator)), 200);
    const published = await expectStatus(await api.call('POST', room(roomId, '/finalize'), as(creator)), 200);
    expect(published.body).toMatchObject({ solvability: { solvable: true } });
    const off = await expectStatus(await api.call('PATCH', room(roomId, '/toggle_enabled'), as(creator)), 200);
    const on = await expectStatus(await api.call('PATCH', room(roomId, '/toggle_enabled'), as(creator)), 200);
    expect([off.body, on.body]).toMatchObject([{ puzzle: { enabled: false } }, { puzzle: { enabled: true } }]);
  });

  it("when another creator calls every owner-checked route on the creator's room or agent then each is 403 and nothing is written", async () => {
    const world = { roomId, agentId, elementId: 'x', mediaId: await sceneImageId(roomId) } as World;
    const routes = API_ROUTES.filter((route) => route.owns);
    const answers: string[] = [];
    for (const route of routes) {
      const before = await fingerprint(roomId);
      const { url, body } = aimedAt(route, world);
      const res = await api.call(route.method, url, as(otherCreator, body));
      answers.push(`${route.name} ${res.status}${(await fingerprint(roomId)) === before ? '' : ' and wrote'}`);
    }
    expect(answers).toEqual(routes.map((route) => `${route.name} 403`));
    expect(answers.length).toBeGreaterThanOrEqual(18); // 16 on a room in the path, 2 in the body, rooms.create on an agent
  });

  it('when the owner calls each editing route on their own room then it answers 200', async () => {
    const view = await expectStatus(await api.call('GET', room(roomId, '/edit_scene/0'), as(creator)), 200);
    const element = (view.body as { elements: { id: string }[] }).elements[0].id;
    const move = await api.call('PUT', room(roomId, `/update_element/${element}`), as(creator, { x_position: 120 }));
    await expectStatus(move, 200);
    const lamp = { name: 'Brass Lamp', x_position: 100, y_position: 200 };
    const made = await expectStatus(
      await api.call('POST', room(roomId, '/scene/0/create_element'), as(creator, lamp)),
      200,
    );
    const lampId = (made.body as { element: { id: string } }).element.id;
    await expectStatus(await api.call('DELETE', room(roomId, `/delete_element/${lampId}`), as(creator)), 200);
    await expectStatus(await api.call('POST', room(roomId, '/undo_edit'), as(creator)), 200);
    await expectStatus(await api.call('POST', room(roomId, '/scene/0/regenerate_visualization'), as(creator)), 200);
    await expectStatus(await api.call('POST', room(roomId, '/scene/0/generate_grid_image'), as(creator)), 200);
    const dim = { modification_prompt: 'Dim the lights' };
    await expectStatus(await api.call('POST', room(roomId, '/scene/0/modify_scene'), as(creator, dim)), 200);
    await expectStatus(await api.call('GET', room(roomId, '/puzzle_graph'), as(creator)), 200);
    const ask = { prompt: 'Any ideas?' };
    await expectStatus(await api.call('POST', room(roomId, '/scene/0/assistant'), as(creator, ask)), 200);
    const check = { storyboard: fixtureStoryboard(), room_id: roomId };
    await expectStatus(await api.call('POST', '/api/v1/gemini/validate-escape-room', as(creator, check)), 200);
  });

  it("when an admin acts on a creator's room then it answers 200 and the admin sees its owner", async () => {
    const got = await expectStatus(await api.call('GET', room(roomId), as(admin)), 200);
    expect(got.body).toMatchObject({ puzzle: { owner_email: creator.email } });
    const view = await api.call('GET', room(roomId, '/edit_scene/0'), as(admin));
    const element = (view.body as { elements: { id: string }[] }).elements[0].id;
    const move = await api.call('PUT', room(roomId, `/update_element/${element}`), as(admin, { x_position: 140 }));
    await expectStatus(move, 200);
    await expectStatus(await api.call('PATCH', room(roomId, '/toggle_enabled'), as(admin)), 200);
    await expectStatus(await api.call('PATCH', room(roomId, '/toggle_enabled'), as(admin)), 200);
  });

  it("when a draft is a creator's then only they and admins list it; agents lists are each creator's own", async () => {
    const draft = await draftRoom(creator, agentId, 4343);
    const listed = async (who: { token: string }, query = '') => {
      const res = await expectStatus(await api.call('GET', `/api/v1/escape_rooms?limit=50${query}`, as(who)), 200);
      return (res.body as { escape_rooms: { id: string; owner_email?: string }[] }).escape_rooms;
    };
    expect((await listed(creator)).map((r) => r.id)).toContain(draft);
    expect((await listed(otherCreator)).map((r) => r.id)).not.toContain(draft);
    expect((await listed(player)).map((r) => r.id)).not.toContain(draft);
    expect((await listed(admin)).find((r) => r.id === draft)).toMatchObject({ owner_email: creator.email });
    expect((await listed(creator, '&mine=true')).map((r) => r.id).sort()).toEqual([draft, roomId].sort());
    expect(await listed(otherCreator, '&mine=true')).toEqual([]);
    const agents = async (who: { token: string }) =>
      ((await api.call('GET', '/api/v1/agents', as(who))).body.data as { id: string }[]).map((a) => a.id);
    expect(await agents(creator)).toEqual([agentId]);
    expect(await agents(otherCreator)).toEqual([]);
    expect(await agents(admin)).toContain(agentId);
  });
});

describe('the role, read on every request', () => {
  it('when an admin revokes the creator role then the next request is refused; granting it again restores access', async () => {
    const role = (value: string) => api.call('PUT', `/api/v1/users/${creator.id}/role`, as(admin, { role: value }));
    const demoted = await expectStatus(await role('user'), 200);
    expect(demoted.body).toMatchObject({ user: { role: 'user', admin: false } });
    await expectStatus(await api.call('GET', room(roomId), as(creator)), 403);
    await expectStatus(await api.call('GET', '/api/v1/agents', as(creator)), 403);
    const granted = await expectStatus(await role('creator'), 200);
    expect(granted.body).toMatchObject({ message: `${creator.email} is now a creator`, user: { role: 'creator' } });
    await expectStatus(await api.call('GET', room(roomId), as(creator)), 200);
  });

  it('when a creator tries to grant a role or a bad role is sent then it is refused and nothing changes', async () => {
    const res = await api.call('PUT', `/api/v1/users/${player.id}/role`, as(creator, { role: 'creator' }));
    await expectStatus(res, 403);
    await expectStatus(await api.call('PUT', `/api/v1/users/${player.id}/role`, as(admin, { role: 'owner' })), 400);
    const { rows } = await getPool().query('SELECT role FROM users WHERE id = $1', [player.id]);
    expect(rows[0].role).toBe('user');
  });

  it('when an admin invites someone as a creator then they register as a creator and may create', async () => {
    const email = uniqueEmail('invited-creator');
    const sent = await api.call(
      'POST',
      '/api/v1/admin/invitations',
      as(admin, { invitation: { email, role: 'creator' } }),
    );
    await expectStatus(sent, 201);
    expect(sent.body.invitation).toMatchObject({ email, role: 'creator' });
    const outbox = await api.call('GET', '/api/v1/admin/outbox', as(admin));
    const mail = outbox.body.messages.find((m: { to: string }) => m.to === email);
    expect(mail.text).toContain('You are invited as a creator');
    const user = {
      first_name: 'Cy',
      last_name: 'Maker',
      password: 'maker-pass-42',
      password_confirmation: 'maker-pass-42',
    };
    const token = sent.body.invitation.invitation_token;
    const accepted = await api.call('POST', '/api/v1/invitations/accept', { body: { token, user } });
    expect(accepted.body).toMatchObject({ success: true, user: { email, role: 'creator' } });
    const login = await api.call('POST', '/api/v1/login', { body: { user: { email, password: user.password } } });
    const bearer = (login.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    await expectStatus(await api.call('GET', '/api/v1/agents', { token: bearer }), 200);
    const plain = await api.call(
      'POST',
      '/api/v1/admin/invitations',
      as(admin, { invitation: { email: uniqueEmail('p') } }),
    );
    expect(plain.body.invitation.role).toBe('user');
  });
});
