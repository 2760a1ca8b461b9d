import { describe, expect, it } from 'vitest';
import { describeModification, describeModifiedScene } from './scene-description';

describe('describeModifiedScene', () => {
  it('is the scene description alone when the scene has no change', () => {
    expect(describeModifiedScene(' A dusty hall. ', undefined)).toBe('A dusty hall.');
    expect(describeModifiedScene('A dusty hall.', {})).toBe('A dusty hall.');
  });

  it('says what the scene is like now, in prose, with decor where it would be', () => {
    expect(
      describeModification({
        lighting: 'dawn',
        tint: { target: 'walls', colour: '#2a55b3', name: 'blue' },
        props: ['rug', 'painting', 'clock', 'plant', 'plant', 'book', 'sarcophagus', 'terminal'],
      }),
    ).toBe(
      'The warm light of dawn falls in. The walls are painted blue. A rug lies on the floor. ' +
        'A painting and a clock hang on the wall. Two plants, a sarcophagus and a computer terminal stand in the room. ' +
        'A book rests on a ledge.',
    );
  });

  it('words the colour alone, and a coloured light, without the change-log phrasing', () => {
    const text = describeModification({
      temperature: 'colder',
      tint: { target: 'light', colour: '#b3261e', name: 'red' },
      props: ['candle'],
    });
    expect(text).toBe('Everything looks cold and pale. The light has a red glow. A candle burns on a ledge.');
    expect(text).not.toMatch(/been added|change/i);
  });
});
