import { StoryboardSchema } from '@core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiFlowError } from '../../genkit';
import { sampleBrief, restoreAi, useOfflineAi } from '../../testing/offline-fixtures';
import { storyboardFlow } from './storyboard';

beforeAll(useOfflineAi);
afterAll(restoreAi);

describe('storyboardFlow on the offline engine', () => {
  it('when given a brief then it returns a valid storyboard with the requested number of scenes', async () => {
    const storyboard = await storyboardFlow(sampleBrief({ scene_count: 4 }));
    expect(StoryboardSchema.safeParse(storyboard).success).toBe(true);
    expect(storyboard.scenes).toHaveLength(4);
  });

  it('when given the same seed twice then it writes the same storyboard, and other seeds write others', async () => {
    const first = await storyboardFlow(sampleBrief());
    expect(await storyboardFlow(sampleBrief())).toEqual(first);
    const others = await Promise.all([1, 2, 3].map((seed) => storyboardFlow(sampleBrief({ seed }))));
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
  });

  it('when the input is bad then the flow schema rejects it, before any model work', async () => {
    const { title: _title, ...withoutTitle } = sampleBrief();
    const missing = storyboardFlow(withoutTitle as ReturnType<typeof sampleBrief>);
    await expect(missing).rejects.toThrow(/title/);
    await expect(missing).rejects.not.toBeInstanceOf(AiFlowError);
    await expect(storyboardFlow({ ...sampleBrief(), seed: -1 })).rejects.toThrow(/seed/);
    await expect(storyboardFlow({ ...sampleBrief(), agent: { ...sampleBrief().agent, name: ' ' } })).rejects.toThrow(
      /agent\.name/,
    );
  });
});
