import { describe, expect, it } from 'vitest';
import { createRng, Deck, deriveSeed, mulberry32, shuffle } from './rng';

describe('rng', () => {
  it('when seeded alike, then mulberry32 repeats the same stream', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('when seeded differently, then the streams differ', () => {
    const a = mulberry32(1);
    const b = mulberry32(2);
    expect(Array.from({ length: 5 }, () => a())).not.toEqual(Array.from({ length: 5 }, () => b()));
  });

  it('when labels differ, then derived seeds differ and are stable', () => {
    expect(deriveSeed(7, 'plan')).toBe(deriveSeed(7, 'plan'));
    expect(deriveSeed(7, 'plan')).not.toBe(deriveSeed(7, 'salt'));
    expect(deriveSeed(7, 'plan')).not.toBe(deriveSeed(8, 'plan'));
  });

  it('when drawing integers and digits, then they stay in range', () => {
    const rng = createRng(3);
    for (let i = 0; i < 500; i++) {
      const n = rng.int(2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(rng.digits(6)).toMatch(/^\d{6}$/);
    expect(rng.hex(16)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('when shuffling, then the result is a permutation and the input is untouched', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(mulberry32(9), input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
  });

  it('when a deck is drawn, then every card comes once before any repeats', () => {
    const deck = new Deck(createRng(5), ['a', 'b', 'c', 'd']);
    const first = [deck.draw(), deck.draw(), deck.draw(), deck.draw()];
    expect([...first].sort()).toEqual(['a', 'b', 'c', 'd']);
    const fifth = deck.draw();
    expect(fifth).not.toBe(first[3]);
  });

  it('when drawing with a test, then a passing card is returned', () => {
    const deck = new Deck(createRng(5), [1, 2, 3, 4, 5, 6]);
    for (let i = 0; i < 10; i++) expect(deck.drawWhere((n) => n % 2 === 0) % 2).toBe(0);
    expect([1, 2, 3]).toContain(new Deck(createRng(1), [1, 2, 3]).drawWhere(() => false));
  });
});
