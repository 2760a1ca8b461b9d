import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialState } from '../engine/engine';
import { createRandom, playToEscape } from '../checker/player-bot';
import type { GameState, RoomPackage, RoomSolutions } from '../engine/room';
import { arbSolvableRoom, generateSolvableRoom } from '../test-support/test-rooms-random';
import { sampleRoom } from '../test-support/test-rooms';
import { analyzeReadability, bundleId, SealingError } from './sealing-analysis';
import { SEALED_NAME, sealPackage, SealedPackageSchema, toBase64, fromBase64, type Keyring } from './sealed-package';
import { openView, stepSealed, type OpenedView } from './sealed-open';

/** Deterministic "random" bytes: tests need no node crypto, and sealing stays reproducible. */
function bytes(seed = 1) {
  const random = createRandom(seed);
  return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
}

const seal = (pkg: RoomPackage, solutions: RoomSolutions) => sealPackage(pkg, solutions, { randomBytes: bytes() });

/** Everything the player can see in `state` is open in `view`: no placeholder on screen. */
function expectEverythingVisibleOpen(view: OpenedView, state: GameState) {
  for (const sceneId of state.visited_scene_ids) {
    expect(view.sealed.has(bundleId('scene', sceneId)), `scene ${sceneId}`).toBe(false);
    const scene = view.pkg.scenes.find((s) => s.id === sceneId)!;
    expect(scene.name).not.toBe(SEALED_NAME);
    for (const el of scene.elements) {
      const runtime = state.elements[el.id];
      const shown = runtime.visible || runtime.state === 'solved';
      if (shown) {
        expect(view.sealed.has(bundleId('look', el.id)), `look ${el.id}`).toBe(false);
        expect(el.name).not.toBe(SEALED_NAME);
      }
      if (runtime.state === 'solved') expect(view.sealed.has(bundleId('solve', el.id)), `solve ${el.id}`).toBe(false);
    }
  }
}

/** Texts of bundles a player may not read at the start. */
function hiddenTexts(pkg: RoomPackage, solutions: RoomSolutions): string[] {
  const readability = analyzeReadability(pkg, solutions);
  const texts: string[] = [];
  for (const scene of pkg.scenes) {
    if (!readability.get(bundleId('scene', scene.id))!.atStart) texts.push(scene.name, scene.description);
    for (const el of scene.elements) {
      if (!readability.get(bundleId('look', el.id))!.atStart) texts.push(el.name, el.description, el.failure_message);
      if (!readability.get(bundleId('solve', el.id))!.atStart) texts.push(el.clue_text, el.success_message);
    }
  }
  return texts.filter((t) => t.trim().length > 0);
}

