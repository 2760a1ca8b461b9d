/**
 * answerChat's guards (issue 29 item 4), with the flow stubbed: with a Gemini key an anonymous
 * caller is refused before anything runs; without one the chat stays open; a flow that throws
 * becomes a fixed 502 whose text is logged, never sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { AI_FALLBACK_MESSAGES } from '@core';
import { CHAT_MESSAGES } from '@core/content/messages';
import { loadConfig, setConfigForTests } from '../../config';
import type { StoredUser } from '../../model/stored-user';

const chatFlow = vi.hoisted(() => vi.fn());
vi.mock('../../ai/flows/chat/chat', () => ({ chatFlow }));
const { answerChat } = await import('./chat');

const user = { id: 'u-1', email: 'player@test.example', role: 'user' } as unknown as StoredUser;
const withProvider = (provider: 'gemini' | 'offline') => {
  const base = loadConfig();
  setConfigForTests({ ...base, ai: { ...base.ai, provider, geminiApiKey: provider === 'gemini' ? 'k' : undefined } });
};
const offlineAnswer = { answer: 'Rooms are proven solvable.', sources: [], grounded: true, engine: 'offline' };

beforeEach(() => {
  chatFlow.mockReset();
});
afterEach(() => {
  setConfigForTests(undefined);
  vi.restoreAllMocks();
});

describe('answerChat', () => {
  it('when a Gemini key is set and nobody is signed in then it answers 401 and asks nothing', async () => {
    withProvider('gemini');
    await expect(answerChat({ prompt: 'Hi', messages: [] }, undefined)).rejects.toMatchObject({
      status: 401,
      message: CHAT_MESSAGES.signInRequired,
    });
    expect(chatFlow).not.toHaveBeenCalled();
  });

  it('when no key is set then an anonymous visitor is answered', async () => {
    withProvider('offline');
    chatFlow.mockResolvedValue(offlineAnswer);
    await expect(answerChat({ prompt: 'Hi', messages: [] }, undefined)).resolves.toMatchObject({
      content: offlineAnswer.answer,
    });
  });

  it('when the flow answers with a notice then the caller gets the fixed one and the log the reason', async () => {
    withProvider('gemini');
    const reason = 'Gemini could not answer the chat: [500] secret-upstream-detail.';
    chatFlow.mockResolvedValue({ ...offlineAnswer, notice: reason });
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);

    const answer = await answerChat({ prompt: 'Hi', messages: [] }, user);

    expect(answer.notice).toBe(CHAT_MESSAGES.aiUnavailable);
    expect(JSON.stringify(answer)).not.toContain('secret-upstream-detail');
    expect(write).toHaveBeenCalledWith(expect.objectContaining({ severity: 'WARNING', reason }));
  });

  it('when the flow throws then it answers a 502 with the fixed message, the error only logged', async () => {
    withProvider('gemini');
    chatFlow.mockImplementation(async () => {
      throw new Error('upstream said: secret-upstream-detail');
    });
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);

    const failure = await answerChat({ prompt: 'Hi', messages: [] }, user).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 502, message: AI_FALLBACK_MESSAGES.chat });
    expect(JSON.stringify(failure)).not.toContain('secret-upstream-detail');
    expect(write).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'ERROR', error: 'upstream said: secret-upstream-detail' }),
    );
  });
});
