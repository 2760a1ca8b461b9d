import type { EditStoryboardRequest, Storyboard } from '@core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../model/app-error';
import { sampleBrief } from '../../testing/offline-fixtures';
import { readEditSentence } from './edit-directives';
import { FUNNY_LINES } from '../material/tones';
import { splitSentences } from './prose-editor';
import { editStoryboardOffline } from './storyboard-editor';
import { writeStoryboard } from './storyboard-writer';
import { THEMES } from '../material/theme-material';

const storyboard: Storyboard = {
  title: 'The Whispering Archive',
  story_premise: 'You are a night-shift archivist locked inside a bright, friendly library. Escape before dawn!',
  backstory:
    'The library was sealed after its last librarian vanished. A golden clock still chimes each hour. ' +
    'The catalogue cards rearrange themselves at night. Three chambers stand between you and the way out.',
  scenes: [
    {
      title: 'The Reading Room',
      description: 'Oak tables sit under warm lamps. Looking around, you spot the Index Card and the Iron Reliquary.',
    },
    {
      title: 'The Stacks',
      description: 'Iron-caged shelves climb into darkness. The only way out is the Moonlit Archway.',
    },
  ],
};
const edit = (prompt: string, field: EditStoryboardRequest['field'] = 'backstory', scene_index = -1) =>
  editStoryboardOffline({ prompt, storyboard, field, scene_index });
const horror = THEMES.find((t) => t.name === 'Horror')!;
const steampunk = THEMES.find((t) => t.name === 'Steampunk')!;

describe('reading the creator’s sentence', () => {
  it('finds tone, length, theme, additions, removals and a new name', () => {
    expect(readEditSentence('Make it darker and shorter')).toMatchObject({ tone: 'darker', length: 'shorter' });
    expect(readEditSentence('less scary please').tone).toBe('funnier');
    expect(readEditSentence('less scary please').theme).toBeUndefined();
    expect(readEditSentence('Make it more exciting').tone).toBe('tenser');
    expect(readEditSentence('Change the title to Ashgrove Manor').rename).toBe('Ashgrove Manor');
    expect(readEditSentence('make it more steampunk').theme?.name).toBe('Steampunk');
    expect(readEditSentence('add a talking raven and make it funnier')).toMatchObject({
      additions: ['a talking raven'],
      tone: 'funnier',
    });
    // a thing named in an addition is not a theme ("clock" points at Steampunk)
    expect(readEditSentence('add an old clock').theme).toBeUndefined();
    expect(readEditSentence('remove the golden clock').removals).toEqual(['golden clock']);
    expect(readEditSentence('call it "The Last Lantern"').rename).toBe('The Last Lantern');
    expect(readEditSentence('cut it down').removals).toEqual([]);
  });
});

describe('the offline storyboard editor', () => {
  it('when asked for darker then the backstory swaps light words and gains a Horror line, and says so', () => {
    const result = edit('Make it darker');
    expect(result.content).toContain('ashen clock');
    expect(result.content).not.toContain('golden');
    expect(horror.moods.some((mood) => result.content.includes(mood))).toBe(true);
    expect(result.summary).toMatch(/^Changed the backstory: .*swapped “golden” for “ashen”/);
    expect(result.storyboard).toEqual({ ...storyboard, backstory: result.content });
  });

  it('when asked for funnier then a funny line is added; for shorter the text loses sentences; for longer it gains', () => {
    expect(FUNNY_LINES.some((line) => edit('make it funnier').content.includes(line))).toBe(true);
    const shorter = edit('shorter please');
    expect(splitSentences(shorter.content).length).toBeLessThan(splitSentences(storyboard.backstory).length);
    expect(shorter.content.length).toBeLessThan(storyboard.backstory.length);
    expect(edit('Add more detail').content.length).toBeGreaterThan(storyboard.backstory.length + 20);
  });

  it('when asked for more tension then a line of the storyboard theme’s stakes is added', () => {
    const result = edit('Make it more exciting', 'story_premise');
    expect(result.content.startsWith(storyboard.story_premise)).toBe(true);
    expect(result.content).toMatch(/(Every second counts|There is no time to lose|The clock is running)/);
    expect(result.summary).toMatch(/raised the stakes/);
  });

  it('when asked for a theme then a line of that theme is added', () => {
    const result = edit('Make it more steampunk');
    expect(steampunk.moods.concat(steampunk.twists).some((line) => result.content.includes(line))).toBe(true);
    expect(result.summary).toMatch(/Steampunk/);
  });

  it('when asked to add or remove a named thing then it appears, or its sentence goes', () => {
    expect(edit('add a talking raven', 'story_premise').content).toMatch(/a talking raven\.$/);
    const removed = edit('remove the golden clock');
    expect(removed.content).not.toMatch(/clock/i);
    expect(removed.content).toContain('The catalogue cards');
  });

  it('when the title is made darker or renamed then the title changes that way', () => {
    const darker = edit('darker', 'title');
    // A tone word replaces the one before it ("Whispering" is itself one of the Horror theme's).
    expect(darker.content).toMatch(new RegExp(`^The (${horror.adjectives.join('|')}) Archive$`));
    expect(edit('make it funnier', 'title').content).toMatch(/^The [A-Z][\w-]+(?: [A-Z]\w+)? Archive$/);
    expect(edit('call it "The Last Lantern"', 'title').content).toBe('The Last Lantern');
    expect(edit('shorter', 'title').content).toBe('The Archive');
  });

  it('when a scene is edited then only that scene changes, its title kept unless renamed', () => {
    const result = edit('make it darker', 'scene', 0);
    expect(result.scene?.title).toBe('The Reading Room');
    expect(result.scene?.description).toContain('cold lamps');
    expect(result.storyboard.scenes[1]).toEqual(storyboard.scenes[1]);
    expect(edit('rename it to The Hush Hall', 'scene', 1).scene?.title).toBe('The Hush Hall');
  });

  it('when the sentence is nothing it can do then a 422 says what it can do, never the prompt as text', () => {
    const refused = () => edit('Sing me a song');
    expect(refused).toThrow(AppError);
    expect(refused).toThrow(/can make a text darker, funnier or more tense/);
    expect(() => edit('remove the dragon')).toThrow(/does not mention “dragon”/);
    expect(() => edit('call it Bob', 'backstory')).toThrow(/only the title or a scene can be renamed/);
  });

  it('is deterministic, and works on every storyboard the writer makes', () => {
    expect(edit('Make it darker')).toEqual(edit('Make it darker'));
    for (const seed of [1, 2, 3, 4, 5]) {
      const written = writeStoryboard(sampleBrief({ seed, difficulty: 'hard' }));
      for (const prompt of ['darker', 'funnier', 'longer', 'shorter', 'add a brass owl']) {
        const result = editStoryboardOffline({ prompt, storyboard: written, field: 'scene', scene_index: 1 });
        expect(result.content).not.toBe(written.scenes[1].description);
        expect(result.content).not.toBe(prompt);
      }
    }
  });
});
