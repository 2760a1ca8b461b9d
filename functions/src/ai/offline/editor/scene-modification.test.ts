import { describe, expect, it } from 'vitest';
import { AppError } from '../../../model/app-error';
import { sampleSpec } from '../../testing/offline-fixtures';
import { composeScene } from '../painter/compose';
import {
  mergeSceneChanges,
  planSceneModification,
  readSceneChange,
  UNSUPPORTED_CHANGE_MESSAGE,
} from './scene-modification';

describe('readSceneChange', () => {
  it.each([
    ['Make it night', { lighting: 'night' }],
    ['make the room darker please', { lighting: 'darker' }],
    ['Brighter, like a sunny afternoon', { lighting: 'brighter' }],
    ['Show it at dawn', { lighting: 'dawn' }],
    ['Make it candle-lit', { lighting: 'candle-lit' }],
    ['A foggy, misty room', { lighting: 'foggy' }],
    ['warmer colours', { temperature: 'warmer' }],
    ['make it feel cold', { temperature: 'colder' }],
  ])('reads the light and colour of "%s"', (sentence, expected) => {
    expect(readSceneChange(sentence)).toEqual(expected);
  });

  it('reads a named colour for the walls, or for the light when the sentence speaks of light', () => {
    expect(readSceneChange('Paint the walls blue')?.tint).toMatchObject({ target: 'walls', name: 'blue' });
    expect(readSceneChange('make the walls dark green')).toEqual({
      tint: { target: 'walls', colour: '#2f7d3a', name: 'green' },
    });
    expect(readSceneChange('a red glowing light')?.tint).toMatchObject({ target: 'light', name: 'red' });
  });

  it('reads added props with their counts, and a colour of a prop is not a wall colour', () => {
    expect(readSceneChange('Add a plant')).toEqual({ props: ['plant'] });
    expect(readSceneChange('add three candles and a clock')).toEqual({
      props: ['candle', 'candle', 'candle', 'clock'],
    });
    expect(readSceneChange('put some paintings on the walls')).toEqual({ props: ['painting', 'painting'] });
    expect(readSceneChange('add a green plant')).toEqual({ props: ['plant'] });
    expect(readSceneChange('night time, with a rug and a mirror')).toEqual({
      lighting: 'night',
      props: ['rug', 'mirror'],
    });
  });

  it('finds nothing in sentences the painter cannot honour', () => {
    expect(readSceneChange('remove the clock')).toBeNull();
    expect(readSceneChange('make it more exciting')).toBeNull();
    expect(readSceneChange('add a dragon')).toBeNull();
  });
});

describe('mergeSceneChanges', () => {
  it('lets a later change replace the light and keep the earlier props', () => {
    expect(mergeSceneChanges({ lighting: 'night', props: ['plant'] }, { lighting: 'dawn', props: ['rug'] })).toEqual({
      lighting: 'dawn',
      props: ['plant', 'rug'],
    });
  });
});

describe('planSceneModification', () => {
  it('plans the re-paint with the change and describes it', () => {
    const plan = planSceneModification(sampleSpec(), 'make it night and add a plant');
    expect(plan.spec.modification).toEqual({ lighting: 'night', props: ['plant'] });
    expect(plan.description).toBe(
      `${sampleSpec().description} It is night, and cold moonlight falls into the room. A plant stands in the room.`,
    );
    expect(composeScene(plan.spec).placements).toEqual(composeScene(sampleSpec()).placements);
  });

  it('keeps the whole current change: a new light replaces the old one, decor adds up, only drawn decor is kept', () => {
    const first = planSceneModification(sampleSpec(), 'candle-lit, warmer, and add a rug');
    const second = planSceneModification(first.spec, 'make it foggy with colder colours and add a plant');
    expect(second.spec.modification).toEqual({ lighting: 'foggy', temperature: 'colder', props: ['rug', 'plant'] });
    expect([...composeScene(second.spec).extra_props].sort()).toEqual(['plant', 'rug']);
    expect(second.spec.description).toBe(sampleSpec().description);
    expect(second.description).toBe(
      `${sampleSpec().description} Fog hangs in the room, and everything looks cold and pale. ` +
        'A rug lies on the floor. A plant stands in the room.',
    );
  });

  it('refuses a sentence with no change the painter can make, saying what can be changed', () => {
    const run = () => planSceneModification(sampleSpec(), 'make it more exciting');
    expect(run).toThrow(AppError);
    expect(run).toThrow(UNSUPPORTED_CHANGE_MESSAGE);
    try {
      run();
    } catch (error) {
      expect((error as AppError).status).toBe(422);
    }
  });

  it('does not claim decor that found no free spot', () => {
    let spec = sampleSpec();
    let refused: unknown;
    for (let i = 0; i < 12 && !refused; i++) {
      try {
        spec = planSceneModification(spec, 'add two bookshelves').spec;
      } catch (error) {
        refused = error;
      }
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toMatch(/no free spot/);
  });
});
