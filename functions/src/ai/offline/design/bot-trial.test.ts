import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '@core';
import { runBotTrial } from './bot-trial';

const SAMPLE = 25;

describe('bot trial (sample of the bench)', () => {
  it(`when ${SAMPLE} rooms per difficulty are generated, each is proven solvable; the screen bot, seeing only the play screen, escapes from nearly all and the blind guesser from almost none; difficulty shows in depth and steps`, () => {
    const results = DIFFICULTIES.map((d) => runBotTrial(d, SAMPLE));
    expect(results.flatMap((r) => r.failures).filter((f) => f.includes('not proven'))).toEqual([]);
    for (const r of results) {
      // Measured over these seeds: 25 of 25 at every difficulty (the bench's 150: 100 / 99 / 99 / 96 %).
      expect(r.solved, r.failures.join('\n')).toBeGreaterThanOrEqual(24);
      expect(r.screen.meanTries).toBeLessThan(1.5);
    }
    for (const r of results.slice(1)) expect(r.blind.escaped).toBeLessThanOrEqual(0.02 * SAMPLE);
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
