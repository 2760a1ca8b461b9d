/**
 * Points the whole AI layer at the local Gemini mock for one test file: starts the mock,
 * switches the configuration to the Gemini provider, and restores everything afterwards.
 * Returns a getter, since the server only exists once `beforeAll` has run.
 *
 * The models are the defaults of config.ts, which the mock serves only while the real API does:
 * a retired default fails here. Genkit's transport retry is off (the tests count the requests
 * of the retry-once rule; model-call.test.ts covers the retry with backoff). After each test,
 * every request the mock received must carry an output-token limit.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEFAULT_GEMINI_MODELS, loadConfig, setConfigForTests } from '../../config';
import { resetAiForTests } from '../genkit';
import { startGeminiMockServer, type GeminiMockServer } from './gemini-mock-server';

export function useGeminiMock(): () => GeminiMockServer {
  let mock: GeminiMockServer | undefined;
  beforeAll(async () => {
    mock = await startGeminiMockServer();
    const base = loadConfig();
    setConfigForTests({
      ...base,
      ai: {
        ...base.ai,
        provider: 'gemini',
        geminiApiKey: 'test-key',
        geminiBaseUrl: mock.baseUrl,
        ...DEFAULT_GEMINI_MODELS,
        retry: { maxRetries: 0, initialDelayMs: 10, jitter: false },
      },
    });
    resetAiForTests();
  });
  afterEach(() => {
    if (!mock) return;
    const unlimited = mock.requests.filter((r) => typeof r.body.generationConfig?.maxOutputTokens !== 'number');
    mock.requests.length = 0;
    expect(
      unlimited.map((r) => `${r.model}: ${JSON.stringify(r.body.generationConfig ?? {})}`),
      'requests without generationConfig.maxOutputTokens',
    ).toEqual([]);
  });
  afterAll(async () => {
    setConfigForTests(undefined);
    resetAiForTests();
    await mock?.close();
  });
  return () => {
    if (!mock) throw new Error('The Gemini mock starts in beforeAll');
    return mock;
  };
}
