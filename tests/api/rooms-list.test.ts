/** The room list: pages with a cursor, and players see the creator's name, never their email. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let player: Awaited<ReturnType<typeof signUp>>;
let agentId: string;

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'list-admin', 'admin');
  player = await signUp(api, 'list-player');
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Pager', personality: 'Friendly', setting: 'Haunted Mansion', theme: 'Horror' },
  });
  agentId = agent.body.data.id;
});

afterAll(async () => {
  await api.close();
});

describe('listing rooms', () => {
  it('when an admin pages through the rooms then every room comes once, newest first', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await api.call('POST', '/api/v1/escape_rooms', {
        token: admin.token,
        body: { title: `Page ${i}`, description: 'Paged', difficulty: 'easy', theme: 'Horror', agent_id: agentId },
      });
      expect(res.status).toBe(201);
      created.push(res.body.puzzle.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const res = await api.call('GET', `/api/v1/escape_rooms${query}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.escape_rooms.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.escape_rooms.map((r: { id: string }) => r.id));
      cursor = res.body.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => created.includes(id))).toEqual([...created].reverse());
  });

  it('when the page size or cursor is bad then it answers 400 naming it', async () => {
    const big = await api.call('GET', '/api/v1/escape_rooms?limit=101', { token: admin.token });
    expect(big.status).toBe(400);
    expect(big.body.errors.join(' ')).toContain('limit');
    const forged = await api.call('GET', `/api/v1/escape_rooms?cursor=${'ab'.repeat(20)}`, { token: admin.token });
    expect(forged.status).toBe(400);
    expect(forged.body.errors.join(' ')).toContain('cursor');
  });

  it('when a player lists rooms then they see the creator’s display name and no email', async () => {
    const roomId = await publishRoom(api, admin.token, agentId, 31);
    const res = await api.call('GET', '/api/v1/escape_rooms?limit=100', { token: player.token });
    const room = res.body.escape_rooms.find((r: { id: string }) => r.id === roomId);
    expect(room.owner_name).toBe('A studio creator');
    expect(room).not.toHaveProperty('owner_email');
    expect(JSON.stringify(res.body)).not.toContain(admin.email);
    const asAdmin = await api.call('GET', '/api/v1/escape_rooms?limit=100', { token: admin.token });
    expect(asAdmin.body.escape_rooms.find((r: { id: string }) => r.id === roomId).owner_email).toBe(admin.email);
  });
});
