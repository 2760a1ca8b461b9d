import { describe, expect, it } from 'vitest';
import { creditFor, creditForScenes, creditLines } from './creation-credits';

describe('creation credits', () => {
  it('when a step says its engine then the line names it, with the notice', () => {
    expect(creditFor('writing', { engine: 'gemini' })).toEqual({
      step: 'writing',
      text: 'Written by Gemini',
      notices: [],
    });
    expect(creditFor('design', { engine: 'offline', notice: 'Gemini timed out' })).toEqual({
      step: 'design',
      text: 'Puzzles designed by the offline engine',
      notices: ['Gemini timed out'],
    });
    expect(creditFor('writing', undefined)).toBeNull();
  });

  it('when scenes were painted by one engine then one name; by both then which scenes each', () => {
    expect(
      creditForScenes('painting', [
        { sceneIndex: 0, info: { engine: 'gemini' } },
        { sceneIndex: 1, info: { engine: 'gemini' } },
      ])?.text,
    ).toBe('Painted by Gemini');
    const mixed = creditForScenes('painting', [
      { sceneIndex: 0, info: { engine: 'gemini' } },
      { sceneIndex: 1, info: { engine: 'offline', notice: 'The image was empty' } },
      { sceneIndex: 2, info: { engine: 'gemini' } },
      { sceneIndex: 3, info: { engine: 'offline', notice: 'The image was empty' } },
      { sceneIndex: 4, info: undefined },
    ]);
    expect(mixed).toEqual({
      step: 'painting',
      text: 'Painted by Gemini (scenes 1, 3) and the offline engine (scenes 2, 4)',
      notices: ['The image was empty'],
    });
    expect(creditForScenes('placement', [{ sceneIndex: 0, info: undefined }])).toBeNull();
  });

  it('lists the steps done so far in creation order', () => {
    const lines = creditLines({
      credits: { writing: { engine: 'offline' }, design: { engine: 'offline' } },
      scenes: [{ sceneIndex: 0, painting: { engine: 'offline' }, placement: { engine: 'offline' } }, { sceneIndex: 1 }],
    });
    expect(lines.map((l) => l.text)).toEqual([
      'Written by the offline engine',
      'Puzzles designed by the offline engine',
      'Painted by the offline engine',
      'Elements placed by the offline engine',
    ]);
    expect(creditLines({ credits: {}, scenes: [] })).toEqual([]);
  });
});
