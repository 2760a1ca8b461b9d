/**
 * Remix with credit (issue 32 item 3): a creator copies a published room that allows it into their own
 * library as a draft, proven solvable again, crediting the room it came from and the first room of the
 * line; stats, ratings and runs stay with the original; the owner's switch refuses new remixes only.
 * Players get 403; a room players may not open answers 404 (403 to its owner, with the reason).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { communityApi, ownerDisplayName } from '@core';
import { REMIX_MESSAGES } from '@core/content/remix-messages';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';
import { publishRoom } from './route-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;
let api: Api;
let ada: Account; // the original's creator
let bo: Account; // remixes Ada's room
let cy: Account; // remixes Bo's remix
let player: Account;
let original: string;
const tag = `rx${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const title = `Clock Tower ${tag}`;

const room = (id: string, rest = '') => `/api/v1/escape_rooms/${id}${rest}`;
const remix = (id: string, who: Account) => api.call('POST', room(id, '/remix'), { token: who.token });
const settings = (id: string, who: Account, allow: boolean) =>
  api.call('PATCH', room(id, '/settings'), { token: who.token, body: { allow_remix: allow } });

async function named(who: Account, first: string, last: string) {
  await getPool().query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [who.id, first, last]);
}

async function agentOf(who: Account): Promise<string> {
  const body = { name: 'Quill', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery' };
  const res = await api.call('POST', '/api/v1/agents', { token: who.token, body });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** Remixes `id` as `who` and publishes the draft, as the remixer would from My Creations. */
async function remixAndPublish(id: string, who: Account): Promise<string> {
  const made = await remix(id, who);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const published = await api.call('POST', room(made.body.puzzle.id, '/finalize'), { token: who.token });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return made.body.puzzle.id;
}

async function lineage(id: string) {
  const { rows } = await getPool().query(
    `SELECT owner_id, enabled, package IS NOT NULL AS published, agent_id, remixed_from_room_id, remixed_from_version,
       root_room_id, package->>'version' AS version FROM escape_rooms WHERE id = $1`,
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  api = await startApi();
  [ada, bo, cy, player] = await Promise.all([
    signUp(api, 'remix-ada', 'creator'),
    signUp(api, 'remix-bo', 'creator'),
    signUp(api, 'remix-cy', 'creator'),
    signUp(api, 'remix-player'),
  ]);
  await named(ada, 'Ada', `Lovelace${tag}`);
  await named(bo, 'Bo', `Kent${tag}`);
  await named(cy, 'Cy', `Dane${tag}`);
  original = await publishRoom(api, ada.token, await agentOf(ada), 6101);
  await getPool().query('UPDATE escape_rooms SET title = $2 WHERE id = $1', [original, title]);
  // The original has been played and rated: none of it may travel with a copy.
  await getPool().query(
    'UPDATE room_stats SET plays = 40, escaped_players = 12, rating_count = 3, rating_sum = 14 WHERE room_id = $1',
    [original],
  );
  await getPool().query(
    `INSERT INTO room_runs (id, room_id, user_id, escape_action_id, package_version, ranked, first_escape, hints_used, duration_ms, points)
     VALUES ($1, $2, $3, 'a-1', 'v', true, true, 0, 60000, 100)`,
    [randomUUID(), original, player.id],
  );
  await getPool().query(
    `INSERT INTO room_ratings (id, room_id, user_id, stars, review) VALUES ($1, $2, $3, 5, 'Lovely clocks')`,
    [randomUUID(), original, player.id],
  );
});

afterAll(() => api.close());

