/**
 * Every icon is either decoration (aria-hidden, its button carries the words) or named
 * (aria-label): an unnamed ion-icon is an image without alternative text (axe role-img-alt).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../..');

function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screens(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('icons', () => {
  it('are hidden from assistive technology or named, on every screen', () => {
    const unnamed = screens(SRC).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/<IonIcon\b[^>]*?\/?>/gs)]
        .map((m) => m[0])
        .filter((tag) => !/aria-hidden=|aria-label=/.test(tag))
        .map((tag) => `${relative(SRC, path)}: ${tag.replace(/\s+/g, ' ')}`),
    );
    expect(unnamed).toEqual([]);
  });
});
