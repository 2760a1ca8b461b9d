/**
 * Issue 30 item 4: a riddle's answer is something in the room, so it can be reasoned out by
 * looking around rather than recalled.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS, AGENT_THEMES } from '@core';
import { RIDDLES } from '@core/puzzles/riddle';
import { SETTINGS } from './material/theme-material';
import { writeStoryboard } from './writing/storyboard-writer';
import { designPuzzles } from './design/puzzle-designer';
import { wordsOfNames } from './design/code-puzzles';
import type { RoomBrief } from '../../model/room-design';

const easyRoom = (i: number): RoomBrief => ({
  title: '',
  description: '',
  difficulty: 'easy',
  theme: AGENT_THEMES[i % AGENT_THEMES.length],
  seed: i * 7331 + 3,
  agent: { name: '', personality: '', setting: AGENT_SETTINGS[i % AGENT_SETTINGS.length], theme: '' },
});

describe('riddles in offline rooms', () => {
  it('has a riddle for some word of every lock that takes words, so a riddle can always be about the lock at least', () => {
    const answers = RIDDLES.map((r) => r.answer);
    const unriddled = SETTINGS.flatMap((setting) => setting.locks)
      .filter((lock) => lock.accepts !== 'digits')
      .filter((lock) => !wordsOfNames([lock.name]).some((word) => answers.includes(word)));
    expect(unriddled.map((lock) => lock.name)).toEqual([]);
  });

  it('when 240 easy rooms are designed, then every riddle answers with the name of a thing a player can see', () => {
    const answers = new Set<string>();
    const strays: string[] = [];
    for (let i = 0; i < 240; i++) {
      const design = designPuzzles(easyRoom(i), writeStoryboard(easyRoom(i)));
      const elements = design.scenes.flatMap((scene) => scene.elements);
      const seen = wordsOfNames(elements.filter((e) => e.visible).map((e) => e.name));
      for (const lock of elements.filter((e) => e.requires.pattern === 'riddle')) {
        const answer = design.solutions[lock.id];
        answers.add(answer);
        if (!seen.includes(answer)) strays.push(`room ${i} ${lock.name}: ${answer}`);
      }
    }
    expect(strays).toEqual([]);
    // Riddles do come up, and not always about the same thing.
    expect(answers.size).toBeGreaterThanOrEqual(10);
  });
});
