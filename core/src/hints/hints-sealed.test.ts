import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameAction, GameState, RoomPackage, RoomSolutions } from '../engine/room';
import { checkSolvability } from '../checker/checker';
import { findElement, initialState } from '../engine/engine';
import { boughtHints, offerHint } from './hints';
import { createRandom } from '../checker/player-bot';
import { SEALED_NAME, sealPackage, type Keyring } from '../sealing/sealed-package';
import { openPackage, stepSealed } from '../sealing/sealed-open';
import { arbSolvableRoom } from '../test-support/test-rooms-random';

const HINT: GameAction = { type: 'hint' };

function seal(pkg: RoomPackage, solutions: RoomSolutions) {
  const random = createRandom(7);
  return sealPackage(pkg, solutions, {
    randomBytes: (n) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256)),
  });
}

/** What a player does on reading an explicit hint about `elementId` (the code from the clues they read). */
function actionsFor(pkg: RoomPackage, solutions: RoomSolutions, state: GameState, elementId: string): GameAction[] {
  const { scene, element } = findElement(pkg, elementId)!;
  const walk: GameAction[] = scene.id === state.scene_id ? [] : [{ type: 'go_to_scene', scene_id: scene.id }];
  const runtime = state.elements[elementId];
  if (element.requires.items.length > 0 && !['unlocked', 'solved'].includes(runtime.state))
    return [...walk, { type: 'use_item', element_id: elementId, item_id: element.requires.items[0] }];
  if (element.requires.code_hash)
    return [...walk, { type: 'interact', element_id: elementId, input: solutions[elementId] }];
  return [...walk, { type: 'interact', element_id: elementId }];
}

describe('hints on the sealed package', () => {
  it('a player following the hints escapes along a shortest way, with the same hints sealed or not, never a decoy or a code', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions }) => {
        const sealed = seal(pkg, solutions);
        const codes = Object.values(solutions);
        const shortest = checkSolvability(pkg, solutions).shortest_solution!;
        let keyring: Keyring = {};
        let state = initialState(sealed);
        let played = 0;
        const play = (action: GameAction) => {
          const next = stepSealed(sealed, keyring, state, action);
          expect(next.result.success, `${JSON.stringify(action)}: ${next.result.message}`).toBe(true);
          keyring = next.keyring;
          state = next.result.state;
          return next.result;
        };
        while (!state.escaped) {
          for (let level = 0; level < 3; level++) {
            const offer = offerHint(openPackage(sealed, keyring, state), state)!;
            expect(offer).toEqual(offerHint(pkg, state));
            expect(offer.level).toBe(level);
            expect(offer.element_id).not.toMatch(/^(vase|trinket)-/);
            expect(offer.text).not.toContain(SEALED_NAME);
            for (const code of codes) expect(offer.text).not.toContain(code);
            const bought = play(HINT);
            expect(bought.events).toEqual([
              { type: 'hint', element_id: offer.element_id, level, points: -offer.cost, message: offer.text },
            ]);
          }
          const target = state.hints_seen[state.hints_seen.length - 1].split(':')[0];
          for (const action of actionsFor(pkg, solutions, state, target)) {
            play(action);
            played++;
          }
          expect(boughtHints(openPackage(sealed, keyring, state), state)).toEqual(boughtHints(pkg, state));
        }
        expect(played).toBe(shortest.length);
        expect(state.hints_used).toBe(state.hints_seen.length);
        expect(offerHint(pkg, state)).toBeNull();
      }),
      { numRuns: 20 },
    );
  });
});