describe('POST /escape_rooms/:id/remix', () => {
  it('when a player asks then it is 403 and nothing is written', async () => {
    const before = (await getPool().query('SELECT count(*)::int AS n FROM escape_rooms')).rows[0].n;
    const res = await remix(original, player);
    expect(res.status).toBe(403);
    expect((await getPool().query('SELECT count(*)::int AS n FROM escape_rooms')).rows[0].n).toBe(before);
  });

  it('when a creator remixes then the copy is a proven draft of theirs, with its own images, crediting the original', async () => {
    const res = await remix(original, bo);

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(communityApi.remix.response.safeParse(res.body).success).toBe(true);
    const copy = res.body.puzzle;
    expect(res.body.solvability).toMatchObject({ solvable: true });
    expect(res.body.solvability.steps).toBeGreaterThan(0);
    expect(copy).toMatchObject({ title, published: false, enabled: false, allow_remix: true });
    expect(copy.remix_of).toMatchObject({
      room_id: original,
      creator_name: `Ada Lovelace${tag}`,
      original: null,
      credit: `Remix of ${title} by Ada Lovelace${tag}`,
    });
    const stored = await lineage(copy.id);
    const parent = await lineage(original);
    expect(stored).toMatchObject({
      owner_id: bo.id,
      enabled: false,
      published: false,
      agent_id: null,
      remixed_from_room_id: original,
      remixed_from_version: parent.version,
      root_room_id: original,
    });
    const media = await getPool().query(
      `SELECT s.scene_index, s.image_media_id, m.room_id FROM scenes s JOIN media m ON m.id = s.image_media_id
       WHERE s.room_id = ANY($1::uuid[]) ORDER BY s.room_id = $2, s.scene_index`,
      [[original, copy.id], copy.id],
    );
    const [theirs, mine] = [
      media.rows.filter((r) => r.room_id === original),
      media.rows.filter((r) => r.room_id === copy.id),
    ];
    expect(mine.map((r) => r.scene_index)).toEqual(theirs.map((r) => r.scene_index));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((r) => theirs.some((t) => t.image_media_id === r.image_media_id))).toBe(false);
    const listed = await api.call('GET', '/api/v1/escape_rooms?mine=true', { token: bo.token });
    expect(listed.body.escape_rooms.map((r: { id: string }) => r.id)).toContain(copy.id);
    // The Remix button opens the draft in the scene editor; its images are the remixer's to see.
    const editor = await api.call('GET', room(copy.id, '/edit_scene/0'), { token: bo.token });
    expect(editor.status, JSON.stringify(editor.body).slice(0, 200)).toBe(200);
    const image = await api.call('GET', `/api/v1/media/${mine[0].image_media_id}`, { token: bo.token });
    expect(image.status).toBe(200);
    expect((await api.call('GET', room(copy.id, '/edit_scene/0'), { token: cy.token })).status).toBe(403);
  });

  it('when the remix is published then it is proven again, and stats, ratings and runs did not travel', async () => {
    const id = await remixAndPublish(original, bo);

    const page = await api.call('GET', room(id, '/page'), { token: player.token });
    expect(page.status).toBe(200);
    expect(page.body.stats).toMatchObject({ plays: 0, escaped_players: 0, escape_rate: null });
    expect(page.body.room.rating).toEqual({ average: null, count: 0 });
    expect(page.body.reviews).toEqual([]);
    const counts = await getPool().query(
      `SELECT (SELECT count(*)::int FROM room_runs WHERE room_id = $1) AS runs,
         (SELECT count(*)::int FROM room_ratings WHERE room_id = $1) AS ratings,
         (SELECT count(*)::int FROM game_sessions WHERE room_id = $1) AS sessions`,
      [id],
    );
    expect(counts.rows[0]).toEqual({ runs: 0, ratings: 0, sessions: 0 });
    const board = await api.call('GET', room(id, '/leaderboard'), { token: player.token });
    expect(board.body.entries).toEqual([]);
  });

  it('when a remix is remixed then its page and card credit both authors, and the root is the original', async () => {
    const bos = await remixAndPublish(original, bo);
    const cys = await remixAndPublish(bos, cy);

    const page = await api.call('GET', room(cys, '/page'), { token: player.token });
    const credit = `Remix of ${title} by Bo Kent${tag}, originally by Ada Lovelace${tag}`;
    expect(page.body.room.creator_name).toBe(`Cy Dane${tag}`);
    expect(page.body.room.remix_of).toMatchObject({ room_id: bos, original: { room_id: original }, credit });
    expect(await lineage(cys)).toMatchObject({ owner_id: cy.id, remixed_from_room_id: bos, root_room_id: original });
    const cards = await api.call(
      'GET',
      `/api/v1/room_browser?${new URLSearchParams({ q: tag, sort: 'new', limit: '50' })}`,
      {
        token: player.token,
      },
    );
    const byId = new Map(cards.body.rooms.map((card: { id: string }) => [card.id, card]));
    expect(byId.get(cys)).toMatchObject({ remix_of: { credit } });
    expect(byId.get(bos)).toMatchObject({ remix_of: { credit: `Remix of ${title} by Ada Lovelace${tag}` } });
    expect(byId.get(original)).toMatchObject({ remix_of: null });
    expect(ownerDisplayName('Cy', `Dane${tag}`)).toBe(page.body.room.creator_name);
  });

  it('when the owner turns remixing off then new remixes are 403 and existing remixes keep their copy and credit', async () => {
    const before = await remixAndPublish(original, bo);
    expect((await settings(original, bo, false)).status).toBe(403); // not Bo's room

    const off = await settings(original, ada, false);
    const refused = await remix(original, cy);
    const page = await api.call('GET', room(original, '/page'), { token: cy.token });
    const kept = await api.call('GET', room(before, '/page'), { token: player.token });

    expect(off.status).toBe(200);
    expect(off.body.puzzle.allow_remix).toBe(false);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REMIX_MESSAGES.remixOff);
    expect(page.body).toMatchObject({ allow_remix: false, can_remix: false });
    expect(kept.status).toBe(200);
    expect(kept.body.room.remix_of.credit).toBe(`Remix of ${title} by Ada Lovelace${tag}`);
    expect(await lineage(before)).toMatchObject({ owner_id: bo.id, remixed_from_room_id: original });
    expect((await settings(original, ada, true)).body.puzzle.allow_remix).toBe(true);
  });

  it('when the room is a draft or disabled then others get 404 and its owner 403 with the reason', async () => {
    const draft = (await remix(original, bo)).body.puzzle.id;
    const disabled = await remixAndPublish(original, bo);
    const off = await api.call('PATCH', room(disabled, '/toggle_enabled'), { token: bo.token });
    expect(off.body.puzzle.enabled).toBe(false);

    expect((await remix(draft, cy)).status).toBe(404);
    expect((await remix(disabled, cy)).status).toBe(404);
    const own = await remix(disabled, bo);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(REMIX_MESSAGES.notOpen);
    expect((await remix(randomUUID(), cy)).status).toBe(404);
  });
});

