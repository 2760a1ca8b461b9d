/**
 * Issue 30 item 4: the vaguest hint of each element speaks of that element, by its look or its
 * name, instead of a line that would fit any room ("The room speaks to those who listen").
 */
import { describe, expect, it } from 'vitest';
import { AGENT_PERSONALITIES, AGENT_SETTINGS, DIFFICULTIES } from '@core';
import { writeStoryboard } from './writing/storyboard-writer';
import { designPuzzles } from './design/puzzle-designer';
import { sightOf } from './design/element-factory';
import type { DesignedElement, RoomBrief } from '../../model/room-design';

const brief = (i: number): RoomBrief => ({
  title: `Room ${i}`,
  description: '',
  difficulty: DIFFICULTIES[i % DIFFICULTIES.length],
  theme: '',
  seed: i * 104729 + 7,
  agent: {
    name: '',
    personality: AGENT_PERSONALITIES[i % AGENT_PERSONALITIES.length],
    setting: AGENT_SETTINGS[Math.floor(i / 4) % AGENT_SETTINGS.length],
    theme: '',
  },
});

/** The look an element's description starts with ('a drift of sand'). */
const lookOf = (element: DesignedElement) => element.description.split('. ')[0].replace(/\.$/, '').toLowerCase();

describe('level-0 hints', () => {
  it('sees a thing by its look: article dropped, detail after the first comma left out', () => {
    expect(sightOf('a drift of sand')).toBe('the drift of sand');
    expect(sightOf('an expedition journal')).toBe('the expedition journal');
    expect(sightOf('the great temple gate, sunlight blazing in its cracks')).toBe('the great temple gate');
  });

  it('when 64 rooms are designed, then every first hint names its element or describes it by its look', () => {
    const strays: string[] = [];
    for (let i = 0; i < 64; i++) {
      const design = designPuzzles(brief(i), writeStoryboard(brief(i)));
      for (const element of design.scenes.flatMap((scene) => scene.elements)) {
        const first = element.hints[0]?.toLowerCase();
        if (!first) continue;
        if (!first.includes(sightOf(lookOf(element))) && !first.includes(element.name.toLowerCase()))
          strays.push(`${element.name}: ${element.hints[0]}`);
      }
    }
    expect(strays.slice(0, 10)).toEqual([]);
  });
});
