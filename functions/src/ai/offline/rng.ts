/**
 * Seeded randomness for the offline engine's writer and designer.
 * mulberry32 is tiny, fast and good enough for choosing words and shapes;
 * every choice flows from one seed, so a room is reproducible.
 */

import { createRandom } from '@core';

/** mulberry32 (the same generator the core player bot uses): floats in [0, 1). */
export const mulberry32: (seed: number) => () => number = createRandom;

/** Mixes a seed with a label so independent concerns (storyboard, codes, salt) draw from separate streams. */
export function deriveSeed(seed: number, label: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** A string of n decimal digits (the first may be 0). */
  digits(n: number): string;
  /** n lowercase hex characters. */
  hex(n: number): string;
}

export function createRng(seed: number, label = ''): Rng {
  const next = mulberry32(label ? deriveSeed(seed, label) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => pick(next, items),
    shuffle: (items) => shuffle(next, items),
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
    hex: (n) => Array.from({ length: n }, () => int(0, 15).toString(16)).join(''),
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)];
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Draws items without repetition until the list runs out, then starts a fresh shuffle
 * (avoiding an immediate repeat), so a room rarely names two things alike. With `rank`, each draw
 * takes the lowest-ranked card left in the shuffle (a Gemini design's objects of the scene being
 * built before the setting's, design/gemini-material.ts); without it, draws are exactly as before.
 */
export class Deck<T> {
  private queue: T[] = [];
  private last: T | undefined;
  private readonly drawn = new Set<T>();
  constructor(
    private readonly rng: Rng,
    private readonly items: readonly T[],
    private readonly rank?: (item: T) => number,
  ) {
    if (items.length === 0) throw new Error('a deck needs at least one card');
  }

  /**
   * Where in the queue the next card passing `test` is: the first, or with `rank` the first of the lowest
   * rank any such card has (brought into the queue when it is not there).
   */
  private next(test: (item: T) => boolean): number {
    const rank = this.rank;
    if (!rank) return this.queue.findIndex(test);
    const candidates = this.items.filter(test);
    const lowest = Math.min(...candidates.map(rank));
    if (!this.queue.some((card) => test(card) && rank(card) === lowest))
      this.queue = this.queue.concat(this.rng.shuffle(candidates.filter((card) => rank(card) === lowest)));
    let best = -1;
    this.queue.forEach((card, i) => {
      if (test(card) && (best < 0 || rank(card) < rank(this.queue[best]))) best = i;
    });
    return best;
  }

  draw(): T {
    if (this.rank) return this.drawWhere(() => true);
    if (this.queue.length === 0) {
      this.queue = this.rng.shuffle(this.items);
      if (this.queue.length > 1 && this.queue[0] === this.last) this.queue.push(this.queue.shift() as T);
    }
    const card = this.queue.shift() as T;
    this.last = card;
    this.drawn.add(card);
    return card;
  }

  /** How many cards (passing `test`, when given) have not been drawn yet: a thing drawn now gets a name of its own. */
  freshLeft(test: (item: T) => boolean = () => true): number {
    return this.items.filter((item) => test(item) && !this.drawn.has(item)).length;
  }

  hasFresh(test?: (item: T) => boolean): boolean {
    return this.freshLeft(test) > 0;
  }

  /** Draws the first card that passes the test, one not drawn before if there is one (or any card if none passes). */
  drawWhere(test: (item: T) => boolean): T {
    if (!this.items.some(test)) return this.draw();
    const unseen = (item: T) => test(item) && !this.drawn.has(item);
    const wanted = this.hasFresh(test) ? unseen : test;
    if (!this.queue.some(wanted)) this.queue = this.queue.concat(this.rng.shuffle(this.items.filter(wanted)));
    const index = this.next(wanted);
    const [card] = this.queue.splice(index, 1);
    this.last = card;
    this.drawn.add(card);
    return card;
  }
}
