import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gcm } from '@noble/ciphers/aes.js';
import { initialState } from '../engine/engine';
import { step } from '../game-step';
import { createRandom, playToEscape } from '../checker/player-bot';
import type { GameAction, GameState, RoomPackage, RoomSolutions } from '../engine/room';
import { arbSolvableRoom } from '../test-support/test-rooms-random';
import { sampleRoom } from '../test-support/test-rooms';
import {
  capsuleAad,
  capsuleKey,
  fromBase64,
  ONLINE_CODE_HASH,
  sealOnlinePackage,
  type Keyring,
  type OnlineSeal,
} from './sealed-package';
import { needsWitness, openView, stepSealed } from './sealed-open';
import { witnessedKeyring } from './online-keyring';
import { isBundleReadable } from './bundle-readable';
import { offerHint } from '../hints/hints';

function bytes(seed = 1) {
  const random = createRandom(seed);
  return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
}

const sealOnline = (pkg: RoomPackage, solutions: RoomSolutions) =>
  sealOnlinePackage(pkg, solutions, { randomBytes: bytes(7) });

/**
 * A player of the online package: each step runs on the package; a step the server must witness is
 * replayed by "the server" on the full package, whose keyring for its state is merged before the
 * step runs again, as the play screen does.
 */
function onlinePlayer(seal: OnlineSeal, full: RoomPackage) {
  let keyring: Keyring = {};
  let witnessed = 0;
  /** Every bundle the player's states have shown so far: the server may have handed out no other. */
  const shown = new Set<string>();
  const bundles = seal.package.capsules.flatMap((capsule) => capsule.bundles);
  const play = (state: GameState, action: GameAction) => {
    let local = stepSealed(seal.package, keyring, state, action);
    if (needsWitness(seal.package, keyring, action, local.result.state)) {
      witnessed += 1;
      const server = step(full, state, action).state;
      keyring = { ...keyring, ...witnessedKeyring(seal, full, server) };
      local = stepSealed(seal.package, keyring, state, action);
      expect(local.result.state).toEqual(server);
    }
    for (const bundle of bundles) if (isBundleReadable(full, local.result.state, bundle)) shown.add(bundle);
    const opened = seal.package.capsules.filter((capsule) => local.view.opened.has(capsule.id));
    for (const capsule of opened) expect(shown.has(capsule.bundles[0]), capsule.bundles[0]).toBe(true);
    keyring = local.keyring;
    return local;
  };
  return { play, keyring: () => keyring, witnessed: () => witnessed };
}

/** Every element solved and visible, every scene visited: what a forger would claim. */
function everythingSolved(pkg: RoomPackage): GameState {
  const start = initialState(pkg);
  const elements = Object.fromEntries(
    Object.keys(start.elements).map((id) => [id, { state: 'solved', visible: true }]),
  );
  return { ...start, elements, visited_scene_ids: pkg.scenes.map((s) => s.id) } as GameState;
}

