/** Seeded randomness for the painter: the same spec always paints the same picture. */
import { createRandom } from '@core';

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** An independent stream derived from this one and a label (keeps sub-drawings stable). */
  fork(label: string): Rng;
}

/** mulberry32 (core's generator): tiny, fast and good enough for art. */
export function createRng(seed: number): Rng {
  const next = createRandom(seed);
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    fork: (label) => createRng(hashString(`${seed}:${label}`)),
  };
  return rng;
}
