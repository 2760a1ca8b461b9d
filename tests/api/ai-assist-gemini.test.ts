/**
 * The AI assistance calls over HTTP with Gemini configured (the local Gemini-format mock): a
 * good answer is Gemini's, and an unusable one, twice, is the offline engine's answer with a
 * notice, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAssistApi } from '@core';
import { useGeminiMock } from '../../functions/src/ai/testing/gemini-test-setup';
import { signUp, startApi, type Api } from './harness';
import { fixtureStoryboard } from './route-fixtures';

const gemini = useGeminiMock();
let api: Api;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = (await signUp(api, 'assist-gemini-admin', 'admin')).token;
});

afterAll(async () => {
  await api.close();
});

const post = (path: string, body: unknown) => api.call('POST', `/api/v1/gemini/${path}`, { token: admin, body });

describe('the assistance calls on Gemini', () => {
  it('when Gemini rewrites the title then the answer is Gemini’s', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify({ text: 'The Midnight Vault', summary: 'Renamed it.' }) }] });
    const res = await post('edit-storyboard', {
      prompt: 'A name about midnight',
      storyboard: fixtureStoryboard(),
      field: 'title',
    });
    expect(res.status).toBe(200);
    expect(aiAssistApi.editStoryboard.response.parse(res.body)).toMatchObject({
      engine: 'gemini',
      content: 'The Midnight Vault',
      summary: 'Renamed it.',
    });
    expect(gemini().lastPromptText()).toContain('A name about midnight');
  });

  it('when Gemini fails twice then each call answers 200 from the offline engine with the reason', async () => {
    const calls: Array<[string, unknown]> = [
      ['edit-storyboard', { prompt: 'Make it darker', storyboard: fixtureStoryboard(), field: 'backstory' }],
      ['generate-scene', { storyboard_context: fixtureStoryboard() }],
      ['validate-escape-room', { storyboard: fixtureStoryboard() }],
      ['suggest-puzzle-elements', { grid_position: { x: 3, y: 12 }, scene_data: { title: 'Shop' } }],
    ];
    for (const [path, body] of calls) {
      gemini().enqueue({ status: 500, error: 'backend exploded' });
      gemini().enqueue({ status: 500, error: 'backend exploded' });
      const res = await post(path, body);
      expect(`${path} ${res.status}`).toBe(`${path} 200`);
      expect(res.body.engine).toBe('offline');
      expect(res.body.notice).toMatch(/^Gemini could not .*backend exploded.*the offline engine did it instead\.$/);
    }
  });
});
