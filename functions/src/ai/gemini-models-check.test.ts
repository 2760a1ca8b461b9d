/**
 * The start-up check of the configured Gemini models against the models list: ok for the
 * defaults, one error naming the setting for a retired name, check_failed when the list cannot
 * be read, and nothing at all offline. Asked once per process.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { AiStatusSchema } from '@core';
import { DEFAULT_GEMINI_MODELS, loadConfig, setConfigForTests, type AiConfig } from '../config';
import { aiStatus, geminiModelsCheck } from './gemini-models-check';
import { startGeminiMockServer, type GeminiMockServer } from './testing/gemini-mock-server';

let mock: GeminiMockServer;

const useAi = (changes: Partial<AiConfig>) => {
  const base = loadConfig();
  const ai: AiConfig = {
    ...base.ai,
    provider: 'gemini',
    geminiApiKey: 'test-key',
    geminiBaseUrl: mock.baseUrl,
    ...DEFAULT_GEMINI_MODELS,
    ...changes,
  };
  setConfigForTests({ ...base, ai });
};

beforeAll(async () => {
  mock = await startGeminiMockServer();
});
afterEach(() => {
  setConfigForTests(undefined);
  vi.restoreAllMocks();
});
afterAll(async () => {
  await mock.close();
});

describe('the Gemini models check', () => {
  it('when the defaults are configured then the models list serves them, asked once per process', async () => {
    useAi({});
    const before = mock.modelListRequests();

    const first = await geminiModelsCheck();
    const second = await geminiModelsCheck();

    expect(first).toMatchObject({ status: 'ok', missing: [] });
    expect(second).toBe(first);
    expect(mock.modelListRequests() - before).toBe(1);
  });

  it('when GEMINI_TEXT_MODEL is a retired name then one error names the setting and what to set', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    useAi({ textModel: 'gemini-2.5-flash' });

    const result = await geminiModelsCheck();

    expect(result.status).toBe('missing_models');
    expect(result.missing).toEqual([
      {
        setting: 'GEMINI_TEXT_MODEL',
        model: 'gemini-2.5-flash',
        suggestions: ['gemini-3.5-flash', 'gemini-3.1-flash-lite'],
      },
    ]);
    expect(result.message).toBe(
      'GEMINI_TEXT_MODEL=gemini-2.5-flash is not served by Gemini (models list); set GEMINI_TEXT_MODEL to one of gemini-3.5-flash, gemini-3.1-flash-lite.',
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(result.message);
  });

  it('when the image model is retired too then both settings are named in the one error', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    useAi({ textModel: 'gemini-2.5-flash', imageModel: 'gemini-2.5-flash-image' });

    const result = await geminiModelsCheck();

    expect(result.missing.map((entry) => entry.setting)).toEqual(['GEMINI_TEXT_MODEL', 'GEMINI_IMAGE_MODEL']);
    expect(result.message).toMatch(/set GEMINI_IMAGE_MODEL to one of gemini-3\.1-flash-image\.$/);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('when the models list cannot be read then the check has failed, without throwing', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    useAi({ geminiBaseUrl: 'http://127.0.0.1:9' });

    const result = await geminiModelsCheck();

    expect(result.status).toBe('check_failed');
    expect(result.message).toMatch(/^Could not check the Gemini models against the models list: /);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('when no key is set then nothing is checked and the status says so', async () => {
    const before = mock.modelListRequests();
    setConfigForTests({ ...loadConfig(), ai: { ...loadConfig().ai, provider: 'offline', geminiApiKey: undefined } });

    const status = await aiStatus();

    expect(AiStatusSchema.parse(status)).toEqual({
      engine: 'offline',
      models_check: expect.objectContaining({ status: 'not_checked', missing: [] }),
    });
    expect(mock.modelListRequests()).toBe(before);
  });

  it('when Gemini is configured then the status names the engine, its models and the result', async () => {
    useAi({});

    const status = AiStatusSchema.parse(await aiStatus());

    expect(status).toMatchObject({
      engine: 'gemini',
      models: { text: 'gemini-3.5-flash', image: 'gemini-3.1-flash-image', lite: 'gemini-3.1-flash-lite' },
      models_check: { status: 'ok' },
    });
  });
});
