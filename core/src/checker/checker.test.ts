import { describe, expect, it } from 'vitest';
import type { GameAction, GameState, RoomPackage } from '../engine/room';
import { initialState } from '../engine/engine';
import { step } from '../game-step';
import { checkSolvability } from './checker';
import { buildRoom, clue, codeLock, door, keyItem, sampleRoom, type ElementSpec } from '../test-support/test-rooms';

function replay(pkg: RoomPackage, actions: GameAction[]): GameState {
  return actions.reduce((state, action) => {
    const result = step(pkg, state, action);
    expect(result.success, `${JSON.stringify(action)}: ${result.message}`).toBe(true);
    return result.state;
  }, initialState(pkg));
}

const oneScene = (elements: ElementSpec[]) => buildRoom({ scenes: [{ id: 'cell', elements }] });

describe('checkSolvability on a sound room', () => {
  it('proves the sample room solvable with its 8-step shortest solution', () => {
    const { pkg, solutions } = sampleRoom();
    const report = checkSolvability(pkg, solutions);
    expect(report).toMatchObject({
      solvable: true,
      exhaustive: true,
      reason: null,
      offending_element_ids: [],
      dead_end_count: 0,
    });
    expect(report.shortest_solution).toHaveLength(8);
    expect(report.states_explored).toBeGreaterThan(8);
    expect(replay(pkg, report.shortest_solution!).escaped).toBe(true);
  });

  it('only enters a code after its clue was read', () => {
    const { pkg, solutions } = sampleRoom();
    const actions = checkSolvability(pkg, solutions).shortest_solution!;
    const clueAt = actions.findIndex((a) => a.type === 'interact' && a.element_id === 'painting');
    const codeAt = actions.findIndex((a) => a.type === 'interact' && a.element_id === 'desk-drawer');
    expect(clueAt).toBeGreaterThanOrEqual(0);
    expect(codeAt).toBeGreaterThan(clueAt);
  });

  it('keeps decorations from multiplying the states', () => {
    const decorations = Array.from({ length: 20 }, (_, i) => ({ id: `vase-${i}`, clue_text: 'Dust.' }));
    const { pkg, solutions } = oneScene([
      ...decorations,
      { id: 'switch' },
      door('exit', { escape: true }, { requires: { solved: ['switch'] } }),
    ]);
    const report = checkSolvability(pkg, solutions);
    expect(report.solvable).toBe(true);
    expect(report.states_explored).toBeLessThan(10);
  });

  it('warns about scenes nobody can reach', () => {
    const { pkg, solutions } = buildRoom({
      scenes: [
        { id: 'cell', elements: [door('exit', { escape: true })] },
        { id: 'attic', elements: [{ id: 'box' }] },
      ],
    });
    const report = checkSolvability(pkg, solutions);
    expect(report.solvable).toBe(true);
    expect(report.unreachable_scene_ids).toEqual(['attic']);
    expect(report.warnings).toContain('The scene "Attic" can never be reached');
  });
});

describe('checkSolvability on package errors', () => {
  it.each([
    ['a dangling required item', [door('exit', { escape: true, key: 'ghost' })], /ghost/, ['exit']],
    [
      'a dangling prerequisite',
      [door('exit', { escape: true }, { requires: { solved: ['ghost'] } })],
      /ghost/,
      ['exit'],
    ],
    [
      'a dangling reveal',
      [{ id: 'box', yields: { reveals: ['ghost'] } }, door('exit', { escape: true })],
      /ghost/,
      ['box'],
    ],
    ['a dangling next scene', [door('exit', { escape: true, next: 'moon' })], /moon/, ['exit']],
    ['a missing exit', [{ id: 'box' }], /no exit/, []],
    [
      'an item that can never be picked up',
      [{ id: 'rock' }, door('exit', { escape: true, key: 'rock' })],
      /never be picked up/,
      ['exit', 'rock'],
    ],
  ] as [string, ElementSpec[], RegExp, string[]][])(
    'reports %s as unsolvable',
    (_label, elements, reason, offending) => {
      const { pkg, solutions } = oneScene(elements);
      const report = checkSolvability(pkg, solutions);
      expect(report.solvable).toBe(false);
      expect(report.reason).toMatch(reason);
      expect(report.offending_element_ids).toEqual(offending);
    },
  );

  it('reports a lock without a solution and a solution that does not match', () => {
    const room = oneScene([codeLock('exit', '12', undefined, { escape: true })]);
    const missing = checkSolvability(room.pkg, {});
    expect(missing).toMatchObject({ solvable: false, offending_element_ids: ['exit'] });
    expect(missing.reason).toMatch(/no solution/);
    const wrong = checkSolvability(room.pkg, { exit: '13' });
    expect(wrong.reason).toMatch(/does not match/);
  });

  it('reports a missing start scene', () => {
    const { pkg, solutions } = buildRoom({
      start_scene_id: 'nowhere',
      scenes: [{ id: 'cell', elements: [door('exit', { escape: true })] }],
    });
    expect(checkSolvability(pkg, solutions).reason).toMatch(/start scene/);
  });
});

