/**
 * A Gemini call's deadline really aborts it (the mock sees its request closed, not left running),
 * transient failures are retried by Genkit's retry middleware with growing delays, and a model
 * name the API does not serve (a retired default) fails with Gemini's 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { config, type AiConfig } from '../config';
import { geminiOrOffline } from './gemini-or-offline';
import type { GeminiMockReply } from './testing/gemini-mock-server';
import { useGeminiMock } from './testing/gemini-test-setup';
import { askForAWord, offlineWord } from './testing/say-a-word';

async function withAi<T>(changes: Partial<AiConfig>, work: () => Promise<T>): Promise<T> {
  const saved = { ...config().ai };
  Object.assign(config().ai, changes);
  try {
    return await work();
  } finally {
    Object.assign(config().ai, saved);
  }
}

async function eventually(check: () => boolean, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe('Gemini calls against the Gemini mock', () => {
  const mock = useGeminiMock();

  // The first call builds Genkit and its Gemini plugin; the deadlines below time calls, not that.
  beforeAll(async () => {
    mock().enqueue({ parts: [{ text: '{"word":"warm"}' }] });
    expect((await geminiOrOffline('say a word', askForAWord, offlineWord)).engine).toBe('gemini');
    mock().requests.length = 0;
  });

  it('when a reply is slower than the deadline then the request is aborted, not left running', async () => {
    const slow: GeminiMockReply = { parts: [{ text: '{"word":"late"}' }], delayMs: 5_000 };
    mock().enqueue(slow);
    mock().enqueue(slow);
    const started = Date.now();

    const result = await withAi({ timeoutMs: 400 }, () => geminiOrOffline('say a word', askForAWord, offlineWord));

    expect(result.engine).toBe('offline');
    expect(result.notice).toMatch(/no answer within 0\.4 s/);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(mock().requests).toHaveLength(2);
    // Well before the mock would have answered (5 s), both requests were closed by the client.
    expect(await eventually(() => mock().requests.every((request) => request.aborted), 1_000)).toBe(true);
  });

  it('when Gemini answers 503 twice then the retry middleware tries again with a growing delay', async () => {
    const arrivals: number[] = [];
    const overloaded = (): GeminiMockReply => (arrivals.push(Date.now()), { status: 503, error: 'overloaded' });
    mock().enqueue(overloaded);
    mock().enqueue(overloaded);
    mock().enqueue(() => (arrivals.push(Date.now()), { parts: [{ text: '{"word":"third"}' }] }));

    const result = await withAi({ retry: { maxRetries: 2, initialDelayMs: 100, jitter: false } }, () =>
      geminiOrOffline('say a word', askForAWord, offlineWord),
    );

    expect(result).toEqual({ value: { word: 'third' }, engine: 'gemini' });
    expect(mock().requests).toHaveLength(3);
    const [first, second] = [arrivals[1] - arrivals[0], arrivals[2] - arrivals[1]];
    expect(first).toBeGreaterThanOrEqual(90);
    expect(second).toBeGreaterThanOrEqual(190);
  });

  it('when the deadline passes during the backoff then nothing more is sent', async () => {
    mock().setDefault(() => ({ status: 503, error: 'overloaded' }));
    try {
      const result = await withAi(
        { timeoutMs: 300, retry: { maxRetries: 5, initialDelayMs: 200, jitter: false } },
        async () => {
          const answer = await geminiOrOffline('say a word', askForAWord, offlineWord);
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          return answer;
        },
      );
      expect(result.engine).toBe('offline');
      // Per attempt: the first request and one retry after 200 ms; the next (after 400 ms more) never leaves.
      expect(mock().requests.length).toBeLessThanOrEqual(4);
    } finally {
      mock().setDefault(() => ({ status: 500, error: 'The Gemini mock has no reply queued' }));
    }
  });

  it('when the text model is a retired name then Gemini answers 404 and the offline engine steps in', async () => {
    const result = await withAi({ textModel: 'gemini-2.5-flash' }, () =>
      geminiOrOffline('say a word', askForAWord, offlineWord),
    );

    expect(result.engine).toBe('offline');
    expect(result.notice).toMatch(/models\/gemini-2\.5-flash is not found for API version v1beta/);
    expect(mock().requests.map((request) => request.model)).toEqual(['gemini-2.5-flash', 'gemini-2.5-flash']);
  });
});
