import { describe, expect, it } from 'vitest';
import { createRandom, playToEscape } from './player-bot';
import { buildRoom, codeLock, clue, door, keyItem, sampleRoom } from './test-rooms';

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
