import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { deleteUser, changeRole } from '../../functions/src/domain/accounts/accounts';
import { findUserById } from '../../functions/src/db/users-repo';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const count = async (sql: string, params: unknown[]) => (await getPool().query<{ n: number }>(sql, params)).rows[0].n;

/** Gives a user an agent, a room with a scene and an image, and their game session in it, straight in the database. */
async function furnish(userId: string) {
  const db = getPool();
  const [agent, room, media] = [randomUUID(), randomUUID(), randomUUID()];
  await db.query(
    `INSERT INTO agents (id, owner_id, name, personality, setting, theme) VALUES ($1, $2, 'Ermie', 'Wise', 'Ancient Library', 'Mystery')`,
    [agent, userId],
  );
  await db.query(
    `INSERT INTO escape_rooms (id, owner_id, agent_id, title, description, difficulty, theme, seed, brief) VALUES ($1, $2, $3, 'Vault', 'd', 'easy', 'Mystery', 1, '{}')`,
    [room, userId, agent],
  );
  await db.query(`INSERT INTO media (id, room_id, mime, bytes) VALUES ($1, $2, 'image/png', '\\x00')`, [media, room]);
  await db.query(
    `INSERT INTO scenes (id, room_id, scene_index, title, description, image_media_id) VALUES ('s1', $1, 0, 'Hall', 'd', $2)`,
    [room, media],
  );
  const session = await playSession(userId, room);
  return { room, session };
}

async function playSession(userId: string, room: string): Promise<string> {
  const id = randomUUID();
  await getPool().query(
    `INSERT INTO game_sessions (id, user_id, room_id, package_version, state, current_scene_id) VALUES ($1, $2, $3, 'v1', '{}', 's1')`,
    [id, userId, room],
  );
  return id;
}

describe('deleting a user', () => {
  it('when an admin deletes a user then their rooms and agents move to that admin, their play history stays, and their account is gone', async () => {
    const admin = await signUp(api, 'deleter', 'admin');
    const victim = await signUp(api, 'victim');
    const { room, session } = await furnish(victim.id);
    const users = await api.call('GET', '/api/v1/users', { token: admin.token });
    expect(users.body.users.find((u: { id: string }) => u.id === victim.id)).toMatchObject({
      agents_count: 1,
      puzzles_count: 1,
      game_sessions_count: 1,
    });

    const res = await api.call('DELETE', `/api/v1/users/${victim.id}`, { token: admin.token });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'User deleted' });
    expect(await count('SELECT count(*)::int AS n FROM users WHERE id = $1', [victim.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM agents WHERE owner_id = $1', [admin.id])).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM escape_rooms WHERE id = $1 AND owner_id = $2', [room, admin.id]),
    ).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM scenes WHERE room_id = $1', [room])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM media WHERE room_id = $1', [room])).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM game_sessions WHERE id = $1 AND user_id IS NULL', [session]),
    ).toBe(1);
    await expect(getAuth().getUserByEmail(victim.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await api.call('GET', '/api/v1/users/profile', { token: victim.token })).status).toBe(401);
    expect((await api.call('DELETE', `/api/v1/users/${victim.id}`, { token: admin.token })).status).toBe(404);
    const after = await api.call('GET', '/api/v1/users?limit=100', { token: admin.token });
    expect(after.body.users.find((u: { id: string }) => u.id === admin.id)).toMatchObject({
      agents_count: 1,
      puzzles_count: 1,
      game_sessions_count: 0,
    });
  });

  it('when an admin whose room two players played is deleted then the room is owned by the deleting admin and both sessions are intact', async () => {
    const deleter = await signUp(api, 'deleter3', 'admin');
    const author = await signUp(api, 'author', 'admin');
    const [p1, p2] = [await signUp(api, 'player-1'), await signUp(api, 'player-2')];
    const { room } = await furnish(author.id);
    const s1 = await playSession(p1.id, room);
    const s2 = await playSession(p2.id, room);

    const res = await api.call('DELETE', `/api/v1/users/${author.id}`, { token: deleter.token });

    expect(res.status).toBe(200);
    expect(
      await count('SELECT count(*)::int AS n FROM escape_rooms WHERE id = $1 AND owner_id = $2', [room, deleter.id]),
    ).toBe(1);
    const { rows } = await getPool().query('SELECT id, user_id FROM game_sessions WHERE room_id = $1 ORDER BY id', [
      room,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: s1, user_id: p1.id },
        { id: s2, user_id: p2.id },
      ]),
    );
    expect(rows).toHaveLength(3); // the two players' and the author's own, kept as a former member's
    const list = await api.call('GET', '/api/v1/users?limit=100', { token: deleter.token });
    expect(list.body.users.find((u: { id: string }) => u.id === p1.id).game_sessions_count).toBe(1);
    expect(list.body.users.find((u: { id: string }) => u.id === deleter.id).puzzles_count).toBe(1);
  });

  it('when the Firebase account cannot be deleted then the database delete is rolled back', async () => {
    const admin = await signUp(api, 'deleter2', 'admin');
    const victim = await signUp(api, 'victim2');
    await furnish(victim.id);
    const stored = (await findUserById(victim.id))!;
    // A uid Firebase rejects as malformed makes deleteIdentity fail inside the transaction.
    await getPool().query(`UPDATE users SET firebase_uid = $2 WHERE id = $1`, [victim.id, 'x'.repeat(200)]);
    const res = await api.call('DELETE', `/api/v1/users/${victim.id}`, { token: admin.token });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'The sign-in account could not be deleted, so nothing was deleted. Please try again.',
    );
    expect(await count('SELECT count(*)::int AS n FROM agents WHERE owner_id = $1', [victim.id])).toBe(1);
    await getPool().query(`UPDATE users SET firebase_uid = $2 WHERE id = $1`, [victim.id, stored.firebase_uid]);
    expect((await api.call('DELETE', `/api/v1/users/${victim.id}`, { token: admin.token })).status).toBe(200);
  });
  it('when the database step of a delete fails then the sign-in account is enabled again and the user can sign in', async () => {
    const victim = await signUp(api, 'victim4');
    const ghostActor = { ...(await findUserById(victim.id))!, id: randomUUID(), role: 'admin' as const, admin: true };

    await expect(deleteUser(ghostActor, victim.id)).rejects.toMatchObject({ status: 409 });

    expect((await getAuth().getUserByEmail(victim.email)).disabled).toBe(false);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE id = $1', [victim.id])).toBe(1);
    const login = await api.call('POST', '/api/v1/login', {
      body: { user: { email: victim.email, password: victim.password } },
    });
    expect(login.status).toBe(200);
  });
});

