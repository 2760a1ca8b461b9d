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
    // A lock hashed with 200,000 rounds: one derivation in JavaScript takes about 75 ms.
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

  it('when an entry on a lock without a confirmed answer is prepared then the check answers it without deriving', async () => {
    const { pkg } = sampleRoom();
    const drawer = drawerOf(pkg);
    const rounds = 200_000; // about 75 ms per derivation in JavaScript
    const key = pbkdf2Sync('427', `${pkg.salt}:${drawer.id}`, rounds, 32, 'sha256').toString('hex');
    drawer.requires.code_hash = `pbkdf2-sha256$${rounds}$${core.sha256Hex(`verify:${key}`)}`;
    const { check, prepare } = await codeAnswersOf({ pkg, solutions: {} });
    const entries = ['4-2-7', ...Array.from({ length: 10 }, (_, n) => String(500 + n))];
    await Promise.all(entries.map((entry) => prepare(drawer.id, entry)));
    const started = performance.now();
    expect(entries.map((entry) => check(drawer, entry))).toEqual([true, ...Array(10).fill(false)]);
    expect(performance.now() - started).toBeLessThan(100);
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

  it('when the replay meets entries on a lock without a confirmed answer then it derives them off the event loop', async () => {
    const { pkg } = sampleRoom();
    const drawer = drawerOf(pkg);
    const rounds = 1_000_000; // about 0.4 s per derivation in JavaScript, on the event loop
    const key = pbkdf2Sync('427', `${pkg.salt}:${drawer.id}`, rounds, 32, 'sha256').toString('hex');
    drawer.requires.code_hash = `pbkdf2-sha256$${rounds}$${core.sha256Hex(`verify:${key}`)}`;
    const codes = ['111', '222', '333', '444', '427'];
    const actions = [
      { type: 'interact' as const, element_id: 'painting' },
      ...codes.map((input) => ({ type: 'interact' as const, element_id: drawer.id, input })),
    ];
    // The longest gap between ticks of a 1 ms timer: how long the loop was held at once.
    let last = performance.now();
    let longest = 0;
    const ticks = setInterval(() => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
    }, 1);
    const run = await applyActions(
      { pkg, solutions: {} },
      initialState(pkg),
      actions.map((action, n) => ({ action_id: `u${n}`, action })),
      new Set(),
    );
    await new Promise((resolve) => setTimeout(resolve, 5)); // a last tick after the replay
    clearInterval(ticks);
    expect(run.fresh.map((a) => a.success)).toEqual([true, false, false, false, false, true]);
    expect(longest).toBeLessThan(150);
  });

  it('when the room is asked twice then its answers are confirmed once', async () => {
    const { pkg, solutions } = sampleRoom();
    expect(codeAnswersOf({ pkg, solutions })).toBe(codeAnswersOf({ pkg, solutions }));
    expect(hashCode(pkg.salt, 'desk-drawer', '427')).toBe(drawerOf(pkg).requires.code_hash);
  });
});
