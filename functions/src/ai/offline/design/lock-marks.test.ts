import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS, AGENT_THEMES } from '@core';
import { writeStoryboard } from '../writing/storyboard-writer';
import { designPuzzles } from './puzzle-designer';
import { MARKS, MAX_CODE_LOCKS, bearMark, nextMark } from './code-puzzles';
import type { RoomBrief } from '../../../model/room-design';

const brief = (seed: number, scenes: number): RoomBrief => ({
  title: 'Marks',
  description: 'A room for the mark count',
  difficulty: 'expert',
  theme: AGENT_THEMES[seed % AGENT_THEMES.length],
  seed: seed * 7919 + 17,
  scene_count: scenes,
  agent: {
    name: 'Ermie',
    personality: 'Wise',
    setting: AGENT_SETTINGS[seed % AGENT_SETTINGS.length],
    theme: AGENT_THEMES[(seed + 3) % AGENT_THEMES.length],
  },
});

const markOn = (text: string) => /scratched a small ([a-z]+)/.exec(text)?.[1];

/** Each code lock of a designed room: the sign on its face and the signs on the texts of its clues. */
function lockMarks(seed: number, scenes: number) {
  const b = brief(seed, scenes);
  const elements = designPuzzles(b, writeStoryboard(b)).scenes.flatMap((s) => s.elements);
  const byId = new Map(elements.map((el) => [el.id, el] as const));
  return elements
    .filter((el) => el.element_type === 'combination_lock')
    .map((lock) => ({
      mark: markOn(lock.description),
      clueMarks: (lock.requires.clue_sources ?? []).map((id) => markOn(byId.get(id)?.clue_text ?? '')),
    }));
}

describe('the signs scratched on locks and their clues', () => {
  it('has a sign for every code lock an offline room can have', () => {
    expect(new Set(MARKS).size).toBe(MARKS.length);
    expect(MARKS.length).toBeGreaterThanOrEqual(MAX_CODE_LOCKS);
  });

  it.each([5, 8])(
    'when expert rooms of %i scenes are designed, then no two locks of a room bear the same sign, and each clue bears its lock’s',
    (scenes) => {
      for (let seed = 0; seed < 12; seed++) {
        const locks = lockMarks(seed, scenes);
        const marks = locks.map((l) => l.mark);
        expect(marks.every((m) => m && MARKS.includes(m))).toBe(true);
        expect(new Set(marks).size, `seed ${seed}: ${marks.join(', ')}`).toBe(marks.length);
        for (const lock of locks) expect(lock.clueMarks.every((m) => m === lock.mark)).toBe(true);
      }
    },
  );

  it('when every sign is borne (a model design with many locks), then a sign is shared only with a lock of another pattern, the least borne first', () => {
    const borne = new Map<string, string[]>();
    for (const mark of MARKS) bearMark(borne, mark, 'found-sum');
    bearMark(borne, MARKS[0], 'colour-order');
    const shared = nextMark(borne, 'colour-order');
    expect(shared).toBe(MARKS[1]);
    expect(nextMark(borne, 'symbol-map')).toBe(MARKS[1]);
    // Every sign already on a found-sum lock: the least borne of all.
    expect(nextMark(borne, 'found-sum')).toBe(MARKS[1]);
    expect(nextMark(new Map(), 'found-sum')).toBe(MARKS[0]);
  });
});
