/**
 * A small world for the contract-driven tests (permission matrix, fuzzing): an admin, two
 * players, two creators, the first creator's agent and published room with its image, and for every route of
 * core/src/contracts/api/routes.ts a request that a permitted caller may send, with the status it gets.
 */
import { ADVENTURE_VIBES, API_ROUTES, routePath, type RouteContract } from '@core';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { signUp, startApi, uniqueEmail, type Api } from './harness';

export const NIL = '00000000-0000-4000-8000-000000000000';
export type Role = 'anonymous' | 'user' | 'otherUser' | 'creator' | 'otherCreator' | 'admin';
/** `creator` owns the world's room and agent; `otherCreator` is another creator, who may not touch them. */
export const ROLES: Role[] = ['anonymous', 'user', 'otherUser', 'creator', 'otherCreator', 'admin'];

export interface World {
  tokens: Record<Role, string | null>;
  credentials: { email: string; password: string };
  roomId: string;
  elementId: string;
  mediaId: string;
  agentId: string;
}

/** A complete early-access application (a fresh email unless given). */
export const application = (fields: { email?: string; full_name?: string } = {}) => ({
  eoi_response: {
    adventure_vibe: [...ADVENTURE_VIBES],
    escape_energy: 5,
    escape_motivation: 'adrenaline rush',
    escape_resume: 'First timer',
    sidekick_choice: 'comic relief',
    first_move: 'start touching everything',
    ownership_interest: 'Nah, I just want to play and vibe',
    escape_room_changes: ['players vote on new themes'],
    puzzle_rewards: ['people love and rate it'],
    play_rewards: ['tokens to use or trade'],
    token_usage: ['trade for other rewards'],
    full_name: fields.full_name ?? 'Route Tester',
    email: fields.email ?? uniqueEmail('route'),
    how_did_you_hear_about_us: 'Discord',
  },
});

const registration = {
  first_name: 'A',
  last_name: 'B',
  password: 'password-123',
  password_confirmation: 'password-123',
};

/** Publishes a small room with the offline engine, as an admin would through the wizard. */
export async function publishRoom(
  api: Api,
  adminToken: string,
  agentId: string,
  seed: number,
  difficulty = 'easy',
): Promise<string> {
  const created = await api.call('POST', '/api/v1/escape_rooms', {
    token: adminToken,
    body: {
      title: `Fixture ${seed}`,
      description: 'A room for tests.',
      difficulty,
      theme: 'Sci-Fi',
      agent_id: agentId,
      seed,
    },
  });
  if (created.status !== 201) throw new Error(`room: ${created.status} ${JSON.stringify(created.body)}`);
  const roomId = created.body.puzzle.id as string;
  const scenes = await api.call('POST', `/api/v1/escape_rooms/${roomId}/create_scenes`, { token: adminToken });
  const first = scenes.body.scenes[0];
  await api.call('POST', `/api/v1/escape_rooms/${roomId}/generate_scene_image`, {
    token: adminToken,
    body: { scene_description: first.description, scene_index: first.scene_index },
  });
  const finalized = await api.call('POST', `/api/v1/escape_rooms/${roomId}/finalize`, { token: adminToken });
  if (finalized.status !== 200) throw new Error(`finalize: ${finalized.status} ${JSON.stringify(finalized.body)}`);
  return roomId;
}

export async function buildWorld(api: Api): Promise<World> {
  const admin = await signUp(api, 'world-admin', 'admin');
  const user = await signUp(api, 'world-user');
  const otherUser = await signUp(api, 'world-other');
  const creator = await signUp(api, 'world-creator', 'creator');
  const otherCreator = await signUp(api, 'world-creator2', 'creator');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: creator.token,
    body: { name: 'Fixture', personality: 'Wise', setting: 'Space Station', theme: 'Sci-Fi', description: '' },
  });
  const agentId = agent.body.data.id as string;
  const roomId = await publishRoom(api, creator.token, agentId, 777);
  const pkg = (await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: user.token })).body.package;
  const scene = pkg.scenes.find((s: { id: string }) => s.id === pkg.start_scene_id);
  return {
    tokens: {
      anonymous: null,
      user: user.token,
      otherUser: otherUser.token,
      creator: creator.token,
      otherCreator: otherCreator.token,
      admin: admin.token,
    },
    credentials: { email: user.email, password: user.password },
    roomId,
    elementId: scene.elements[0].id,
    mediaId: String(scene.image_url).split('/').pop()!,
    agentId,
  };
}