describe('self actions and the last admin', () => {
  it('when an admin acts on themselves then delete and demote are refused with clear messages', async () => {
    const admin = await signUp(api, 'self', 'admin');
    const del = await api.call('DELETE', `/api/v1/users/${admin.id}`, { token: admin.token });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('You cannot delete your own account');
    const demote = await api.call('POST', `/api/v1/users/${admin.id}/demote`, { token: admin.token });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe('You cannot demote yourself');
    expect((await findUserById(admin.id))!.role).toBe('admin');
  });

  it('when the target is the only admin left then demote and delete answer 409 and change nothing', async () => {
    const a = await signUp(api, 'last-a', 'admin');
    const b = await signUp(api, 'last-b', 'admin');
    const actor = (await findUserById(a.id))!;
    // Leave b as the only admin (a keeps a stale admin snapshot, as a concurrent request would).
    await getPool().query(`UPDATE users SET role = 'user' WHERE role = 'admin' AND id <> $1`, [b.id]);
    await expect(changeRole(actor, b.id, 'user')).rejects.toMatchObject({
      status: 409,
      message: 'The last admin cannot be demoted',
    });
    await expect(deleteUser(actor, b.id)).rejects.toMatchObject({
      status: 409,
      message: 'The last admin cannot be deleted',
    });
    expect((await findUserById(b.id))!.role).toBe('admin');
  });

  it('when the two last admins demote each other at the same time then one admin remains', async () => {
    const a = await signUp(api, 'duel-a', 'admin');
    const b = await signUp(api, 'duel-b', 'admin');
    await getPool().query(`UPDATE users SET role = 'user' WHERE role = 'admin' AND id NOT IN ($1, $2)`, [a.id, b.id]);
    const results = await Promise.all([
      api.call('POST', `/api/v1/users/${b.id}/demote`, { token: a.token }),
      api.call('POST', `/api/v1/users/${a.id}/demote`, { token: b.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect([403, 409]).toContain(results.map((r) => r.status).sort()[1]);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`, [])).toBe(1);
  });
});
