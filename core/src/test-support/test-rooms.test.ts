import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RoomPackageSchema, type GameAction, type GameState } from '../engine/room';
import { hashCode } from '../engine/code';
import { initialState } from '../engine/engine';
import { step } from '../game-step';
import { checkSolvability } from '../checker/checker';
import { playToEscape } from '../checker/player-bot';
import { offerHint } from '../hints/hints';
import { HINT_COST_POINTS } from '../constants';
import { buildRoom, codeLock, sampleRoom } from './test-rooms';
import { arbBrokenRoom, arbSolvableRoom } from './test-rooms-random';

function replay(pkg: Parameters<typeof step>[0], actions: GameAction[]): GameState {
  return actions.reduce((state, action) => step(pkg, state, action).state, initialState(pkg));
}

describe('buildRoom', () => {
  it('builds a valid package and records codes only as salted hashes', () => {
    const { pkg, solutions } = buildRoom({
      salt: 'pepper',
      scenes: [{ id: 'cell', elements: [codeLock('safe', '12-34', undefined, { escape: true })] }],
    });
    expect(RoomPackageSchema.safeParse(pkg).success).toBe(true);
    expect(solutions).toEqual({ safe: '12-34' });
    expect(pkg.scenes[0].elements[0].requires.code_hash).toBe(hashCode('pepper', 'safe', '1234'));
    expect(JSON.stringify(pkg)).not.toContain('12-34');
  });

  it('gives the sample room sensible defaults', () => {
    const { pkg } = sampleRoom();
    const exit = pkg.scenes[1].elements.find((el) => el.id === 'exit-hatch')!;
    expect(exit).toMatchObject({
      element_type: 'door',
      interaction_type: 'exit',
      initial_state: 'locked',
      points_awarded: 100,
    });
  });
});

describe('properties of random rooms', () => {
  it('solvable by the checker implies the bot escapes and the shortest solution replays', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), fc.integer({ min: 0, max: 1000 }), ({ pkg, solutions }, botSeed) => {
        const report = checkSolvability(pkg, solutions);
        expect(report.solvable, report.reason ?? '').toBe(true);
        expect(report.exhaustive).toBe(true);
        expect(replay(pkg, report.shortest_solution!).escaped).toBe(true);
        expect(playToEscape(pkg, solutions, { seed: botSeed }).escaped).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it('broken rooms are unsolvable and name the offending elements', () => {
    fc.assert(
      fc.property(arbBrokenRoom(), ({ pkg, solutions, kind, expected_offending }) => {
        const report = checkSolvability(pkg, solutions);
        expect(report.solvable).toBe(false);
        expect(report.reason).toBeTruthy();
        expect(report.offending_element_ids).toEqual(expect.arrayContaining(expected_offending));
        if (kind === 'missing_exit') expect(report.reason).toMatch(/no exit/);
        if (kind === 'shared_key_dead_end') {
          expect(report.dead_end_count).toBeGreaterThan(0);
          expect(report.reason).toMatch(/^After .* the exit can no longer be reached/);
          expect(replay(pkg, report.shortest_solution!).escaped).toBe(true);
        }
        if (kind === 'key_behind_own_lock') expect(report.shortest_solution).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('the engine never throws, never mutates its input and refuses without changing state', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('interact' as const),
        element_id: fc.string({ maxLength: 12 }),
        input: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('use_item' as const),
        element_id: fc.string({ maxLength: 12 }),
        item_id: fc.string({ maxLength: 12 }),
      }),
      fc.record({
        type: fc.constant('go_to_scene' as const),
        scene_id: fc.constantFrom('scene-0', 'scene-1', 'scene-2', 'nowhere'),
      }),
      fc.constant({ type: 'hint' as const }),
    );
    fc.assert(
      fc.property(
        arbSolvableRoom(),
        fc.array(fc.tuple(action, fc.nat()), { maxLength: 40 }),
        ({ pkg, solutions }, script) => {
          const ids = pkg.scenes.flatMap((scene) => scene.elements.map((el) => el.id));
          let state = initialState(pkg);
          for (const [raw, n] of script) {
            // Aim most actions at real elements, items and codes so the room actually moves.
            const target = ids[n % ids.length];
            const act: GameAction =
              raw.type === 'interact'
                ? {
                    ...raw,
                    element_id: n % 5 === 0 ? raw.element_id : target,
                    input: n % 3 === 0 ? solutions[target] : raw.input,
                  }
                : raw.type === 'use_item'
                  ? {
                      ...raw,
                      element_id: target,
                      item_id: state.inventory[n % Math.max(1, state.inventory.length)]?.id ?? raw.item_id,
                    }
                  : raw;
            const snapshot = JSON.stringify(state);
            const result = step(pkg, state, act);
            expect(JSON.stringify(state)).toBe(snapshot);
            if (!result.success) expect(result.state).toBe(state);
            // Points: what solving earned, less every charged hint (a hint may take them below zero).
            const earned = pkg.scenes
              .flatMap((scene) => scene.elements)
              .filter((el) => result.state.elements[el.id].state === 'solved' && el.initial_state !== 'solved')
              .reduce((sum, el) => sum + el.points_awarded, 0);
            expect(result.state.points).toBe(earned - HINT_COST_POINTS * result.state.hints_used);
            expect(result.state.visited_scene_ids).toContain(result.state.scene_id);
            expect(new Set(result.state.inventory.map((item) => item.id)).size).toBe(result.state.inventory.length);
            state = result.state;
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a hint exists at every step of the shortest solution and names a visible element', () => {
    fc.assert(
      fc.property(arbSolvableRoom(), ({ pkg, solutions }) => {
        const actions = checkSolvability(pkg, solutions).shortest_solution!;
        let state = initialState(pkg);
        for (const action of actions) {
          const hint = offerHint(pkg, state);
          expect(hint).not.toBeNull();
          expect(state.elements[hint!.element_id].visible).toBe(true);
          state = step(pkg, state, action).state;
        }
        expect(state.escaped).toBe(true);
        expect(offerHint(pkg, state)).toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
