import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialState } from '../engine/engine';
import { hashCode } from '../engine/code';
import { step } from '../game-step';
import { checkSolvability } from '../checker/checker';
import { createRandom, playToEscape } from '../checker/player-bot';
import type { GameAction, GameState, RoomPackage, RoomSolutions } from '../engine/room';
import { arbSolvableRoom } from '../test-support/test-rooms-random';
import { sampleRoom } from '../test-support/test-rooms';
import { idsHoldingWords, idsIn, nameWords } from '../test-support/package-ids';
import { invertIds, opaqueIdsFor, renameIds, renamesExactly, renameSolutions, type IdRenaming } from './opaque-ids';
import { sealOnlinePackage, sealPackage, type Keyring } from './sealed-package';
import { stepSealed } from './sealed-open';

function bytes(seed = 1) {
  const random = createRandom(seed);
  return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
}

/** The room renamed, its locks hashed again under their new ids (as a release does), and its answers. */
function renamedRoom(pkg: RoomPackage, solutions: RoomSolutions, ids: IdRenaming) {
  const renamed = renameIds(pkg, ids);
  const answers = renameSolutions(solutions, ids);
  for (const el of renamed.scenes.flatMap((scene) => scene.elements))
    if (el.requires.code_hash) el.requires.code_hash = hashCode(renamed.salt, el.id, answers[el.id]);
  return { renamed, answers };
}

/** An action of the design's room as the renamed room names it. */
function renameAction(action: GameAction, ids: IdRenaming): GameAction {
  if (action.type === 'go_to_scene') return { ...action, scene_id: ids.scenes[action.scene_id] };
  if (action.type === 'use_item')
    return { ...action, element_id: ids.elements[action.element_id], item_id: ids.elements[action.item_id] };
  if (action.type === 'interact') return { ...action, element_id: ids.elements[action.element_id] };
  return action;
}

function expectNoNameIn(ids: string[], words: string[]) {
  expect(words.length).toBeGreaterThan(0);
  expect(idsHoldingWords(ids, words)).toEqual([]);
}

describe('opaqueIdsFor and renameIds', () => {
  it('when a random solvable room is renamed then it plays its renamed shortest solution to the escape and no id holds a word of a name', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions, seed }) => {
        const ids = opaqueIdsFor(pkg, bytes(seed));
        const { renamed, answers } = renamedRoom(pkg, solutions, ids);
        const report = checkSolvability(pkg, solutions);
        let state: GameState = initialState(renamed);
        for (const action of report.shortest_solution!) {
          const result = step(renamed, state, renameAction(action, ids));
          expect(result.success, JSON.stringify(action)).toBe(true);
          state = result.state;
        }
        expect(state.escaped).toBe(true);
        expect(checkSolvability(renamed, answers).shortest_solution).toHaveLength(report.shortest_solution!.length);
        expectNoNameIn(idsIn(renamed), nameWords(pkg));
        // Nothing but the ids changed: renaming back gives the room (its locks hashed under the old ids) again.
        expect(renameIds(renameIds(pkg, ids), invertIds(ids))).toEqual(pkg);
      }),
      { numRuns: 15 },
    );
  });

  it('when the renamed sample room is sealed then both packages carry no design id and the offline one plays to the escape', () => {
    const { pkg, solutions } = sampleRoom();
    const ids = opaqueIdsFor(pkg, bytes(3));
    const { renamed, answers } = renamedRoom(pkg, solutions, ids);
    const sealed = sealPackage(renamed, answers, { randomBytes: bytes(4) });
    const online = sealOnlinePackage(renamed, answers, { randomBytes: bytes(5) });
    const words = nameWords(pkg);
    for (const pack of [sealed, online.package]) {
      expectNoNameIn(idsIn(pack), words);
      const json = JSON.stringify(pack);
      for (const id of [...Object.keys(ids.elements), ...Object.keys(ids.scenes)])
        expect(json).not.toMatch(new RegExp(`[":]${id}[":]`));
    }
    let keyring: Keyring = {};
    const run = playToEscape(sealed, answers, {
      seed: 9,
      step: (state, action) => {
        const next = stepSealed(sealed, keyring, state, action);
        keyring = next.keyring;
        return next.result;
      },
    });
    expect(run.escaped).toBe(true);
  });

  it('when ids are drawn then each scene and element gets its own random id of the opaque alphabet, new on every draw', () => {
    const { pkg } = sampleRoom();
    const first = opaqueIdsFor(pkg, bytes(1));
    const second = opaqueIdsFor(pkg, bytes(2));
    const all = [...Object.values(first.scenes), ...Object.values(first.elements)];
    expect(new Set(all).size).toBe(all.length);
    for (const id of Object.values(first.scenes)) expect(id).toMatch(/^s[bcdfghjkmnpqrstvwxz2-9]{12}$/);
    for (const id of Object.values(first.elements)) expect(id).toMatch(/^e[bcdfghjkmnpqrstvwxz2-9]{12}$/);
    for (const id of Object.keys(first.elements)) expect(second.elements[id]).not.toBe(first.elements[id]);
    expect(renamesExactly(first, pkg)).toBe(true);
    const { painting: _dropped, ...fewer } = first.elements;
    expect(renamesExactly({ ...first, elements: fewer }, pkg)).toBe(false);
    expect(renamesExactly({ ...first, elements: { ...first.elements, extra: 'e2' } }, pkg)).toBe(false);
  });

  it('when a byte source repeats itself then the draw still gives different ids', () => {
    const { pkg } = sampleRoom();
    let calls = 0;
    // The first ids come out the same twice over; the draw must not keep a repeated one.
    const repeating = (n: number) =>
      Uint8Array.from({ length: n }, (_, i) => (calls++ < 4 ? i : (i * 37 + calls) % 256));
    const ids = opaqueIdsFor(pkg, repeating);
    const all = [...Object.values(ids.scenes), ...Object.values(ids.elements)];
    expect(new Set(all).size).toBe(all.length);
    expect(calls).toBeGreaterThan(all.length);
  });

  it('when a reference names an id the renaming does not know then renameIds refuses', () => {
    const { pkg } = sampleRoom();
    const ids = opaqueIdsFor(pkg, bytes(1));
    const broken = JSON.parse(JSON.stringify(pkg)) as RoomPackage;
    broken.scenes[0].elements[0].yields.reveals = ['nowhere'];
    expect(() => renameIds(broken, ids)).toThrow(/No new id for the element "nowhere"/);
    expect(() => renameIds({ ...pkg, start_scene_id: 'attic' }, ids)).toThrow(/scene "attic"/);
  });

  it('when answers are renamed then they follow their locks and answers of unknown elements are left out', () => {
    const ids: IdRenaming = { scenes: {}, elements: { 'desk-drawer': 'e1', painting: 'e2' } };
    expect(renameSolutions({ 'desk-drawer': '427', 'old-lock': '12' }, ids)).toEqual({ e1: '427' });
  });
});