/** A storyboard as the wizard holds it (the AI assistance calls take it in their bodies). */
export const fixtureStoryboard = () => ({
  title: 'The Clockmaker’s Vault',
  story_premise: 'You are an apprentice locked in the shop at midnight.',
  backstory: 'Master Hollis vanished, leaving the date 1888 engraved on every clock. The shop has been silent since.',
  scenes: [
    { title: 'The Shop Floor', description: 'Ticking clocks, a brass lockbox and a ledger on the counter.' },
    { title: 'The Workshop', description: 'Gears everywhere, a locked cabinet and a glowing lamp.' },
  ],
});

export interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: () => unknown;
  /** Status for a caller the route admits (the access check is separate). */
  status: number;
}

/** One permitted request per route, by contract name. Logout comes last in any run (it revokes). */
export function examples(world: World): Record<string, Example> {
  const room = { id: world.roomId };
  return {
    health: { status: 200 },
    'auth.login': { body: () => ({ user: world.credentials }), status: 200 },
    'auth.signup': {
      body: () => ({
        user: { email: uniqueEmail('su'), password: 'pass-word-1', password_confirmation: 'pass-word-1' },
      }),
      status: 200,
    },
    'auth.logout': { status: 200 },
    'auth.currentUser': { status: 200 },
    'users.profile': { status: 200 },
    'users.list': { query: { limit: '5' }, status: 200 },
    'users.promote': { params: { id: NIL }, status: 404 },
    'users.demote': { params: { id: NIL }, status: 404 },
    'users.setRole': { params: { id: NIL }, body: () => ({ role: 'creator' }), status: 404 },
    'users.remove': { params: { id: NIL }, status: 404 },
    'agents.list': { status: 200 },
    'agents.create': {
      body: () => ({
        agent: { name: 'Echo', personality: 'Mysterious', setting: 'Ancient Library', theme: 'Mystery' },
      }),
      status: 201,
    },
    'rooms.list': { status: 200 },
    'rooms.create': {
      body: () => ({ title: 'T', description: 'D', difficulty: 'easy', theme: 'Mystery', agent_id: NIL }),
      status: 400,
    },
    'rooms.get': { params: room, status: 200 },
    'rooms.createScenes': { params: room, status: 409 },
    'rooms.generateSceneImage': {
      params: room,
      body: () => ({ scene_description: 'A hall', scene_index: 0 }),
      status: 409,
    },
    'rooms.finalize': { params: room, status: 409 },
    'rooms.toggleEnabled': { params: { id: NIL }, status: 404 },
    // The owner's switch, set to what it already is (the world's room stays remixable).
    'rooms.settings': { params: room, body: () => ({ allow_remix: true }), status: 200 },
    'play.package': { params: room, status: 200 },
    'play.offlinePackage': { params: room, status: 200 },
    'play.session': { params: room, status: 200 },
    'play.restart': { params: room, status: 200 },
    'play.interact': { params: { ...room, elementId: world.elementId }, body: () => ({}), status: 200 },
    'play.sync': { params: room, body: () => ({ actions: [] }), status: 200 },
    'media.get': { params: { id: world.mediaId }, status: 200 },
    'media.roomCover': { params: room, status: 200 },
    // The editor's reads run on the published room; its edits on an unknown room (404), so the world stays as built.
    'editor.scene': { params: { ...room, sceneIndex: '0' }, status: 200 },
    'editor.updateElement': { params: { id: NIL, elementId: 'lamp-1' }, body: () => ({ x_position: 10 }), status: 404 },
    'editor.createElement': {
      params: { id: NIL, sceneIndex: '0' },
      body: () => ({ name: 'Lamp', x_position: 10, y_position: 20 }),
      status: 404,
    },
    'editor.deleteElement': { params: { id: NIL, elementId: 'lamp-1' }, status: 404 },
    'editor.undo': { params: { id: NIL }, status: 404 },
    'editor.regenerateVisualization': { params: { id: NIL, sceneIndex: '0' }, status: 404 },
    'editor.gridImage': { params: { id: NIL, sceneIndex: '0' }, status: 404 },
    'editor.modifyScene': {
      params: { id: NIL, sceneIndex: '0' },
      body: () => ({ modification_prompt: 'Dim the lights' }),
      status: 404,
    },
    'editor.graph': { params: room, status: 200 },
    'editor.assistant': { params: { id: NIL, sceneIndex: '0' }, body: () => ({ prompt: 'Any ideas?' }), status: 404 },
    'ai.chat': { body: () => ({ prompt: 'What is the studio?', messages: [] }), status: 200 },
    'ai.suggestElements': {
      body: () => ({ scene_data: { title: 'The Shop Floor', elements: [] }, grid_position: { x: 3, y: 4 } }),
      status: 200,
    },
    'ai.editStoryboard': {
      body: () => ({ prompt: 'Make it darker', storyboard: fixtureStoryboard(), field: 'backstory' }),
      status: 200,
    },
    'ai.generateScene': { body: () => ({ storyboard_context: fixtureStoryboard(), prompt: '' }), status: 200 },
    // The world's room is published: its picture changes in the scene editor, not here.
    'ai.editSceneImage': {
      body: () => ({
        prompt: 'Make it night',
        image_url: `/api/v1/media/${world.mediaId}`,
        scene_data: { room_id: world.roomId, scene_index: 0 },
      }),
      status: 409,
    },
    'ai.validateRoom': { body: () => ({ storyboard: fixtureStoryboard(), room_id: world.roomId }), status: 200 },
    'eoi.submit': { body: () => application(), status: 201 },
    'eoi.list': { status: 200 },
    'invitations.list': { status: 200 },
    'invitations.create': { body: () => ({ invitation: { email: uniqueEmail('inv') } }), status: 201 },
    'invitations.bulk': {
      body: () => ({ invitation: { emails: `${uniqueEmail('b1')}\n${uniqueEmail('b2')}` } }),
      status: 200,
    },
    'invitations.cancel': { params: { id: NIL }, status: 404 },
    'invitations.resend': { params: { id: NIL }, status: 404 },
    'invitations.outbox': { status: 200 },
    'invitations.verify': { body: () => ({ token: 'unknown-token' }), status: 404 },
    'invitations.accept': { body: () => ({ token: 'unknown-token', user: registration }), status: 404 },
    // The community routes (issue 31). The world's players have not escaped its room, so a rating is refused.
    'community.browse': { query: { sort: 'new', limit: '5' }, status: 200 },
    'community.roomPage': { params: room, status: 200 },
    'community.rate': { params: room, body: () => ({ stars: 4, review: 'Lovely' }), status: 403 },
    'community.reviewVisibility': {
      params: { id: NIL },
      body: () => ({ hidden: true, reason: 'Spoilers' }),
      status: 404,
    },
    'community.leaderboard': { params: room, status: 200 },
    'community.xpBoard': { query: { period: 'all' }, status: 200 },
    'community.myXp': { status: 200 },
    'community.shareImage': { params: room, status: 200 },
    // A remix of an unknown room (remixes of the world's room would add rooms to it): tests/api/remix.test.ts.
    'community.remix': { params: { id: NIL }, status: 404 },
    // Creator analytics (issue 32): the world's room has no run of 5 players, so every list is empty.
    'analytics.room': { params: room, status: 200 },
  };
}

