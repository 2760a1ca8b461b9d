import { describe, expect, it } from 'vitest';
import { sampleBrief } from '../testing/offline-fixtures';
import { mockStoryboard } from '../testing/room-responder';
import { branchingEasyDesign } from '../testing/shaped-designs';
import { geminiMaterial, lookOf, modelObjects } from './gemini-material';
import { ModelDesignSchema, type ModelElement } from './model-design-schema';

const brief = sampleBrief({ difficulty: 'easy' });
const model = ModelDesignSchema.parse(branchingEasyDesign(mockStoryboard('The Tide Clock', 2)));
const element = (over: Partial<ModelElement>): ModelElement => ({
  ref: 'x',
  name: 'Brass astrolabe',
  kind: 'item',
  description: 'It gleams.',
  ...over,
});

describe('a model design as the planner’s material', () => {
  it('when the model gives a look, or a description starting with an article, then that is the look; else its name', () => {
    expect(lookOf(element({ look: 'A brass astrolabe, dented.' }))).toBe('a brass astrolabe, dented');
    expect(lookOf(element({ description: 'An astrolabe of brass. It gleams.' }))).toBe('an astrolabe of brass');
    expect(lookOf(element({}))).toBe('a Brass astrolabe');
  });

  it('when objects are sorted by role, then a box that needs a key is a locked box, a key a door needs is a door key, and a clue no lock reads is left for the story', () => {
    const objects = modelObjects(brief, model);
    expect(objects.chests.map((c) => c.name)).toEqual(['sea chest', 'clock case', 'rope winch']);
    expect(objects.keys.map((k) => k.name)).toEqual(['iron key', 'exit key']);
    expect(objects.smallKeys.map((k) => k.name)).toEqual(['brass key']);
    expect(objects.locks.map((l) => [l.name, l.accepts, l.pattern])).toEqual([
      ['Atrium brass keypad', 'digits', 'counting'],
      ['music box', 'any', 'tide-reckoning'],
      ['lettered padlock', 'digits', 'letter-number'],
    ]);
    expect(objects.clues.map((c) => c.name)).toEqual(['Atrium ledger', 'sealed letter', 'tide scroll']);
    expect(objects.exits.map((e) => e.name)).toEqual(['Clock Gallery exit door']);
  });

  it('when the planner draws for a scene, then that scene’s objects rank first, the setting’s next, other scenes’ last', () => {
    const material = geminiMaterial(brief, model);
    const rank = material.rank!;
    const ledger = material.setting.clues.find((c) => c.name === 'Atrium ledger')!;
    const scroll = material.setting.clues.find((c) => c.name === 'tide scroll')!;
    const own = material.setting.clues.at(-1)!;
    expect([rank(ledger, 0), rank(own, 0), rank(scroll, 0)]).toEqual([0, 1, 2]);
    expect(rank(scroll, 1)).toBe(0);
    expect(material.setting.exits.map((e) => e.name)).toEqual(['Clock Gallery exit door']);
  });
});
