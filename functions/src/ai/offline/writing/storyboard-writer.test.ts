import { describe, expect, it } from 'vitest';
import { AGENT_PERSONALITIES, AGENT_SETTINGS, AGENT_THEMES, StoryboardSchema, type Difficulty } from '@core';
import { writeStoryboard } from './storyboard-writer';
import { designPuzzles } from '../design/puzzle-designer';
import { VOICES } from '../material/theme-material';
import type { RoomBrief } from '../../../model/room-design';

const brief = (over: Partial<RoomBrief> = {}, agent: Partial<RoomBrief['agent']> = {}): RoomBrief => ({
  title: "The Clockmaker's Last Secret",
  description: 'A master clockmaker vanished on the eve of his greatest invention',
  difficulty: 'medium',
  theme: 'Steampunk',
  seed: 1234,
  ...over,
  agent: { name: 'Ermie', personality: 'Eccentric', setting: 'Ancient Library', theme: 'Steampunk', ...agent },
});

describe('writeStoryboard', () => {
  it('when written, then it is a valid storyboard with scenes by difficulty', () => {
    const counts: Record<Difficulty, number> = { easy: 2, medium: 3, hard: 4, expert: 5 };
    for (const [difficulty, count] of Object.entries(counts) as Array<[Difficulty, number]>) {
      const story = writeStoryboard(brief({ difficulty }));
      expect(StoryboardSchema.safeParse(story).success).toBe(true);
      expect(story.scenes).toHaveLength(count);
    }
  });

  it('when the brief asks for a scene count, then it wins (within 2..8)', () => {
    expect(writeStoryboard(brief({ scene_count: 6 })).scenes).toHaveLength(6);
    expect(writeStoryboard(brief({ scene_count: 1 })).scenes).toHaveLength(2);
    expect(writeStoryboard(brief({ scene_count: 30 })).scenes).toHaveLength(8);
  });

  it('when the seed is the same, then the storyboard is the same', () => {
    expect(writeStoryboard(brief())).toEqual(writeStoryboard(brief()));
  });

  it('when seeds differ, then the storyboards differ', () => {
    const stories = Array.from({ length: 12 }, (_, seed) => writeStoryboard(brief({ seed })));
    expect(new Set(stories.map((s) => s.story_premise)).size).toBeGreaterThan(6);
    expect(new Set(stories.map((s) => s.scenes.map((x) => x.title).join('|'))).size).toBeGreaterThan(8);
    expect(new Set(stories.map((s) => s.scenes[0].description)).size).toBe(12);
  });

  it('when written, then the title, the description and the agent are woven in', () => {
    const story = writeStoryboard(brief());
    expect(story.title).toBe("The Clockmaker's Last Secret");
    expect(story.story_premise).toContain("The Clockmaker's Last Secret");
    expect(story.backstory).toContain('A master clockmaker vanished on the eve of his greatest invention.');
    expect(story.backstory).toContain('Ermie');
  });

  it("when the personality changes, then the narrator's voice changes", () => {
    for (const personality of ['Friendly', 'Dramatic', 'Analytical']) {
      const voice = VOICES.find((v) => v.name === personality)!;
      const story = writeStoryboard(brief({}, { personality }));
      expect(voice.openers.some((opener) => story.story_premise.startsWith(opener))).toBe(true);
    }
  });

  it('when the puzzles are designed, then each scene description names its way onward and its objects', () => {
    for (let seed = 0; seed < 20; seed++) {
      const b = brief({ seed, difficulty: 'hard' });
      const story = writeStoryboard(b);
      const design = designPuzzles(b, story);
      design.scenes.forEach((scene, i) => {
        const text = story.scenes[i].description;
        const visible = scene.elements.filter((e) => e.visible);
        const door = scene.elements.find((e) => e.element_type === 'door')!;
        expect(text).toContain(door.name);
        expect(visible.filter((e) => text.includes(e.name)).length).toBeGreaterThanOrEqual(Math.min(3, visible.length));
      });
    }
  });

  it('when written for every setting, theme and personality, then no template slot is left unfilled', () => {
    AGENT_SETTINGS.forEach((setting, i) => {
      AGENT_THEMES.forEach((theme, j) => {
        const b = brief(
          { seed: i * 8 + j, theme, difficulty: 'expert' },
          { setting, personality: AGENT_PERSONALITIES[(i + j) % 8] },
        );
        const story = writeStoryboard(b);
        const design = designPuzzles(b, story);
        expect(JSON.stringify({ story, design })).not.toMatch(/\{[a-z]+\}|undefined/);
      });
    });
  });

  it('when the theme is free text, then keywords pick the material', () => {
    const story = writeStoryboard(
      brief({ theme: 'a haunted ghost story' }, { setting: 'pirate submarine in the deep ocean', theme: 'Mystery' }),
    );
    expect(story.backstory + story.scenes.map((s) => s.description).join(' ')).toMatch(
      /station|sea|pressure|dive|sonar|pump|porthole|sub/i,
    );
  });
});
