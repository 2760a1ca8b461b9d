/**
 * GET /api/v1/health with Gemini configured (the local Gemini-format mock): anyone learns only
 * that the function is up; an admin also sees the engine, its models and the models check. A
 * retired model name shows as missing there, naming the setting, and the AI calls that use it
 * fall back to the offline engine with Gemini's 404 as the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { health } from '@core';
import { config, setConfigForTests } from '../../functions/src/config';
import { resetAiForTests } from '../../functions/src/ai/genkit';
import { useGeminiMock } from '../../functions/src/ai/testing/gemini-test-setup';
import { signUp, startApi, type Api } from './harness';
import { fixtureStoryboard } from './route-fixtures';

const gemini = useGeminiMock();
let api: Api;
let admin: string;
let user: string;

beforeAll(async () => {
  api = await startApi();
  admin = (await signUp(api, 'health-gemini-admin', 'admin')).token;
  user = (await signUp(api, 'health-gemini-user', 'user')).token;
});

afterAll(async () => {
  await api.close();
});

const healthOf = async (token?: string) => {
  const res = await api.call('GET', '/api/v1/health', token ? { token } : {});
  expect(res.status).toBe(200);
  return health.response.parse(res.body);
};

describe('GET /health with Gemini configured', () => {
  it('when anyone or a signed-in user asks then the answer is only that the function is up', async () => {
    expect(await healthOf()).toEqual({ status: 'ok' });
    expect(await healthOf(user)).toEqual({ status: 'ok' });
  });

  it('when an admin asks then it shows the engine, the default models and that they are served', async () => {
    const answer = await healthOf(admin);

    expect(answer.ai).toMatchObject({
      engine: 'gemini',
      models: { text: 'gemini-3.5-flash', image: 'gemini-3.1-flash-image', lite: 'gemini-3.1-flash-lite' },
      models_check: { status: 'ok', missing: [] },
    });
    expect(gemini().modelListRequests()).toBeGreaterThanOrEqual(1);
  });

  it('when GEMINI_TEXT_MODEL is a retired name then the check names it and the calls fall back offline', async () => {
    const saved = config();
    setConfigForTests({ ...saved, ai: { ...saved.ai, textModel: 'gemini-2.5-flash' } });
    resetAiForTests();
    try {
      const answer = await healthOf(admin);
      expect(answer.ai?.models_check).toMatchObject({
        status: 'missing_models',
        missing: [{ setting: 'GEMINI_TEXT_MODEL', model: 'gemini-2.5-flash' }],
      });
      expect(answer.ai?.models_check.message).toMatch(
        /^GEMINI_TEXT_MODEL=gemini-2\.5-flash is not served by Gemini \(models list\); set GEMINI_TEXT_MODEL to one of gemini-3\.5-flash/,
      );

      const res = await api.call('POST', '/api/v1/gemini/generate-scene', {
        token: admin,
        body: { storyboard_context: fixtureStoryboard() },
      });
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe('offline');
      expect(res.body.notice).toMatch(/models\/gemini-2\.5-flash is not found for API version v1beta/);
      expect(gemini().requests.map((request) => request.model)).toContain('gemini-2.5-flash');
    } finally {
      setConfigForTests(saved);
      resetAiForTests();
    }
  });
});
