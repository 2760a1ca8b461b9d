import type { Storyboard } from '@core';
import { describe, expect, it } from 'vitest';
import { sampleBrief } from '../../testing/offline-fixtures';
import { writeNextScene } from './scene-writer';
import { writeStoryboard } from './storyboard-writer';
import { SETTINGS, THEMES } from '../material/theme-material';

const library = SETTINGS.find((s) => s.name === 'Ancient Library')!;
const libraryWords = [...library.places.map((p) => p.look), ...library.exits.map((t) => t.name)];

describe('the offline scene writer', () => {
  it('when a storyboard asks for another scene then it is a new place of the same setting, with a way out', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const storyboard = writeStoryboard(sampleBrief({ seed }));
      const scene = writeNextScene(storyboard);
      expect(storyboard.scenes.map((s) => s.title.toLowerCase())).not.toContain(scene.title.toLowerCase());
      expect(storyboard.scenes.map((s) => s.description)).not.toContain(scene.description);
      expect(libraryWords.some((words) => scene.description.includes(words))).toBe(true);
      expect(scene.description).toMatch(/way out|Freedom waits/);
    }
  });

  it('when the prompt names a place and a feature then the scene is that place with it', () => {
    const storyboard = writeStoryboard(sampleBrief());
    const scene = writeNextScene(storyboard, 'a flooded observatory with a brass telescope');
    expect(scene.title).toBe('The Flooded Observatory');
    expect(scene.description).toMatch(/^You step into a flooded observatory\. A brass telescope waits here\./);
    expect(writeNextScene(storyboard, 'add a final room where the ghost waits').description).toMatch(
      /^You step into a final room\. The ghost waits\./,
    );
  });

  it('when the prompt asks for a tone then the scene carries it', () => {
    const storyboard = writeStoryboard(sampleBrief());
    const horror = THEMES.find((t) => t.name === 'Horror')!;
    const scene = writeNextScene(storyboard, 'make it scary');
    expect(horror.moods.some((mood) => scene.description.includes(mood))).toBe(true);
  });

  it('when the place is taken then the title still differs; the same storyboard gives the same scene', () => {
    const storyboard: Storyboard = {
      ...writeStoryboard(sampleBrief()),
    };
    storyboard.scenes = [...storyboard.scenes, { title: 'The Flooded Observatory', description: 'Water.' }];
    const scene = writeNextScene(storyboard, 'a flooded observatory');
    expect(scene.title).not.toBe('The Flooded Observatory');
    expect(scene.title).toMatch(/Flooded Observatory$/);
    expect(writeNextScene(storyboard, 'a flooded observatory')).toEqual(scene);
  });

  it('when the storyboard already has eight scenes then it refuses with a 400 naming the field', () => {
    const storyboard = writeStoryboard(sampleBrief({ scene_count: 8 }));
    expect(() => writeNextScene(storyboard)).toThrow(/storyboard_context\.scenes already holds 8 scenes/);
  });
});
