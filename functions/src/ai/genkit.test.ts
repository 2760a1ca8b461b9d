import { GenerationBlockedError } from 'genkit';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, setConfigForTests, type AppConfig } from '../config';
import {
  AiFlowError,
  getAi,
  imageModel,
  promptForActiveModel,
  resetAiForTests,
  textModel,
  toAiFlowError,
} from './genkit';
import { OFFLINE_MODEL_NAME } from './offline-model';

const withAi = (ai: Partial<AppConfig['ai']>) => {
  const base = loadConfig();
  setConfigForTests({ ...base, ai: { ...base.ai, ...ai } });
  resetAiForTests();
};
const brief = {
  title: 'T',
  description: 'D',
  difficulty: 'easy' as const,
  theme: 'Mystery',
  seed: 1,
  agent: { name: 'Ermie', personality: 'Wise', setting: 'Ancient Library', theme: 'Mystery' },
};

afterEach(() => {
  setConfigForTests(undefined);
  resetAiForTests();
});

describe('getAi', () => {
  it('returns one instance until it is reset', () => {
    withAi({ provider: 'offline' });
    const first = getAi();
    expect(getAi()).toBe(first);
    resetAiForTests();
    expect(getAi()).not.toBe(first);
  });

  it('always registers the offline model, which refuses prompts without a task', async () => {
    withAi({ provider: 'offline' });
    await expect(getAi().generate({ model: OFFLINE_MODEL_NAME, prompt: 'hello' })).rejects.toThrow(/ermie-task/);
  });
});

describe('model references', () => {
  it('when the provider is offline then both models are the offline engine and prompts carry the task', () => {
    withAi({ provider: 'offline' });
    expect(textModel()).toBe('offline/ermie');
    expect(imageModel()).toBe('offline/ermie');
    expect(promptForActiveModel('Write it', { task: 'storyboard', brief })).toContain('<ermie-task>');
  });

  it('when the provider is gemini then the configured Gemini models are used and prompts stay ordinary', () => {
    withAi({
      provider: 'gemini',
      geminiApiKey: 'k',
      textModel: 'gemini-2.5-pro',
      imageModel: 'gemini-2.5-flash-image',
    });
    expect(textModel()).toMatchObject({ name: 'googleai/gemini-2.5-pro' });
    expect(imageModel()).toMatchObject({ name: 'googleai/gemini-2.5-flash-image' });
    expect(promptForActiveModel('Write it', { task: 'storyboard', brief })).toBe('Write it');
  });
});

describe('toAiFlowError', () => {
  it('classifies what a generate call throws', () => {
    expect(toAiFlowError('f', new Error('socket hang up'))).toMatchObject({ code: 'MODEL_FAILED', flow: 'f' });
    expect(toAiFlowError('f', new SyntaxError('Unexpected token'))).toMatchObject({ code: 'INVALID_JSON' });
    const blocked = new GenerationBlockedError({} as never, 'Generation blocked.');
    expect(toAiFlowError('f', blocked).code).toBe('EMPTY_OUTPUT');
    const original = new AiFlowError('g', 'SCHEMA_MISMATCH', 'x');
    expect(toAiFlowError('f', original)).toBe(original);
    expect(original.message).toBe('g: x');
    expect(original).toBeInstanceOf(Error);
  });
});
