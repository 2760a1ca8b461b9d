import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as core from '@core';
import { codeKey, findElement, hashCode, initialState, step, type RoomPackage } from '@core';
import { sampleRoom } from '@core/test-support/test-rooms';
import { codeAnswersOf } from './code-answers';
import { applyActions } from './replay-steps';

const drawerOf = (pkg: RoomPackage) => findElement(pkg, 'desk-drawer')!.element;

/** The sample room's drawer stands in the start scene; its code (427) is the one in `solutions`. */
describe('code answers', () => {
  it('when the stored answer matches the hash then entries are compared with it: right, spaced or dashed opens; wrong does not', async () => {
    const { pkg, solutions } = sampleRoom();
    const { check } = await codeAnswersOf({ pkg, solutions });
    const drawer = drawerOf(pkg);
    for (const right of ['427', ' 4-2-7 ', '4 27']) expect(check(drawer, right)).toBe(true);
    for (const wrong of ['428', '4271', '', '42', 'four two seven']) expect(check(drawer, wrong)).toBe(false);
  });

  it('when codes are checked against the stored answer then none costs a key derivation', async () => {
    // A lock hashed with 200,000 rounds: one derivation in JavaScript takes about a quarter of a second.
    const { pkg, solutions } = sampleRoom();
    const drawer = drawerOf(pkg);
    const rounds = 200_000;
    const key = pbkdf2Sync('427', `${pkg.salt}:${drawer.id}`, rounds, 32, 'sha256').toString('hex');
    drawer.requires.code_hash = `pbkdf2-sha256$${rounds}$${core.sha256Hex(`verify:${key}`)}`;
    const { check, keys } = await codeAnswersOf({ pkg, solutions });
    expect(keys.get(drawer.id)).toBe(key);
    const started = performance.now();
    for (let n = 0; n < 20; n++) expect(check(drawer, String(1000 + n))).toBe(false);
    expect(check(drawer, '4-2-7')).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("when the answer is confirmed then the lock's key is the one the package's hash was made with", async () => {
    const { pkg, solutions } = sampleRoom();
    const { keys } = await codeAnswersOf({ pkg, solutions });
    expect(keys.get('desk-drawer')).toBe(codeKey(pkg.salt, 'desk-drawer', '427'));
    expect([...keys.keys()]).toEqual(['desk-drawer']);
  });

  it("when the stored answer does not match the lock's hash then the hash decides, as it does offline", async () => {
    const { pkg } = sampleRoom();
    const { check, keys } = await codeAnswersOf({ pkg, solutions: { 'desk-drawer': '999' } });
    expect(check(drawerOf(pkg), '999')).toBe(false);
    expect(check(drawerOf(pkg), '427')).toBe(true);
    expect(keys.size).toBe(0);
  });

  it('when a lock carries a legacy hash then its stored answer is confirmed without a key', async () => {
    const { pkg, solutions } = sampleRoom();
    const drawer = drawerOf(pkg);
    drawer.requires.code_hash = core.sha256Hex(`${pkg.salt}:${drawer.id}:427`);
    const { check, keys } = await codeAnswersOf({ pkg, solutions });
    expect(check(drawer, '4-2-7')).toBe(true);
    expect(check(drawer, '426')).toBe(false);
    expect(keys.size).toBe(0);
  });

  it('when the server replays code entries then it reaches the state the hash-checking engine reaches', async () => {
    const { pkg, solutions } = sampleRoom();
    const entries = ['111', '427', '427'].map((input, n) => ({
      action_id: `c${n}`,
      action: { type: 'interact' as const, element_id: 'desk-drawer', input },
    }));
    const taps = [{ action_id: 'p', action: { type: 'interact' as const, element_id: 'painting' } }, ...entries];
    const run = await applyActions({ pkg, solutions }, initialState(pkg), taps, new Set());
    const expected = taps.reduce((state, { action }) => step(pkg, state, action).state, initialState(pkg));
    expect(run.state).toEqual(expected);
    expect(run.fresh.map((a) => a.success)).toEqual([true, false, true, true]);
  });

  it('when the room is asked twice then its answers are confirmed once', async () => {
    const { pkg, solutions } = sampleRoom();
    expect(codeAnswersOf({ pkg, solutions })).toBe(codeAnswersOf({ pkg, solutions }));
    expect(hashCode(pkg.salt, 'desk-drawer', '427')).toBe(drawerOf(pkg).requires.code_hash);
  });
});