describe("a creator's own disabled room (issue 32 follow-up)", () => {
  it('when its owner opens, plays and edits it then each answers 200; another creator and players get 404', async () => {
    const id = await remixAndPublish(original, bo);
    await api.call('PATCH', room(id, '/toggle_enabled'), { token: bo.token });

    const pkg = await api.call('GET', room(id, '/package'), { token: bo.token });
    const session = await api.call('GET', room(id, '/session'), { token: bo.token });
    const sync = await api.call('POST', room(id, '/sync'), { token: bo.token, body: { actions: [] } });
    const page = await api.call('GET', room(id, '/page'), { token: bo.token });

    expect([pkg.status, session.status, sync.status, page.status]).toEqual([200, 200, 200, 200]);
    expect(page.body).toMatchObject({ can_edit: true, can_remix: false });
    expect((await api.call('GET', room(id, '/package'), { token: player.token })).status).toBe(404);
    expect((await api.call('GET', room(id, '/page'), { token: cy.token })).status).toBe(404);
  });

  it("when a creator opens another creator's enabled room then it offers Remix but not Edit scenes", async () => {
    const page = await api.call('GET', room(original, '/page'), { token: cy.token });
    const own = await api.call('GET', room(original, '/page'), { token: ada.token });
    const players = await api.call('GET', room(original, '/page'), { token: player.token });

    expect(page.body).toMatchObject({ can_remix: true, can_edit: false, allow_remix: true });
    expect(own.body).toMatchObject({ can_edit: true });
    expect(players.body).toMatchObject({ can_remix: false, can_edit: false });
  });
});
