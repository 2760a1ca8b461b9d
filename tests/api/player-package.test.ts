import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { gcm } from '@noble/ciphers/aes.js';
import {
  capsuleAad,
  capsuleKey,
  checkSolvability,
  fromBase64,
  initialState,
  openView,
  sha256Hex,
  type GameAction,
  type GameState,
  type OnlineSeal,
  type PlayElement,
  type RoomPackage,
  type SealedPackage,
  authoredHintList,
  offerHint,
  ONLINE_SEAL_FORMAT,
  stepSealed,
} from '@core';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, type Api } from './harness';
import { releasedRoom } from './released-room';

let api: Api;
let admin: Awaited<ReturnType<typeof signUp>>;
let roomId: string;
/** The full package and the answers, as the server holds them. */
let full: RoomPackage;
let solutions: Record<string, string>;
let solution: GameAction[];

async function stored(id: string) {
  const { rows } = await getPool().query<{
    package: RoomPackage;
    sealed_package: SealedPackage | null;
    online_package: OnlineSeal | null;
    design: { solutions: Record<string, string>; salt: string };
  }>('SELECT package, sealed_package, online_package, design FROM escape_rooms WHERE id = $1', [id]);
  return rows[0];
}

async function publishRoom(title: string, seed: number): Promise<string> {
  const agent = await api.call('POST', '/api/v1/agents', {
    token: admin.token,
    body: { name: 'Vex', personality: 'Mysterious', setting: 'Haunted Mansion', theme: 'Horror', description: '' },
  });
  const created = await api.call('POST', '/api/v1/escape_rooms', {
    token: admin.token,
    body: { title, description: 'Sealed.', difficulty: 'medium', theme: 'Horror', agent_id: agent.body.data.id, seed },
  });
  const id = created.body.puzzle.id as string;
  const scenes = await api.call('POST', `/api/v1/escape_rooms/${id}/create_scenes`, { token: admin.token });
  await api.call('POST', `/api/v1/escape_rooms/${id}/generate_scene_image`, {
    token: admin.token,
    body: { scene_description: scenes.body.scenes[0].description, scene_index: 0 },
  });
  const finalized = await api.call('POST', `/api/v1/escape_rooms/${id}/finalize`, { token: admin.token });
  expect(finalized.status).toBe(200);
  return id;
}

const interactBody = (action: GameAction) =>
  action.type === 'use_item'
    ? { user_input: JSON.stringify({ key_used: action.item_id }) }
    : { user_input: action.type === 'interact' ? (action.input ?? '') : '' };

const elements = (pkg: RoomPackage): PlayElement[] => pkg.scenes.flatMap((s) => s.elements);

/** The first code entry of the shortest solution. */
function firstCode(): { lockId: string; codeAt: number } {
  const codeAt = solution.findIndex((a) => a.type === 'interact' && a.input !== undefined);
  return { codeAt, lockId: (solution[codeAt] as Extract<GameAction, { type: 'interact' }>).element_id };
}

