/**
 * The scene editor's calls (rooms-and-play-spec §2 Scene editor, §7): the scene view's shape,
 * access, bad input, moving, creating and deleting elements, and the checker's verdict after
 * every edit (an unsolvable room is disabled and cannot be enabled or published until undone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorApi } from '@core';
import { countRows, startApi, type Api } from './harness';
import { NIL } from './route-fixtures';
import {
  designOf,
  draftRoom,
  editorWorld,
  keyAndLock,
  playThrough,
  publishedRoom,
  storedPackage,
  type EditorWorld,
} from './scene-editor-world';

let api: Api;
let world: EditorWorld;
let roomId: string;

const scenePath = (id: string, index: number | string = 0) => `/api/v1/escape_rooms/${id}/edit_scene/${index}`;
const elementPath = (id: string, elementId: string) => `/api/v1/escape_rooms/${id}/update_element/${elementId}`;
const admin = () => ({ token: world.admin.token });

beforeAll(async () => {
  api = await startApi();
  world = await editorWorld(api, 'editor');
  roomId = await publishedRoom(api, world, 9101);
});

afterAll(async () => {
  await api.close();
});

describe('the scene view', () => {
  it('when an admin opens a scene then every field of the contract is there, mapped from the design', async () => {
    const res = await api.call('GET', scenePath(roomId), admin());
    expect(res.status).toBe(200);
    const view = editorApi.scene.response.parse(res.body);
    expect(view.scene).toMatchObject({ scene_index: 0, modified_image_url: null, has_visualization: false });
    expect(view.scene.original_image_url).toMatch(/^\/api\/v1\/media\//);
    expect(view.verdict).toMatchObject({ solvable: true, reason: null, enabled: true, published: true });
    expect(view.verdict.steps).toBeGreaterThan(0);
    expect(view).toMatchObject({ can_undo: false, undo_label: null });
    expect(view.room.scene_titles.length).toBeGreaterThanOrEqual(2);

    const design = await designOf(roomId);
    for (const element of view.elements) {
      const designed = design.scenes[0].elements.find((e) => e.id === element.id)!;
      expect(element.config.puzzle_state).toBe(designed.initial_state);
      expect(element.config.required_key).toBe(designed.requires.items[0] ?? null);
      expect(element.config.solution).toBe(design.solutions[element.id] ?? null);
      expect(element.config.clue_sources).toEqual(designed.requires.clue_from ? [designed.requires.clue_from] : []);
      expect(element.config.hints).toEqual(designed.hints);
    }
  });

  it('when the caller is anonymous or a plain user then it answers 401 and 403', async () => {
    expect((await api.call('GET', scenePath(roomId))).status).toBe(401);
    expect((await api.call('GET', scenePath(roomId), { token: world.player.token })).status).toBe(403);
    const put = await api.call('PUT', elementPath(roomId, 'x'), { token: world.player.token, body: { x_position: 1 } });
    expect(put.status).toBe(403);
  });

  it('when the room, scene or element is unknown then it answers 404 with the message', async () => {
    const room = await api.call('GET', scenePath(NIL), admin());
    expect([room.status, room.body.message]).toEqual([404, 'Escape room not found']);
    const scene = await api.call('GET', scenePath(roomId, 42), admin());
    expect([scene.status, scene.body.message]).toEqual([404, 'Failed to load scene data']);
    const element = await api.call('PUT', elementPath(roomId, 'no-such-element'), {
      ...admin(),
      body: { x_position: 3 },
    });
    expect([element.status, element.body.message]).toEqual([404, 'Element not found']);
    const removed = await api.call('DELETE', `/api/v1/escape_rooms/${roomId}/delete_element/nope`, admin());
    expect(removed.status).toBe(404);
  });

  it('when the input is bad then it answers 400 naming the field and writes nothing', async () => {
    const edits = await countRows('room_edits');
    const outOfRange = await api.call('GET', scenePath(roomId, 100), admin());
    expect([outOfRange.status, outOfRange.body.message]).toEqual([400, 'sceneIndex is out of range']);
    expect((await api.call('GET', scenePath(roomId, 'abc'), admin())).status).toBe(400);
    const design = await designOf(roomId);
    const id = design.scenes[0].elements[0].id;
    const wrongType = await api.call('PUT', elementPath(roomId, id), { ...admin(), body: { x_position: 'far' } });
    expect([wrongType.status, wrongType.body.message]).toEqual([400, 'x_position must be a number']);
    const badConfig = await api.call('PUT', elementPath(roomId, id), {
      ...admin(),
      body: { config: { points_awarded: -3 } },
    });
    expect([badConfig.status, badConfig.body.message]).toEqual([400, 'config.points_awarded must not be negative']);
    const blank = await api.call('POST', `/api/v1/escape_rooms/${roomId}/scene/0/modify_scene`, {
      ...admin(),
      body: { modification_prompt: '   ' },
    });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please enter a modification prompt']);
    const noName = await api.call('POST', `/api/v1/escape_rooms/${roomId}/scene/0/create_element`, {
      ...admin(),
      body: { name: ' ', x_position: 1, y_position: 1 },
    });
    expect(noName.status).toBe(400);
    expect(await countRows('room_edits')).toBe(edits);
  });
});

describe('editing elements', () => {
  it('when an element is dragged off the image then it is clamped, becomes manual and stays there for players', async () => {
    const design = await designOf(roomId);
    const target = design.scenes[0].elements[0];
    const before = (await storedPackage(roomId)).pkg.version;
    const res = await api.call('PUT', elementPath(roomId, target.id), {
      ...admin(),
      body: { x_position: 9999, y_position: -5 },
    });
    expect(res.status).toBe(200);
    const body = editorApi.updateElement.response.parse(res.body);
    expect(body.element).toMatchObject({ x_position: 750, y_position: 0, positioning_method: 'manual' });
    expect(body).toMatchObject({ updated_visualization_url: null, can_undo: true, undo_label: `Move ${target.name}` });
    expect(body.verdict).toMatchObject({ solvable: true, enabled: true });

    const again = await api.call('GET', scenePath(roomId), admin());
    const reloaded = again.body.elements.find((e: { id: string }) => e.id === target.id);
    expect(reloaded).toMatchObject({ x_position: 750, y_position: 0, positioning_method: 'manual' });
    const stored = await storedPackage(roomId);
    expect(stored.pkg.version).not.toBe(before);
    const played = stored.pkg.scenes[0].elements.find((e) => e.id === target.id)!;
    expect(played).toMatchObject({ x_position: 750, y_position: 0, positioning_method: 'manual' });
  });

  it('when config fields change then they are written back into the design', async () => {
    const design = await designOf(roomId);
    const target = design.scenes[0].elements[1];
    const res = await api.call('PUT', elementPath(roomId, target.id), {
      ...admin(),
      body: { name: 'Renamed Thing', config: { hints: ['Look up'], points_awarded: 42, visual_clues: ['scratches'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.element.config).toMatchObject({
      hints: ['Look up'],
      points_awarded: 42,
      visual_clues: ['scratches'],
    });
    const after = (await designOf(roomId)).scenes[0].elements.find((e) => e.id === target.id)!;
    expect(after).toMatchObject({ name: 'Renamed Thing', hints: ['Look up'], points_awarded: 42 });
  });

  it('when elements are created from the grid then each gets its own id and keeps its grid cell; delete removes one', async () => {
    const path = `/api/v1/escape_rooms/${roomId}/scene/0/create_element`;
    const body = {
      name: 'Brass Lamp',
      x_position: 100,
      y_position: 900,
      config: { grid_coordinates: { x: 3, y: 4 }, created_from_grid: true },
    };
    const first = await api.call('POST', path, { ...admin(), body });
    const second = await api.call('POST', path, { ...admin(), body });
    expect([first.status, second.status]).toEqual([200, 200]);
    const element = editorApi.createElement.response.parse(first.body).element;
    expect(element).toMatchObject({
      name: 'Brass Lamp',
      x_position: 100,
      y_position: 550,
      positioning_method: 'manual',
    });
    expect(element.config).toMatchObject({
      grid_coordinates: { x: 3, y: 4 },
      created_from_grid: true,
      points_awarded: 25, // rooms §9: the default points_awarded of a new element
    });
    expect(second.body.element.id).not.toBe(element.id);
    const outsideGrid = await api.call('POST', path, {
      ...admin(),
      body: { ...body, config: { grid_coordinates: { x: 16, y: 0 }, created_from_grid: true } },
    });
    expect(outsideGrid.status).toBe(400); // the grid is 16 × 16: cells 0..15

    const removed = await api.call('DELETE', `/api/v1/escape_rooms/${roomId}/delete_element/${element.id}`, admin());
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ deleted_element_id: element.id, undo_label: 'Delete Brass Lamp' });
    const view = await api.call('GET', scenePath(roomId), admin());
    const ids = view.body.elements.map((e: { id: string }) => e.id);
    expect(ids).not.toContain(element.id);
    expect(ids).toContain(second.body.element.id);
  });
});

describe('the verdict after every edit', () => {
  it('when the only key is deleted then the room is unsolvable, disabled and cannot be enabled; undo brings it back playable', async () => {
    const { key, lock } = keyAndLock(await designOf(roomId));
    const deleted = await api.call('DELETE', `/api/v1/escape_rooms/${roomId}/delete_element/${key.id}`, admin());
    expect(deleted.status).toBe(200);
    const verdict = editorApi.deleteElement.response.parse(deleted.body).verdict;
    expect(verdict).toMatchObject({ solvable: false, enabled: false, published: true });
    expect(verdict.reason).toBe(`"${lock.name}" needs "${key.name}", which was deleted.`);
    expect(verdict.offending_elements.map((e) => e.id)).toContain(lock.id);
    expect((await storedPackage(roomId)).enabled).toBe(false);
    expect(
      (await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: world.player.token })).status,
    ).toBe(404);

    const toggled = await api.call('PATCH', `/api/v1/escape_rooms/${roomId}/toggle_enabled`, admin());
    expect([toggled.status, toggled.body.message]).toEqual([422, verdict.reason]);
    const graph = await api.call('GET', `/api/v1/escape_rooms/${roomId}/puzzle_graph`, admin());
    expect(graph.status).toBe(200);
    const parsed = editorApi.graph.response.parse(graph.body);
    expect(parsed.verdict.solvable).toBe(false);
    expect(parsed.graph.nodes.find((n) => n.element_id === lock.id)?.offending).toBe(true);

    const undone = await api.call('POST', `/api/v1/escape_rooms/${roomId}/undo_edit`, admin());
    expect(undone.status).toBe(200);
    const body = editorApi.undo.response.parse(undone.body);
    expect(body.verdict).toMatchObject({ solvable: true, reason: null, enabled: true });
    expect(body.message).toBe(`Undid: Delete ${key.name}`);
    expect(await playThrough(api, world.player.token, roomId)).toEqual({ status: 200, escaped: true });
  });

  it('when a draft loses its key then finalize is refused with the reason, and undo lets it publish', async () => {
    const draft = await draftRoom(api, world, 9102);
    const nothing = await api.call('POST', `/api/v1/escape_rooms/${draft}/undo_edit`, admin());
    expect([nothing.status, nothing.body.message]).toEqual([409, 'Nothing to undo']);
    const { key, lock } = keyAndLock(await designOf(draft));
    const deleted = await api.call('DELETE', `/api/v1/escape_rooms/${draft}/delete_element/${key.id}`, admin());
    expect(deleted.body.verdict).toMatchObject({ solvable: false, published: false });
    const refused = await api.call('POST', `/api/v1/escape_rooms/${draft}/finalize`, admin());
    expect([refused.status, refused.body.message]).toEqual([
      422,
      `"${lock.name}" needs "${key.name}", which was deleted.`,
    ]);
    expect((await api.call('POST', `/api/v1/escape_rooms/${draft}/undo_edit`, admin())).status).toBe(200);
    const finalized = await api.call('POST', `/api/v1/escape_rooms/${draft}/finalize`, admin());
    expect(finalized.status).toBe(200);
  });

  it('when a lock loses its code then the verdict says so in one sentence', async () => {
    const draft = await draftRoom(api, world, 9103);
    const design = await designOf(draft);
    const lock = design.scenes.flatMap((s) => s.elements).find((e) => design.solutions[e.id] !== undefined)!;
    const res = await api.call('PUT', elementPath(draft, lock.id), {
      ...admin(),
      body: { config: { solution: null } },
    });
    expect(res.status).toBe(200);
    expect(res.body.verdict).toMatchObject({
      solvable: false,
      reason: `The combination lock "${lock.name}" has no code.`,
    });
  });

  it('when a room is edited many times then only the newest 30 edits are kept', async () => {
    const draft = await draftRoom(api, world, 9104);
    const id = (await designOf(draft)).scenes[0].elements[0].id;
    for (let i = 0; i < 33; i += 1)
      await api.call('PUT', elementPath(draft, id), { ...admin(), body: { x_position: i, y_position: i } });
    const { getPool } = await import('../../functions/src/db/pool');
    const { rows } = await getPool().query('SELECT count(*)::int AS n FROM room_edits WHERE room_id = $1', [draft]);
    expect(rows[0].n).toBe(30);
  });

  it('when several elements are moved at once then every move lands (the room row is locked per edit)', async () => {
    const draft = await draftRoom(api, world, 9105);
    const elements = (await designOf(draft)).scenes[0].elements.slice(0, 4);
    const answers = await Promise.all(
      elements.map((e, i) =>
        api.call('PUT', elementPath(draft, e.id), { ...admin(), body: { x_position: 100 + i, y_position: 200 + i } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(elements.map(() => 200));
    const view = await api.call('GET', scenePath(draft), admin());
    elements.forEach((e, i) => {
      const shown = view.body.elements.find((v: { id: string }) => v.id === e.id);
      expect(shown).toMatchObject({ x_position: 100 + i, y_position: 200 + i, positioning_method: 'manual' });
    });
  });
});
