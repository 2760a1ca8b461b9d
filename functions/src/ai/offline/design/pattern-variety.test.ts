import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS, AGENT_THEMES, DIFFICULTIES, type Difficulty } from '@core';
import { writeStoryboard } from '../writing/storyboard-writer';
import { designPuzzles } from './puzzle-designer';
import { PATTERN_REPEATS, patternsLeft } from './code-puzzles';
import type { RoomBrief } from '../../../model/room-design';

const ROOMS = 150;

const brief = (seed: number, difficulty: Difficulty): RoomBrief => ({
  title: 'Variety',
  description: 'A room for the pattern count',
  difficulty,
  theme: AGENT_THEMES[seed % AGENT_THEMES.length],
  seed: seed * 7919 + 17,
  agent: {
    name: 'Ermie',
    personality: 'Wise',
    setting: AGENT_SETTINGS[seed % AGENT_SETTINGS.length],
    theme: AGENT_THEMES[(seed + 3) % AGENT_THEMES.length],
  },
});

/** Pattern id → number of the room's locks that follow it. */
function patternCounts(difficulty: Difficulty, seed: number): Map<string, number> {
  const b = brief(seed, difficulty);
  const design = designPuzzles(b, writeStoryboard(b));
  const counts = new Map<string, number>();
  for (const el of design.scenes.flatMap((s) => s.elements)) {
    if (el.element_type !== 'combination_lock') continue;
    const pattern = el.requires.pattern ?? 'none';
    counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
  }
  return counts;
}

describe('pattern variety (issue 30 item 4)', () => {
  it.each(DIFFICULTIES)(
    `when ${ROOMS} %s rooms are designed, then no pattern appears more often than allowed (once up to hard, twice in expert), and every pattern of the difficulty is still drawn`,
    (difficulty) => {
      const rooms = Array.from({ length: ROOMS }, (_, seed) => patternCounts(difficulty, seed));
      const overCap = rooms.flatMap((counts, seed) =>
        [...counts].filter(([, n]) => n > PATTERN_REPEATS[difficulty]).map(([p, n]) => `seed ${seed}: ${p} ×${n}`),
      );
      expect(overCap).toEqual([]);
      const menu = patternsLeft(difficulty, new Map());
      const drawn = new Set(rooms.flatMap((counts) => [...counts.keys()]));
      expect([...drawn].sort()).toEqual([...menu.digits, ...menu.word].sort());
      if (PATTERN_REPEATS[difficulty] > 1)
        expect(rooms.some((counts) => [...counts.values()].some((n) => n > 1))).toBe(true);
    },
  );

  it('when a room has used every pattern as often as allowed, then none is left', () => {
    const menu = patternsLeft('hard', new Map());
    const used = new Map([...menu.digits, ...menu.word].map((id) => [id, 1]));
    expect(patternsLeft('hard', used)).toEqual({ digits: [], word: [] });
    expect(patternsLeft('expert', used).digits.length).toBeGreaterThan(0);
  });
});
