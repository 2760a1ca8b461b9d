import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '@core';
import { runBotTrial } from './bot-trial';

const SAMPLE = 25;

describe('bot trial (sample of the bench)', () => {
  it(`when ${SAMPLE} rooms per difficulty are generated, each is proven solvable and the bot escapes reading only what a player sees; difficulty shows in depth and steps`, () => {
    const results = DIFFICULTIES.map((d) => runBotTrial(d, SAMPLE));
    expect(results.flatMap((r) => r.failures)).toEqual([]);
    for (const r of results) expect(r.solved).toBe(SAMPLE);
    const [easy, , , expert] = results;
    expect(expert.meanDepth).toBeGreaterThan(easy.meanDepth);
    expect(expert.meanBotSteps).toBeGreaterThan(easy.meanBotSteps);
    expect(expert.meanSourcesPerLock).toBeGreaterThan(easy.meanSourcesPerLock);
    for (let i = 1; i < results.length; i++) expect(results[i].meanDepth).toBeGreaterThan(results[i - 1].meanDepth);
    // The chart's shape is measured along the same shortest solution: a puzzle is always open until the last.
    for (const r of results) {
      expect(r.shape.meanSteps).toBeCloseTo(r.meanDepth);
      expect(r.shape.meanOpen).toBeGreaterThanOrEqual(1);
    }
    expect(expert.shape.meanDepth).toBeGreaterThan(easy.shape.meanDepth);
  });
});
