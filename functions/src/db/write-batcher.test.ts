import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher';

interface Write {
  row: string;
  value: number;
}

/** A batcher over a fake statement whose calls the test releases one at a time. */
function harness(maxBatch = 8) {
  const statements: Write[][] = [];
  const release: Array<(fail?: boolean) => void> = [];
  const errors: number[] = [];
  const batcher = new WriteBatcher<Write, string | null>({
    write: (inputs) => {
      statements.push(inputs);
      return new Promise((resolve, reject) =>
        release.push((fail) => (fail ? reject(new Error('boom')) : resolve(inputs.map((w) => `${w.row}=${w.value}`)))),
      );
    },
    failed: null,
    keyOf: (w) => w.row,
    maxBatch,
    onError: (_error, size) => errors.push(size),
  });
  return { batcher, statements, release, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WriteBatcher', () => {
  it('sends a write alone at once, and the writes that arrive meanwhile as the next single statement', async () => {
    const { batcher, statements, release } = harness();
    const first = batcher.submit({ row: 'a', value: 1 });
    expect(statements).toEqual([[{ row: 'a', value: 1 }]]);
    const later = [batcher.submit({ row: 'b', value: 2 }), batcher.submit({ row: 'c', value: 3 })];
    expect(statements).toHaveLength(1);

    release[0]();
    expect(await first).toBe('a=1');
    await settle();
    expect(statements[1]).toEqual([
      { row: 'b', value: 2 },
      { row: 'c', value: 3 },
    ]);
    release[1]();
    expect(await Promise.all(later)).toEqual(['b=2', 'c=3']);
  });

  it('never puts two writes of one key in the same statement, and keeps at most maxBatch in one', async () => {
    const { batcher, statements, release } = harness(2);
    const answers = [
      batcher.submit({ row: 'a', value: 1 }),
      batcher.submit({ row: 'a', value: 2 }),
      batcher.submit({ row: 'b', value: 3 }),
      batcher.submit({ row: 'c', value: 4 }),
    ];
    for (let n = 0; n < 3; n += 1) {
      await settle();
      release[n]();
    }
    expect(await Promise.all(answers)).toEqual(['a=1', 'a=2', 'b=3', 'c=4']);
    expect(statements.map((batch) => batch.map((w) => w.value))).toEqual([[1], [2, 3], [4]]);
  });

  it('answers `failed` to every write of a failed statement, once logged, and goes on with the next', async () => {
    const { batcher, release, errors } = harness();
    const first = batcher.submit({ row: 'a', value: 1 });
    const failing = [batcher.submit({ row: 'b', value: 2 }), batcher.submit({ row: 'c', value: 3 })];
    release[0]();
    await settle();
    release[1](true);
    expect(await first).toBe('a=1');
    expect(await Promise.all(failing)).toEqual([null, null]);
    expect(errors).toEqual([2]);

    const after = batcher.submit({ row: 'd', value: 4 });
    await settle();
    release[2]();
    expect(await after).toBe('d=4');
  });
});