export function urlOf(route: RouteContract, example: Pick<Example, 'params' | 'query'>): string {
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  return `${routePath(route, example.params ?? {})}${query}`;
}

/** Whether the example names the world's room or agent where the route checks its owner (`creator` owns both). */
export function namesCreatorsThing(route: RouteContract, example: Example, world: World): boolean {
  if (!route.owns) return false;
  const [part, ...path] = route.owns.at;
  let value: unknown = part === 'params' ? example.params : example.body?.();
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value === (route.owns.kind === 'room' ? world.roomId : world.agentId);
}

/**
 * What a role gets from a route whose permitted answer is `permitted`; `othersThing`: the example names
 * a room or agent of `creator`, which `otherCreator` may not act on.
 */
export function expectedStatus(route: RouteContract, role: Role, permitted: number, othersThing = false): number {
  if (route.access === 'public' || route.access === 'optional') return permitted;
  if (role === 'anonymous') return 401;
  if (route.access === 'admin' && role !== 'admin') return 403;
  if (route.access === 'creator' && (role === 'user' || role === 'otherUser')) return 403;
  if (route.access === 'creator' && role === 'otherCreator' && othersThing) return 403;
  return permitted;
}

export const routesInOrder = (): RouteContract[] => [
  ...API_ROUTES.filter((r) => r.name !== 'auth.logout'),
  ...API_ROUTES.filter((r) => r.name === 'auth.logout'),
];

/**
 * For a test file that calls every route: before its tests, the API (with rate limits high enough
 * for one request per route and role) and the world its examples use; after them, the API closed.
 */
export function routeWorldForFile(): { readonly api: Api; readonly world: World } {
  const held = {} as { api: Api; world: World };
  beforeAll(async () => {
    setConfigForTests({
      ...loadConfig(),
      rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
    });
    held.api = await startApi();
    held.world = await buildWorld(held.api);
  });
  afterAll(async () => {
    await held.api.close();
    setConfigForTests(undefined);
  });
  return held;
}
