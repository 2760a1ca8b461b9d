import { describe, expect, it } from 'vitest';
import { checkSolvability } from './checker';
import { measureRoomShape, openPuzzles } from './room-shape';
import { indexRoom } from '../engine/engine-room';
import { initialStateIndexed } from '../engine/engine-state';
import type { GameAction } from '../engine/room';
import { buildRoom, clue, codeLock, door, keyItem, sampleRoom, type ElementSpec } from '../test-support/test-rooms';

const tap = (element_id: string): GameAction => ({ type: 'interact', element_id });
const enter = (element_id: string, input: string): GameAction => ({ type: 'interact', element_id, input });
const use = (element_id: string, item_id: string): GameAction => ({ type: 'use_item', element_id, item_id });

/** One chain: a note gives a box's code, the box reveals a small key, the key opens a cabinet holding a piece. */
function chain(name: string, code: string): ElementSpec[] {
  return [
    clue(`note-${name}`, `Scratched on the note: ${code}`),
    codeLock(`box-${name}`, code, `note-${name}`, { reveals: [`key-${name}`] }),
    keyItem(`key-${name}`, { visible: false }),
    { id: `cabinet-${name}`, requires: { items: [`key-${name}`] }, yields: { reveals: [`piece-${name}`] } },
    keyItem(`piece-${name}`, { visible: false }),
  ];
}

/** Two independent chains, each yielding a piece; the exit takes both pieces (the meta-lock). */
function twoChainRoom() {
  return buildRoom({
    scenes: [
      {
        id: 'hall',
        elements: [
          ...chain('a', '123'),
          ...chain('b', '456'),
          { id: 'photograph', description: 'A family by the sea.' },
          door('exit', { escape: true }, { requires: { items: ['piece-a', 'piece-b'] } }),
        ],
      },
    ],
  });
}

const chainMoves = (name: string, code: string): GameAction[][] => [
  [tap(`note-${name}`), enter(`box-${name}`, code)],
  [tap(`key-${name}`), use(`cabinet-${name}`, `key-${name}`), tap(`piece-${name}`)],
];

describe('measureRoomShape', () => {
  it('counts two open puzzles at the start of a room with two chains feeding a meta-lock', () => {
    const { pkg, solutions } = twoChainRoom();
    const index = indexRoom(pkg);
    const open = openPuzzles(index, initialStateIndexed(index), [...index.elements.values()], solutions);
    expect(open.map((el) => el.id).sort()).toEqual(['box-a', 'box-b']);
  });

  it('counts the open puzzles after each solve, which depends on the order the chains are played in', () => {
    const { pkg, solutions } = twoChainRoom();
    const [a1, a2] = chainMoves('a', '123');
    const [b1, b2] = chainMoves('b', '456');
    const exit = [use('exit', 'piece-a')];
    const oneAfterTheOther = measureRoomShape(pkg, solutions, [...a1, ...a2, ...b1, ...b2, ...exit]);
    expect(oneAfterTheOther.openCounts).toEqual([2, 2, 1, 1, 1]);
    const interleaved = measureRoomShape(pkg, solutions, [...a1, ...b1, ...a2, ...b2, ...exit]);
    expect(interleaved.openCounts).toEqual([2, 2, 2, 1, 1]);
    expect(interleaved.meanOpen).toBeCloseTo(8 / 5);
    expect(interleaved.maxOpen).toBe(2);
    expect(interleaved.singleOpenShare).toBeCloseTo(2 / 5);
    expect(interleaved.depth).toBe(3);
    expect(interleaved.puzzles).toBe(5);
    expect(interleaved.steps).toBe(11);
    expect(interleaved.offPathShare).toBeCloseTo(1 / 12);
  });

  it('measures the sample room as a corridor: one open puzzle at every moment', () => {
    const { pkg, solutions } = sampleRoom();
    const report = checkSolvability(pkg, solutions);
    const shape = measureRoomShape(pkg, solutions, report.shortest_solution!);
    expect(shape.openCounts).toEqual([1, 1, 1]);
    expect(shape.singleOpenShare).toBe(1);
    expect(shape.depth).toBe(3);
    expect(shape.steps).toBe(report.shortest_solution!.length);
    expect(shape.offPathShare).toBeCloseTo(1 / 9); // the bookshelf
  });

  it('counts a lock open when its clue lies behind a free door, and a puzzle behind a lock not open', () => {
    const { pkg, solutions } = buildRoom({
      scenes: [
        {
          id: 'cellar',
          elements: [
            codeLock('chest', '90', 'ledger', { reveals: ['gem'] }),
            keyItem('gem', { visible: false }),
            { id: 'altar', requires: { items: ['gem'] }, yields: { unlocks: ['gate'] } },
            door('stairs', { next: 'attic' }),
            door('gate', { escape: true, locked: true }),
          ],
        },
        { id: 'attic', elements: [clue('ledger', 'Ninety barrels.'), { id: 'dust', description: 'Dust.' }] },
      ],
    });
    const playThrough = [
      tap('stairs'),
      tap('ledger'),
      { type: 'go_to_scene', scene_id: 'cellar' } as const,
      enter('chest', '90'),
      tap('gem'),
      use('altar', 'gem'),
      tap('gate'),
    ];
    const shape = measureRoomShape(pkg, solutions, playThrough);
    expect(shape.openCounts).toEqual([1, 1]);
    expect(shape.depth).toBe(2);
    expect(shape.offPathShare).toBeCloseTo(1 / 7); // the dust
  });

  it("passes over a player's wrong tries, and refuses a play-through that does not escape", () => {
    const { pkg, solutions } = sampleRoom();
    const path = checkSolvability(pkg, solutions).shortest_solution!;
    const withWrongTries = [enter('desk-drawer', '000'), tap('study-door'), ...path];
    expect(measureRoomShape(pkg, solutions, withWrongTries).openCounts).toEqual([1, 1, 1]);
    expect(() => measureRoomShape(pkg, solutions, path.slice(0, -1))).toThrow(/does not escape/);
  });
});
