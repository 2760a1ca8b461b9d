import { describe, expect, it } from 'vitest';
import { playToEscape } from '../checker/player-bot';
import { sealPackage, type Keyring } from '../sealing/sealed-package';
import { stepSealed } from '../sealing/sealed-open';
import { sampleRoom } from '../test-support/test-rooms';
import { initialState } from './engine';
import { playerView, type PlayerView } from './player-view';

const bytes = () => {
  let n = 0;
  return (length: number) => Uint8Array.from({ length }, () => (n = (n * 73 + 41) % 256));
};

describe('playerView', () => {
  it('shows the same from the full package as from the sealed package the screen opens, state after state', () => {
    const { pkg, solutions } = sampleRoom();
    const sealed = sealPackage(pkg, solutions, { randomBytes: bytes() });
    let keyring: Keyring = {};
    const views: Array<[PlayerView, PlayerView]> = [];
    const run = playToEscape(sealed, solutions, {
      seed: 3,
      step: (state, action) => {
        const next = stepSealed(sealed, keyring, state, action);
        keyring = next.keyring;
        views.push([
          playerView(pkg, next.result.state, next.result),
          playerView(next.view.pkg, next.result.state, next.result),
        ]);
        return next.result;
      },
    });
    expect(run.escaped).toBe(true);
    for (const [full, opened] of views) expect(full).toEqual(opened);
    const read = views.find(([view]) => view.elements.some((el) => el.clue !== ''));
    expect(read?.[0].elements.find((el) => el.id === 'painting')?.clue).toBe(
      'Behind the frame someone scratched: 4-2-7',
    );
  });

  it('shows what the screen shows: a clue only once read, the lock asking for a code, the state chips', () => {
    const { pkg } = sampleRoom();
    const view = playerView(pkg, initialState(pkg));
    const painting = view.elements.find((el) => el.id === 'painting')!;
    expect(painting.clue).toBe('');
    expect(view.elements.find((el) => el.id === 'desk-drawer')).toMatchObject({ asksForCode: true, action: 'Open' });
    expect(view.elements.map((el) => el.id)).not.toContain('brass-key');
    expect(view.scenes).toEqual([{ id: 'study', name: pkg.scenes[0].name }]);
    expect(view.scene.counter).toBe('Scene 1 of 2');
  });

  it('has no field for what a player never sees: requirements, yields, clue sources, patterns, solutions, hashes', () => {
    const { pkg } = sampleRoom();
    const el = playerView(pkg, initialState(pkg)).elements[0];
    // @ts-expect-error a PlayerView element has no requires
    expect(el.requires).toBeUndefined();
    // @ts-expect-error a PlayerView element has no yields
    expect(el.yields).toBeUndefined();
    // @ts-expect-error a PlayerView element has no clue_text field (only the clue once read)
    expect(el.clue_text).toBeUndefined();
    const view = playerView(pkg, initialState(pkg));
    // @ts-expect-error a PlayerView has no solutions
    expect(view.solutions).toBeUndefined();
    // @ts-expect-error a PlayerView has no salt to hash codes with
    expect(view.salt).toBeUndefined();
    expect(JSON.stringify(view)).not.toMatch(/code_hash|clue_sources|pattern|pbkdf2/);
  });
});
