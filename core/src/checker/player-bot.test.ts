import { describe, expect, it } from 'vitest';
import { createRandom, playToEscape } from './player-bot';
import { generatePuzzle, puzzlePattern } from '../puzzles/index';
import { buildRoom, codeLock, clue, door, keyItem, sampleRoom } from '../test-support/test-rooms';

describe('playToEscape', () => {
  it('escapes the sample room, reading the clue before entering the code', () => {
    const { pkg, solutions } = sampleRoom();
    const run = playToEscape(pkg, solutions, { seed: 7 });
    expect(run.escaped).toBe(true);
    expect(run.state.escaped).toBe(true);
    expect(run.steps).toBe(run.actions.length);
    const clueAt = run.actions.findIndex((a) => a.type === 'interact' && a.element_id === 'painting');
    const codeAt = run.actions.findIndex(
      (a) => a.type === 'interact' && a.element_id === 'desk-drawer' && a.input === '427',
    );
    expect(codeAt).toBeGreaterThan(clueAt);
    expect(clueAt).toBeGreaterThanOrEqual(0);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    const { pkg, solutions } = sampleRoom();
    expect(playToEscape(pkg, solutions, { seed: 3 }).actions).toEqual(
      playToEscape(pkg, solutions, { seed: 3 }).actions,
    );
    const runs = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(playToEscape(pkg, solutions, { seed }).actions)),
    );
    expect(runs.size).toBeGreaterThan(1);
  });

  it('walks back for a key found in a later scene', () => {
    const { pkg, solutions } = buildRoom({
      scenes: [
        {
          id: 'hall',
          elements: [
            door('arch', { next: 'yard' }),
            { id: 'chest', requires: { items: ['iron-key'] }, yields: { reveals: ['note'] } },
            clue('note', '5-5', { visible: false }),
          ],
        },
        { id: 'yard', elements: [keyItem('iron-key'), codeLock('exit', '55', 'note', { escape: true })] },
      ],
    });
    const run = playToEscape(pkg, solutions, { seed: 11 });
    expect(run.escaped).toBe(true);
    expect(run.actions).toContainEqual({ type: 'go_to_scene', scene_id: 'hall' });
  });

  it('gives up within maxSteps in a room without a way out', () => {
    const { pkg, solutions } = buildRoom({
      scenes: [{ id: 'cell', elements: [{ id: 'vase' }, door('exit', { escape: true, locked: true })] }],
    });
    const run = playToEscape(pkg, solutions, { seed: 1, maxSteps: 50 });
    expect(run).toMatchObject({ escaped: false, steps: 50 });
  });
});

describe('playToEscape reads, never peeks', () => {
  it('escapes with no solutions and with wrong ones: codes come from the texts it read', () => {
    const { pkg } = sampleRoom();
    for (const solutions of [{}, { 'desk-drawer': '999' }] as Array<Record<string, string>>) {
      const run = playToEscape(pkg, solutions, { seed: 5 });
      expect(run.escaped).toBe(true);
      expect(run.actions).not.toContainEqual({ type: 'interact', element_id: 'desk-drawer', input: '999' });
    }
  });

  it('works a patterned code out from clues in two scenes, only after reading both', () => {
    const puzzle = generatePuzzle(puzzlePattern('found-sum')!, createRandom(9), { sources: 2, digits: 3 });
    const { pkg } = buildRoom({
      scenes: [
        { id: 'hall', elements: [clue('slip-a', puzzle.sources[0].text), door('arch', { next: 'yard' })] },
        {
          id: 'yard',
          elements: [
            clue('slip-b', puzzle.sources[1].text),
            codeLock(
              'exit',
              puzzle.code,
              undefined,
              { escape: true },
              {
                description: puzzle.lockText,
                requires: { clue_sources: ['slip-a', 'slip-b'], pattern: puzzle.pattern },
              },
            ),
          ],
        },
      ],
    });
    for (const seed of [1, 2, 3, 4]) {
      const run = playToEscape(pkg, {}, { seed });
      expect(run.escaped).toBe(true);
      const entered = run.actions.findIndex((a) => a.type === 'interact' && a.input !== undefined);
      const read = (id: string) => run.actions.findIndex((a) => a.type === 'interact' && a.element_id === id);
      expect(read('slip-a')).toBeLessThan(entered);
      expect(read('slip-b')).toBeLessThan(entered);
      expect(run.actions.filter((a) => a.type === 'interact' && a.input !== undefined)).toEqual([
        { type: 'interact', element_id: 'exit', input: puzzle.code },
      ]);
    }
  });

  it('stays locked out when a source text is missing (it does not guess)', () => {
    const puzzle = generatePuzzle(puzzlePattern('counting')!, createRandom(4), { sources: 2, digits: 3 });
    const { pkg } = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            clue('tile', puzzle.sources[0].text),
            clue('blank', 'Nothing but scratches.'),
            codeLock(
              'exit',
              puzzle.code,
              undefined,
              { escape: true },
              {
                description: puzzle.lockText,
                requires: { clue_sources: ['tile', 'blank'], pattern: puzzle.pattern },
              },
            ),
          ],
        },
      ],
    });
    expect(playToEscape(pkg, { exit: puzzle.code }, { seed: 1, maxSteps: 200 }).escaped).toBe(false);
  });
});

describe('createRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