describe('checkSolvability on rooms that cannot be finished', () => {
  it('names the key locked behind its own lock', () => {
    const { pkg, solutions } = oneScene([
      keyItem('key', { visible: false }),
      { id: 'box', initial_state: 'locked', requires: { items: ['key'] }, yields: { reveals: ['key'] } },
      door('exit', { escape: true, key: 'key' }),
    ]);
    const report = checkSolvability(pkg, solutions);
    expect(report).toMatchObject({ solvable: false, exhaustive: true, shortest_solution: null });
    expect(report.reason).toMatch(/exit can never be reached/);
    expect(report.offending_element_ids).toEqual(expect.arrayContaining(['key', 'box', 'exit']));
  });

  it('does not count a code as known while its clue cannot be read', () => {
    const { pkg, solutions } = oneScene([
      clue('note', '42', { visible: false }),
      codeLock('exit', '42', 'note', { escape: true }),
    ]);
    const report = checkSolvability(pkg, solutions);
    expect(report.solvable).toBe(false);
    expect(report.offending_element_ids).toEqual(expect.arrayContaining(['note', 'exit']));
  });

  it('names a clue source that lies after its lock (a later scene behind the lock)', () => {
    const { pkg, solutions } = buildRoom({
      scenes: [
        {
          id: 'hall',
          elements: [
            clue('tile', 'Drawn: a bell, a bell.'),
            codeLock(
              'gate-lock',
              '21',
              undefined,
              { unlocks: ['gate'] },
              { requires: { clue_sources: ['tile', 'slip'] } },
            ),
            door('gate', { next: 'yard', locked: true }),
          ],
        },
        { id: 'yard', elements: [clue('slip', 'Drawn: an owl.'), door('exit', { escape: true })] },
      ],
    });
    const report = checkSolvability(pkg, solutions);
    expect(report.solvable).toBe(false);
    expect(report.offending_element_ids).toEqual(expect.arrayContaining(['gate-lock', 'slip']));
    expect(report.reason).toContain('"Gate lock" takes its code from "Slip", which can never be read before it');
    expect(report.reason).not.toContain('from "Tile"');
  });

  it('reads pure clues eagerly without changing the verdict or the dead ends', () => {
    const clues = Array.from({ length: 12 }, (_, i) => clue(`note-${i}`, `Part ${i}.`));
    const { pkg, solutions } = oneScene([
      ...clues,
      codeLock('exit', '1234', undefined, { escape: true }, { requires: { clue_sources: clues.map((c) => c.id) } }),
    ]);
    const report = checkSolvability(pkg, solutions);
    expect(report.solvable).toBe(true);
    expect(report.states_explored).toBeLessThan(20);
    expect(report.shortest_solution).toHaveLength(13);
  });

  it('finds the dead end of a key that two locks accept', () => {
    const { pkg, solutions } = buildRoom({
      scenes: [
        {
          id: 'hall',
          elements: [keyItem('key'), { id: 'trapdoor', requires: { items: ['key'] } }, door('gate', { next: 'yard' })],
        },
        { id: 'yard', elements: [door('exit', { escape: true, key: 'key' })] },
      ],
    });
    const report = checkSolvability(pkg, solutions);
    expect(report.solvable).toBe(false);
    expect(report.exhaustive).toBe(true);
    expect(report.shortest_solution).not.toBeNull();
    expect(report.dead_end_count).toBeGreaterThan(0);
    expect(report.reason).toMatch(/^After tap "Key", then use "Key" on "Trapdoor", the exit can no longer be reached/);
    expect(report.offending_element_ids).toEqual(['exit']);
    const stuck = replay(pkg, report.dead_end_path!);
    expect(stuck.inventory).toEqual([]);
    expect(checkSolvability(pkg, solutions, { maxStates: 1_000 }).dead_end_count).toBe(report.dead_end_count);
  });

  it('says the search was not exhaustive when maxStates is hit', () => {
    const { pkg, solutions } = sampleRoom();
    const report = checkSolvability(pkg, solutions, { maxStates: 3 });
    expect(report.exhaustive).toBe(false);
    expect(report.states_explored).toBe(3);
    expect(report.solvable).toBe(false);
    expect(report.reason).toMatch(/within 3 states/);
  });
});