describe('sealOnlinePackage', () => {
  it('when a random solvable room is sealed for online play then a player whose steps the server witnesses escapes, opening only what their states showed', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions, seed }) => {
        const seal = sealOnline(pkg, solutions);
        const player = onlinePlayer(seal, pkg);
        const run = playToEscape(seal.package, solutions, {
          seed,
          view: (state) => openView(seal.package, player.keyring(), state).pkg,
          step: (state, action) => player.play(state, action).result,
        });
        expect(run.escaped).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('when a room is sealed for online play then its package holds no verifier and no key, and opens nothing by itself', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions }) => {
        const seal = sealOnline(pkg, solutions);
        const json = JSON.stringify(seal.package);
        expect(json).not.toContain('pbkdf2');
        for (const key of Object.values(seal.capsule_keys)) expect(json).not.toContain(key);
        const locks = seal.package.scenes.flatMap((s) => s.elements).filter((e) => e.requires.code_hash);
        for (const lock of locks) expect(lock.requires.code_hash).toBe(ONLINE_CODE_HASH);
        // At the start the server hands out nothing: all the start shows is in clear text.
        expect(witnessedKeyring(seal, pkg, initialState(pkg))).toEqual({});
        // Claiming every element solved opens no capsule without the server's keys...
        const all = everythingSolved(seal.package);
        expect(openView(seal.package, {}, all).opened.size).toBe(0);
        // ...and no key can be derived from the package's public fields.
        for (const capsule of seal.package.capsules) {
          expect(capsule.server_keyed).toBe(true);
          const { nonce, data, ...header } = capsule;
          const derived = capsuleKey(seal.package.salt, [], [...capsule.solved, ...capsule.locks]);
          const open = () =>
            gcm(derived, fromBase64(nonce), capsuleAad(seal.package, header)).decrypt(fromBase64(data));
          expect(open).toThrow();
        }
      }),
      { numRuns: 20 },
    );
  });

  it('when a code is entered online then the server decides it: a wrong one earns nothing, the right one its lock and texts', () => {
    const { pkg, solutions } = sampleRoom();
    const seal = sealOnline(pkg, solutions);
    const start = initialState(seal.package);
    const entry = (input: string): GameAction => ({ type: 'interact', element_id: 'desk-drawer', input });
    expect(needsWitness(seal.package, {}, entry('427'), start)).toBe(true);

    const wrongState = step(pkg, start, entry('428')).state;
    const afterWrong = witnessedKeyring(seal, pkg, wrongState);
    expect(Object.keys(afterWrong).some((name) => name.startsWith('code:'))).toBe(false);
    expect(stepSealed(seal.package, afterWrong, start, entry('428')).result.success).toBe(false);

    const rightState = step(pkg, start, entry('4 2 7')).state;
    const earned = witnessedKeyring(seal, pkg, rightState);
    expect(earned['code:desk-drawer']).toMatch(/^pbkdf2-sha256\$/);
    const right = stepSealed(seal.package, earned, start, entry('4 2 7'));
    expect(right.result.success).toBe(true);
    expect(right.result.message).toContain('The drawer slides open.');
    expect(right.view.pkg.scenes[0].elements.find((e) => e.id === 'brass-key')!.name).toBe('Brass key');
    // Once held, a replay checks that lock by itself: no second trip to the server.
    expect(needsWitness(seal.package, earned, entry('427'), start)).toBe(false);
  });

  it('when a hint is bought online then its words come from the server: none ship in the package, each level opens on its purchase only', () => {
    const { pkg, solutions } = sampleRoom();
    const words = ['Art can hide more than paint.', 'Frames have backs.', 'Read what is scratched behind the frame.'];
    const target = offerHint(pkg, initialState(pkg))!.element_id;
    for (const scene of pkg.scenes) for (const el of scene.elements) if (el.id === target) el.hints = words;
    const seal = sealOnline(pkg, solutions);
    const json = JSON.stringify(seal.package);
    for (const line of words) expect(json).not.toContain(line);

    const hint: GameAction = { type: 'hint' };
    let keyring: Keyring = {};
    let state = initialState(seal.package);
    for (const [level, line] of words.entries()) {
      const server = step(pkg, state, hint);
      expect(server.message).toContain(line);
      const local = stepSealed(seal.package, keyring, state, hint);
      // Bought with the keys held so far, the words are not there: the purchase goes to the server.
      expect(local.result.message).not.toContain(line);
      expect(needsWitness(seal.package, keyring, hint, local.result.state)).toBe(true);
      const handed = witnessedKeyring(seal, pkg, server.state);
      expect(Object.keys(handed).length).toBe(Object.keys(keyring).length + 1);
      keyring = { ...keyring, ...handed };
      const witnessed = stepSealed(seal.package, keyring, state, hint);
      expect(witnessed.result.message, `level ${level}`).toBe(server.message);
      expect(witnessed.result.state).toEqual(server.state);
      state = server.state;
    }
  });
});
