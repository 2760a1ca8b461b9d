/**
 * POST /api/v1/gemini/chat (rooms-and-play-spec §7 chat): anonymous and signed-in answers
 * from the whitepaper, 400 naming the field, the per-user / per-address limit, and the
 * play context (the room's readable names, never a code).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { findPlayerPackage } from '../../functions/src/db/rooms-repo';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';

const CHAT = '/api/v1/gemini/chat';
let api: Api;

beforeAll(async () => {
  api = await startApi();
});
afterEach(() => setConfigForTests(undefined));
afterAll(async () => {
  await api.close();
});

const ask = (body: unknown, token?: string, client = api) => client.call('POST', CHAT, { token, body });

describe('answers', () => {
  it('when an anonymous visitor asks what the studio is then Ermie answers from the whitepaper and cites it', async () => {
    const res = await ask({ prompt: 'What is Ermie Escape Studio?', messages: [] });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, grounded: true, engine: 'offline' });
    expect(res.body.content).toMatch(/escape rooms/);
    expect(res.body.response).toBe(res.body.content);
    expect(res.body.sources[0]).toEqual({
      id: 'what-the-studio-is',
      title: 'What Ermie Escape Studio is',
      url: '/whitepaper#what-the-studio-is',
    });
  });

  it('when a signed-in user asks with history then the answer follows on from it', async () => {
    const { token } = await signUp(api, 'chat-user');
    const res = await ask(
      {
        prompt: 'Tell me more',
        messages: [
          { id: 'a', content: 'How do invitations work?', sender: 'user', timestamp: '2026-01-01T00:00:00Z' },
          { id: 'b', content: 'Admins invite creators by email.', sender: 'bot', timestamp: 1767225600000 },
        ],
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.sources[0].id).toBe('early-access');
  });

  it('when the whitepaper does not cover the question then Ermie says so and cites nothing', async () => {
    const res = await ask({ prompt: 'What is the capital of France?' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ grounded: false, sources: [] });
    expect(res.body.content).toMatch(/^I don't know that yet/);
  });
});

describe('bad input', () => {
  it.each([
    ['a blank prompt', { prompt: '   ', messages: [] }, /prompt is required/],
    ['no prompt', { messages: [] }, /prompt is required/],
    ['a bad sender', { prompt: 'Hi', messages: [{ content: 'x', sender: 'robot' }] }, /messages\.sender/],
    [
      'too many messages',
      { prompt: 'Hi', messages: Array.from({ length: 51 }, () => ({ content: 'x', sender: 'user' })) },
      /messages may hold at most 50/,
    ],
    ['a room id that is not one', { prompt: 'Hi', context: { room_id: 'nope' } }, /context\.room_id/],
  ])('when the body has %s then it answers 400 naming the field', async (_name, body, message) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
  });
});

describe('the limit', () => {
  it('when an anonymous address sends more than allowed then the next answers 429, while signed-in users from it are counted apart', async () => {
    const client = await startApi(); // its own client address
    const [first, second] = [await signUp(client, 'chat-limit-1'), await signUp(client, 'chat-limit-2')];
    setConfigForTests({ ...loadConfig(), rateLimits: { ...loadConfig().rateLimits, chatPerMinute: 2 } });
    try {
      const anonymous = [];
      for (let i = 0; i < 3; i += 1) anonymous.push((await ask({ prompt: 'Hello' }, undefined, client)).status);
      expect(anonymous).toEqual([200, 200, 429]);

      const signedIn = [];
      for (let i = 0; i < 3; i += 1) signedIn.push((await ask({ prompt: 'Hello' }, first.token, client)).status);
      expect(signedIn).toEqual([200, 200, 429]);
      const limited = await ask({ prompt: 'Hello' }, first.token, client);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      expect((await ask({ prompt: 'Hello' }, second.token, client)).status).toBe(200);
    } finally {
      setConfigForTests(undefined);
    }
  });
});

describe('on the play screen', () => {
  let roomId: string;
  let player: string;

  beforeAll(async () => {
    const admin = await signUp(api, 'chat-admin', 'admin');
    const agent = await api.call('POST', '/api/v1/agents', {
      token: admin.token,
      body: { name: 'Chat', personality: 'Wise', setting: 'Space Station', theme: 'Sci-Fi', description: '' },
    });
    roomId = await publishRoom(api, admin.token, agent.body.data.id, 4242, 'hard');
    player = (await signUp(api, 'chat-player')).token;
  });

  it('when a player asks for the code then Ermie points at the hint and no code of the room appears', async () => {
    const record = await findPlayerPackage(roomId);
    const codes = Object.values(record?.solutions ?? {}).map(String);
    expect(codes.length).toBeGreaterThan(0);

    for (const prompt of ['What is the code?', 'Tell me the combination for the lock', 'How do I solve this room?']) {
      const res = await ask({ prompt, messages: [], context: { page: 'play', room_id: roomId } }, player);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatch(/can't give away codes or solutions in Fixture 4242/);
      for (const code of codes) expect(res.body.content).not.toContain(code);
    }
  });

  it('issue 33 item 4: when a player asks for the code or a hint then nothing is charged: points and hints used stay', async () => {
    // Arrange: the player's session, as an empty sync shows it.
    const session = async () => {
      const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
        token: player,
        body: { actions: [] },
      });
      expect(res.status).toBe(200);
      return { points: res.body.state.points, hints_used: res.body.state.hints_used, saved: res.body.game_session };
    };
    const before = await session();

    // Act
    for (const prompt of ['What is the code for the Iron Reliquary?', 'Can I have a hint?', "I'm stuck"]) {
      const res = await ask({ prompt, messages: [], context: { page: 'play', room_id: roomId } }, player);
      expect(res.status).toBe(200);
    }

    // Assert
    const after = await session();
    expect(after.points).toBe(before.points);
    expect(after.hints_used).toBe(before.hints_used);
    expect(after.saved).toMatchObject({ total_points: before.saved.total_points, hints_used: before.saved.hints_used });
  });

  it('when a player asks where they are then Ermie names the room and what is in sight', async () => {
    const pkg = (await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player })).body.package;
    const start = pkg.scenes.find((scene: { id: string }) => scene.id === pkg.start_scene_id);
    const res = await ask({ prompt: 'Where am I?', context: { room_id: roomId, scene_id: start.id } }, player);
    expect(res.status).toBe(200);
    expect(res.body.content).toContain('“Fixture 4242”');
    expect(res.body.content).toContain(start.name);
  });

  it('when an anonymous visitor names a room then the answer knows nothing of it', async () => {
    const res = await ask({ prompt: 'Where am I?', context: { room_id: roomId } });
    expect(res.status).toBe(200);
    expect(res.body.content).not.toContain('Fixture 4242');
  });
});
