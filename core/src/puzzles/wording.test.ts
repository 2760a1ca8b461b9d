/**
 * Issue 30 item 4: enough wording that rooms do not repeat their sentences. Every pattern
 * brings its own lock faces and clue sentence frames; these floors keep them from shrinking.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLE_PATTERNS } from './index';

const wordings = PUZZLE_PATTERNS.map((pattern) => ({ id: pattern.id, wording: pattern.wording }));

describe('pattern wording', () => {
  it('gives every pattern several lock faces and many clue sentence frames, none twice', () => {
    for (const { id, wording } of wordings) {
      expect(wording, id).toBeDefined();
      expect(wording!.lockFaces.length, id).toBeGreaterThanOrEqual(6);
      expect(wording!.clueTemplates.length, id).toBeGreaterThanOrEqual(25);
      expect(new Set(wording!.lockFaces).size, id).toBe(wording!.lockFaces.length);
      expect(new Set(wording!.clueTemplates).size, id).toBe(wording!.clueTemplates.length);
    }
  });

  it('has at least 300 clue sentence templates and 60 lock faces in all', () => {
    const templates = wordings.reduce((sum, { wording }) => sum + (wording?.clueTemplates.length ?? 0), 0);
    const faces = wordings.reduce((sum, { wording }) => sum + (wording?.lockFaces.length ?? 0), 0);
    expect(templates).toBeGreaterThanOrEqual(300);
    expect(faces).toBeGreaterThanOrEqual(60);
  });

  it('writes no digit in any face or frame (numbers a player must find are spelled out)', () => {
    const all = wordings.flatMap(({ wording }) => [...(wording?.lockFaces ?? []), ...(wording?.clueTemplates ?? [])]);
    expect(all.filter((text) => /\d/.test(text))).toEqual([]);
  });
});