describe('sealPackage', () => {
  it('when a random solvable room is sealed then the bot escapes from the sealed package and an empty keyring, seeing no placeholder', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions, seed }) => {
        const sealed = seal(pkg, solutions);
        let keyring: Keyring = {};
        expectEverythingVisibleOpen(openView(sealed, keyring, initialState(sealed)), initialState(sealed));
        const run = playToEscape(sealed, solutions, {
          seed,
          step: (state, action) => {
            const next = stepSealed(sealed, keyring, state, action);
            keyring = next.keyring;
            expectEverythingVisibleOpen(next.view, next.result.state);
            return next.result;
          },
        });
        expect(run.escaped).toBe(true);
        for (const id of Object.keys(solutions)) {
          if (run.state.elements[id]?.state === 'solved') expect(keyring[id]).toMatch(/^[0-9a-f]{64}$/);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('when a room is sealed then its JSON holds no code and no text a player may not read yet', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions }) => {
        const json = JSON.stringify(seal(pkg, solutions));
        for (const code of Object.values(solutions)) {
          expect(json).not.toContain(`"${code}"`);
          expect(json).not.toContain(code.split('').join('-'));
        }
        for (const text of hiddenTexts(pkg, solutions)) expect(json).not.toContain(JSON.stringify(text));
      }),
      { numRuns: 25 },
    );
  });

  it('when the sample room is sealed then only the start scene and what is in sight there are in clear text', () => {
    const { pkg, solutions } = sampleRoom();
    const sealed = seal(pkg, solutions);
    expect(SealedPackageSchema.safeParse(sealed).success).toBe(true);
    const json = JSON.stringify(sealed);
    expect(json).not.toContain('4-2-7');
    expect(json).not.toContain('The drawer slides open.');
    expect(json).not.toContain('"Vault"');
    expect(json).not.toContain('"Brass key"');
    const study = sealed.scenes[0];
    expect(study.name).toBe('Study');
    expect(study.elements.find((e) => e.id === 'painting')!.name).toBe('Painting');
    expect(study.elements.find((e) => e.id === 'brass-key')).toMatchObject({ name: SEALED_NAME, x_position: 0 });
    expect(sealed.scenes[1]).toMatchObject({ name: SEALED_NAME, description: '' });
    // The structure the engine needs stays public.
    expect(study.elements.find((e) => e.id === 'desk-drawer')!.requires.code_hash).toMatch(/^pbkdf2-sha256\$/);
  });

  it('when a wrong code is entered then nothing opens and the keyring stays empty', () => {
    const { pkg, solutions } = sampleRoom();
    const sealed = seal(pkg, solutions);
    const start = initialState(sealed);
    const before = openView(sealed, {}, start);
    const wrong = stepSealed(sealed, {}, start, { type: 'interact', element_id: 'desk-drawer', input: '428' });
    expect(wrong.result.success).toBe(false);
    expect(wrong.keyring).toEqual({});
    expect(wrong.view.opened).toEqual(before.opened);
    const right = stepSealed(sealed, {}, start, { type: 'interact', element_id: 'desk-drawer', input: '4 2 7' });
    expect(right.result.success).toBe(true);
    expect(right.result.message).toContain('The drawer slides open.');
    expect(Object.keys(right.keyring)).toEqual(['desk-drawer']);
    expect(right.view.pkg.scenes[0].elements.find((e) => e.id === 'brass-key')!.name).toBe('Brass key');
  });

  it('when a hidden element has art then its art is sealed until it is revealed, then drawn as that art', () => {
    const { pkg, solutions } = sampleRoom();
    const withArt = {
      ...pkg,
      scenes: pkg.scenes.map((s) => ({
        ...s,
        elements: s.elements.map((e) => ({ ...e, art: e.id === 'brass-key' ? 'key' : 'painting' })),
      })),
    };
    const sealed = seal(withArt, solutions);
    const study = sealed.scenes[0];
    expect(study.elements.find((e) => e.id === 'brass-key')!.art).toBe('');
    expect(study.elements.find((e) => e.id === 'painting')!.art).toBe('painting');
    const start = initialState(sealed);
    const right = stepSealed(sealed, {}, start, { type: 'interact', element_id: 'desk-drawer', input: '427' });
    expect(right.view.pkg.scenes[0].elements.find((e) => e.id === 'brass-key')!.art).toBe('key');
  });

  it('when a capsule is tampered with or the key is wrong then it stays sealed without an error', () => {
    const { pkg, solutions } = sampleRoom();
    const sealed = seal(pkg, solutions);
    const right = stepSealed(sealed, {}, initialState(sealed), {
      type: 'interact',
      element_id: 'desk-drawer',
      input: '427',
    });
    const target = sealed.capsules.find((c) => c.bundles.includes(bundleId('look', 'brass-key')))!;
    const data = fromBase64(target.data);
    data[0] ^= 1;
    const tampered = {
      ...sealed,
      capsules: sealed.capsules.map((c) => (c === target ? { ...c, data: toBase64(data) } : c)),
    };
    const view = openView(tampered, right.keyring, right.result.state);
    expect(view.sealed.has(bundleId('look', 'brass-key'))).toBe(true);
    expect(view.pkg.scenes[0].elements.find((e) => e.id === 'brass-key')!.name).toBe(SEALED_NAME);

    const forged = openView(sealed, { 'desk-drawer': 'ab'.repeat(32) }, right.result.state);
    expect(forged.sealed.has(bundleId('look', 'brass-key'))).toBe(true);
    const garbage = { ...sealed, capsules: sealed.capsules.map((c) => ({ ...c, data: 'not base64!' })) };
    expect(() => openView(garbage, right.keyring, right.result.state)).not.toThrow();
  });

  it('when the reachable states exceed the cap then sealing fails with a clear error', () => {
    const { pkg, solutions } = generateSolvableRoom(3);
    expect(() => sealPackage(pkg, solutions, { randomBytes: bytes(), maxStates: 2 })).toThrow(SealingError);
    expect(() => sealPackage(pkg, solutions, { randomBytes: bytes(), maxStates: 2 })).toThrow(/reachable states/);
  });

  it('round-trips base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (data) => {
        expect(fromBase64(toBase64(data))).toEqual(data);
      }),
    );
  });
});
