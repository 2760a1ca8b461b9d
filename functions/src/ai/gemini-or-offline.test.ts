import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { geminiOrOffline } from './gemini-or-offline';
import { useGeminiMock } from './testing/gemini-test-setup';
import { askForAWord, offlineWord } from './testing/say-a-word';

describe('geminiOrOffline against the Gemini mock', () => {
  const mock = useGeminiMock();

  it("uses Gemini's good answer", async () => {
    mock().enqueue({ parts: [{ text: '{"word":"gemini"}' }] });
    const result = await geminiOrOffline('say a word', askForAWord, offlineWord);
    expect(result).toEqual({ value: { word: 'gemini' }, engine: 'gemini' });
  });

  it('retries a malformed answer once, then succeeds', async () => {
    mock().enqueue({ parts: [{ text: 'not json at all' }] });
    mock().enqueue({ parts: [{ text: '{"word":"second"}' }] });
    const result = await geminiOrOffline('say a word', askForAWord, offlineWord);
    expect(result.value.word).toBe('second');
    expect(mock().requests).toHaveLength(2);
  });

  it.each([
    ['malformed JSON', { parts: [{ text: 'Sorry, I cannot answer that.' }] }, /not valid JSON/],
    ['a missing field', { parts: [{ text: '{"other": 1}' }] }, /expected fields/],
    ['an HTTP error', { status: 503, error: 'overloaded' }, /overloaded|503/],
  ])('falls back to the offline engine after two attempts with %s', async (_name, reply, reason) => {
    mock().enqueue(reply);
    mock().enqueue(reply);
    const result = await geminiOrOffline('say a word', askForAWord, offlineWord);
    expect(result.engine).toBe('offline');
    expect(result.value.word).toBe('offline');
    expect(result.notice).toMatch(/^Gemini could not say a word: /);
    expect(result.notice).toMatch(reason);
    expect(mock().requests).toHaveLength(2);
  });

  it('falls back when Gemini does not answer in time', async () => {
    const saved = config().ai.timeoutMs;
    config().ai.timeoutMs = 150;
    try {
      mock().enqueue({ parts: [{ text: '{"word":"late"}' }], delayMs: 1_000 });
      mock().enqueue({ parts: [{ text: '{"word":"late"}' }], delayMs: 1_000 });
      const started = Date.now();
      const result = await geminiOrOffline('say a word', askForAWord, offlineWord);
      expect(result.engine).toBe('offline');
      expect(result.notice).toMatch(/no answer within 0\.2 s|no answer within 0\.1 s/);
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      config().ai.timeoutMs = saved;
    }
  });
});