async function play(token: string, actions: GameAction[]) {
  for (const action of actions) {
    const res =
      action.type === 'interact' || action.type === 'use_item'
        ? await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${action.element_id}`, {
            token,
            body: interactBody(action),
          })
        : await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
            token,
            body: { actions: [{ action_id: randomUUID(), action }] },
          });
    expect(res.status).toBe(200);
  }
}

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'sealer', 'admin');
  roomId = await publishRoom('Sealed Manor', 777);
  ({ pkg: full, solutions } = await releasedRoom(roomId));
  solution = checkSolvability(full, solutions).shortest_solution!;
  expect(solution.some((a) => a.type === 'interact' && a.input !== undefined)).toBe(true);
});

afterAll(async () => {
  await api.close();
});

describe('the package a player downloads', () => {
  it('when a player downloads a package then it holds no text of unrevealed elements', async () => {
    const player = await signUp(api, 'reader');
    const res = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.keyring).toEqual({});
    const json = JSON.stringify(res.body.package);
    expect(res.body.package.capsules.length).toBeGreaterThan(0);
    // Online: no verifier, no key, and a salt of its own (not the generation seed's).
    expect(json).not.toContain('pbkdf2');
    const row = await stored(roomId);
    for (const key of Object.values(row.online_package!.capsule_keys)) expect(json).not.toContain(key);
    expect(res.body.package.salt).not.toBe(row.design.salt);
    // A script that knows the format: every element claimed solved, every key derivable from public fields.
    const sealed = res.body.package as SealedPackage;
    const claimed = initialState(sealed);
    for (const id of Object.keys(claimed.elements)) claimed.elements[id] = { state: 'solved', visible: true };
    claimed.visited_scene_ids = sealed.scenes.map((scene) => scene.id);
    expect(openView(sealed, {}, claimed).opened.size).toBe(0);
    for (const capsule of sealed.capsules) {
      const { nonce, data, ...header } = capsule;
      const derived = capsuleKey(sealed.salt, [], [...capsule.solved, ...capsule.locks]);
      expect(() => gcm(derived, fromBase64(nonce), capsuleAad(sealed, header)).decrypt(fromBase64(data))).toThrow();
    }
    for (const code of Object.values(solutions)) expect(json).not.toContain(`"${code}"`);
    for (const el of elements(full)) {
      if (el.clue_text) expect(json).not.toContain(JSON.stringify(el.clue_text));
      if (el.success_message) expect(json).not.toContain(JSON.stringify(el.success_message));
      if (!el.visible) {
        expect(json).not.toContain(JSON.stringify(el.name));
        if (el.description) expect(json).not.toContain(JSON.stringify(el.description));
      }
    }
    for (const scene of full.scenes.filter((s) => s.id !== full.start_scene_id)) {
      expect(json).not.toContain(JSON.stringify(scene.name));
      expect(json).not.toContain(JSON.stringify(scene.description));
    }
    const start = full.scenes.find((s) => s.id === full.start_scene_id)!;
    expect(res.body.package.scenes.find((s: { id: string }) => s.id === start.id).name).toBe(start.name);
  });

  it('when a correct code is entered online then the answer carries its texts and the keys of what it opened, and a resumed download opens the same', async () => {
    const player = await signUp(api, 'solver');
    const { lockId, codeAt } = firstCode();
    await play(player.token, solution.slice(0, codeAt));
    const code = solution[codeAt] as Extract<GameAction, { type: 'interact' }>;
    const entered = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${lockId}`, {
      token: player.token,
      body: { user_input: code.input },
    });
    expect(entered.body.success).toBe(true);
    const lock = elements(full).find((e) => e.id === lockId)!;
    if (lock.success_message) expect(entered.body.message).toContain(lock.success_message);
    // The lock's verifier comes only now, with the keys of the texts its opening shows.
    expect(entered.body.keyring[`code:${lockId}`]).toBe(lock.requires.code_hash);

    const session = await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: player.token });
    const state = session.body.state as GameState;
    const res = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    const sealed = res.body.package as SealedPackage;
    expect(res.body.keyring).toEqual(entered.body.keyring);
    const withKeys = openView(sealed, res.body.keyring, state);
    expect(elements(withKeys.pkg).find((e) => e.id === lockId)!.success_message).toBe(lock.success_message);
    expect(openView(sealed, {}, state).sealed.has(`solve:${lockId}`)).toBe(true);
  });

  it('when a wrong code is sent then the answer earns nothing new', async () => {
    const player = await signUp(api, 'guesser');
    const { lockId, codeAt } = firstCode();
    await play(player.token, solution.slice(0, codeAt));
    const before = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    const res = await api.call('POST', `/api/v1/escape_rooms/${roomId}/interact/${lockId}`, {
      token: player.token,
      body: { user_input: 'not-the-code' },
    });
    expect(res.body.success).toBe(false);
    expect(res.body.keyring).toEqual(before.body.keyring);
    expect(res.body.keyring[`code:${lockId}`]).toBeUndefined();
    const after = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    expect(after.body.keyring).toEqual(before.body.keyring);
  });

  it('when an admin opens the room then the admin view still shows every text', async () => {
    const later = full.scenes.find((s) => s.id !== full.start_scene_id)!;
    const res = await api.call('GET', `/api/v1/escape_rooms/${roomId}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.storyboard)).toContain(later.name);
    // The full package stays on the server: the replay and the checker run on it.
    const row = await releasedRoom(roomId);
    expect(elements(row.pkg).map((e) => e.clue_text)).toEqual(elements(full).map((e) => e.clue_text));
    expect(checkSolvability(row.pkg, row.solutions).solvable).toBe(true);
  });

  it('when a room published before sealing is downloaded then it is re-hashed, sealed, and its sessions start over', async () => {
    const legacyId = await publishRoom('Old Manor', 31337);
    // Before opaque ids, the package named its elements as the design does.
    const row = await stored(legacyId);
    const released = await releasedRoom(legacyId);
    const named = released.designPackage;
    const legacy: RoomPackage = {
      ...named,
      version: 'legacy-1',
      scenes: named.scenes.map((scene) => ({
        ...scene,
        elements: scene.elements.map((el) =>
          el.requires.code_hash
            ? {
                ...el,
                requires: {
                  ...el.requires,
                  code_hash: sha256Hex(`${row.package.salt}:${el.id}:${row.design.solutions[el.id]}`),
                },
              }
            : el,
        ),
      })),
    };
    const player = await signUp(api, 'returning');
    const first = checkSolvability(released.pkg, released.solutions).shortest_solution![0];
    expect(first.type).toBe('interact');
    const tapped = await api.call(
      'POST',
      `/api/v1/escape_rooms/${legacyId}/interact/${(first as { element_id: string }).element_id}`,
      {
        token: player.token,
        body: { user_input: '' },
      },
    );
    expect(tapped.body.success).toBe(true);
    // As before sealing: a sha256 code hash, no sealed package, the session on that version.
    await getPool().query(
      'UPDATE escape_rooms SET package = $2, sealed_package = NULL, online_package = NULL WHERE id = $1',
      [legacyId, JSON.stringify(legacy)],
    );
    await getPool().query("UPDATE game_sessions SET package_version = 'legacy-1' WHERE room_id = $1", [legacyId]);

    const res = await api.call('GET', `/api/v1/escape_rooms/${legacyId}/package`, { token: player.token });
    expect(res.status).toBe(200);
    const upgraded = await stored(legacyId);
    expect(upgraded.sealed_package).not.toBeNull();
    expect(upgraded.online_package).not.toBeNull();
    expect(upgraded.package.version).not.toBe('legacy-1');
    expect(res.body.package.version).toBe(upgraded.package.version);
    for (const el of elements(upgraded.package).filter((e) => e.requires.code_hash))
      expect(el.requires.code_hash).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{64}$/);
    const again = await releasedRoom(legacyId);
    expect(checkSolvability(again.pkg, again.solutions).solvable).toBe(true);
    // Released again under opaque ids: none of the ids the legacy package named its elements with.
    const legacyIds = new Set(elements(legacy).map((e) => e.id));
    expect(elements(again.pkg).filter((e) => legacyIds.has(e.id))).toEqual([]);
    expect(again.designPackage.scenes.map((scene) => scene.elements.map((e) => e.id))).toEqual(
      legacy.scenes.map((scene) => scene.elements.map((e) => e.id)),
    );
    const session = await api.call('GET', `/api/v1/escape_rooms/${legacyId}/session`, { token: player.token });
    expect(session.body.state.inspected).toEqual([]);
  });

  it('when a hint is bought online then its authored words were not in the package and the answer carries the key that opens them', async () => {
    const player = await signUp(api, 'hint-online');
    const res = await api.call('GET', `/api/v1/escape_rooms/${roomId}/package`, { token: player.token });
    const online = res.body.package as SealedPackage;
    const offer = offerHint(full, initialState(full))!;
    const authored = authoredHintList(elements(full).find((e) => e.id === offer.element_id)!.hints);
    expect(authored.length).toBeGreaterThan(0);
    for (const words of authored) expect(JSON.stringify(online)).not.toContain(words);

    const hint: GameAction = { type: 'hint' };
    const synced = await api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, {
      token: player.token,
      body: { actions: [{ action_id: randomUUID(), action: hint }] },
    });
    expect(synced.status).toBe(200);
    const local = stepSealed(online, { ...res.body.keyring, ...synced.body.keyring }, initialState(online), hint);
    expect(local.result.message).toContain(authored[0]);
    expect(local.result.message).toBe(offer.text);
  });

  it('when a room sealed online in an older format is played then it is released again in the current format', async () => {
    const olderId = await publishRoom('Older Seal', 4242);
    await getPool().query(`UPDATE escape_rooms SET online_package = online_package - 'format' WHERE id = $1`, [
      olderId,
    ]);
    const player = await signUp(api, 'older-seal');
    const res = await api.call('GET', `/api/v1/escape_rooms/${olderId}/package`, { token: player.token });
    expect(res.status).toBe(200);
    expect((await stored(olderId)).online_package!.format).toBe(ONLINE_SEAL_FORMAT);
  });
});
