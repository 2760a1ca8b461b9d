/** The wizard's assistance flows on the offline engine: the offline answer, no notice, and bad input refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiFlowError } from '../../genkit';
import { offlineRoom } from '../../testing/critique-fixtures';
import { restoreAi, sampleSpec, useOfflineAi } from '../../testing/offline-fixtures';
import { paintScene } from '../../offline/painter';
import { editSceneImageFlow } from './edit-scene-image';
import { editStoryboardFlow } from './edit-storyboard';
import { generateSceneFlow } from './generate-scene';
import { validateRoomFlow } from './validate-room';

beforeAll(useOfflineAi);
afterAll(restoreAi);

const { storyboard, facts } = offlineRoom('medium', 4);

describe('the assistance flows on the offline engine', () => {
  it('editStoryboardFlow rewrites with the offline engine and says what changed', async () => {
    const answer = await editStoryboardFlow({
      prompt: 'Make it shorter',
      storyboard,
      field: 'backstory',
      scene_index: -1,
    });
    expect(answer.engine).toBe('offline');
    expect(answer.notice).toBeUndefined();
    expect(answer.content.length).toBeLessThan(storyboard.backstory.length);
    expect(answer.summary).toMatch(/^Changed the backstory: made it shorter/);
  });

  it('generateSceneFlow writes a scene that is not one of the storyboard’s', async () => {
    const answer = await generateSceneFlow({ storyboard_context: storyboard, prompt: '' });
    expect(answer.engine).toBe('offline');
    expect(storyboard.scenes.map((s) => s.title)).not.toContain(answer.scene.title);
  });

  it('validateRoomFlow critiques from the facts', async () => {
    const answer = await validateRoomFlow({ storyboard, facts });
    expect(answer).toMatchObject({ engine: 'offline', critique: { scores: { pacing: 5, fairness: 5, theme_fit: 5 } } });
  });

  it('editSceneImageFlow re-paints the scene with the change and places every element', async () => {
    const spec = sampleSpec({ width: 160, height: 120 });
    const before = paintScene(spec);
    const answer = await editSceneImageFlow({
      spec,
      image_data_url: `data:image/png;base64,${before.png.toString('base64')}`,
      prompt: 'Make it candle-lit',
      previous_placements: before.placements,
      previous_method: 'painter',
    });
    expect(answer).toMatchObject({ engine: 'offline', width: 160, height: 120, positioning_method: 'painter' });
    expect(answer.description).toMatch(/candles/);
    expect(answer.placements.map((p) => p.element_id)).toEqual(before.placements.map((p) => p.element_id));
  });

  it('when the input is bad then each flow refuses it before any model work, naming the field', async () => {
    const refuse = async (run: Promise<unknown>, field: RegExp) => {
      const error = await run.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AiFlowError);
      expect(String((error as Error).message)).toMatch(field);
    };
    await refuse(editStoryboardFlow({ prompt: ' ', storyboard, field: 'backstory', scene_index: -1 }), /prompt/);
    await refuse(editStoryboardFlow({ prompt: 'darker', storyboard, field: 'scene', scene_index: 9 }), /scene_index/);
    await refuse(
      generateSceneFlow({ storyboard_context: { ...storyboard, scenes: [] }, prompt: '' }),
      /storyboard_context\.scenes/,
    );
    await refuse(
      validateRoomFlow({ storyboard, facts: { ...facts, difficulty: 'impossible' as 'easy' } }),
      /difficulty/,
    );
    await refuse(
      editSceneImageFlow({
        spec: sampleSpec(),
        image_data_url: '',
        prompt: 'x',
        previous_placements: [],
        previous_method: 'm',
      }),
      /image_data_url/,
    );
  });
});
