import { describe, expect, it } from 'vitest';
import { sampleSpec } from '../../../testing/offline-fixtures';
import { SCENE_LIGHTINGS, type SceneModification } from '../../../../model/room-design';
import { composeScene } from '../compose';

const spec = sampleSpec({ setting: 'Space Station', theme: 'Sci-Fi' });
const plain = composeScene(spec);

describe('the painter honours a scene modification', () => {
  it('paints without a modification layer or extra props when there is no modification', () => {
    expect(plain.svg).not.toContain('data-layer="modification"');
    expect(plain.extra_props).toEqual([]);
  });

  it.each(SCENE_LIGHTINGS)('changes the picture for %s lighting and keeps every element where it was', (lighting) => {
    const lit = composeScene({ ...spec, modification: { lighting } });
    expect(lit.svg).not.toBe(plain.svg);
    expect(lit.placements).toEqual(plain.placements);
  });

  it('colours the walls, shifts the temperature and adds props in free spots', () => {
    const change: SceneModification = {
      temperature: 'colder',
      tint: { target: 'walls', colour: '#b3261e', name: 'red' },
      props: ['plant', 'rug', 'candle', 'painting'],
    };
    const changed = composeScene({ ...spec, modification: change });
    expect(changed.placements).toEqual(plain.placements);
    expect([...changed.extra_props].sort()).toEqual(['candle', 'painting', 'plant', 'rug']);
    for (const art of ['plant', 'rug', 'candle', 'painting']) expect(changed.svg).toContain(`data-extra-prop="${art}"`);
    expect(changed.svg).toContain('data-layer="modification"');
  });

  it('lights a candle-lit room with candles of its own', () => {
    const candleLit = composeScene({ ...spec, modification: { lighting: 'candle-lit' } });
    expect(candleLit.extra_props).toEqual(['candle', 'candle']);
  });
});
