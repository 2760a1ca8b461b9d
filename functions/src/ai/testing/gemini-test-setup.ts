/**
 * Points the whole AI layer at the local Gemini mock for one test file: starts the mock,
 * switches the configuration to the Gemini provider, and restores everything afterwards.
 * Returns a getter, since the server only exists once `beforeAll` has run.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig, setConfigForTests } from '../../config';
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
        textModel: 'gemini-2.5-flash',
        imageModel: 'gemini-2.5-flash-image',
      },
    });
    resetAiForTests();
  });
  afterEach(() => {
    if (mock) mock.requests.length = 0;
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
