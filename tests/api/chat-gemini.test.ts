/**
 * POST /api/v1/gemini/chat with a Gemini key set (the local Gemini-format mock), issue 29 item 4:
 * anonymous callers get 401 and cost nothing; the model gets at most the last six messages and
 * 2,000 characters of history and an output-token limit; a failed call answers offline with a
 * fixed notice, its upstream text only in the log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { CHAT_HISTORY_CHARS, CHAT_HISTORY_TURNS } from '@core';
import { CHAT_MESSAGES } from '@core/content/messages';
import { OUTPUT_TOKEN_LIMITS } from '../../functions/src/ai/output-limits';
import { useGeminiMock } from '../../functions/src/ai/testing/gemini-test-setup';
import { signUp, startApi, type Api } from './harness';

const CHAT = '/api/v1/gemini/chat';
const gemini = useGeminiMock();
let api: Api;
let player: string;

beforeAll(async () => {
  api = await startApi();
  player = (await signUp(api, 'chat-gemini-player')).token;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await api.close();
});

const ask = (body: unknown, token?: string) => api.call('POST', CHAT, { token, body });
const modelAnswer = (answer: string) => ({
  parts: [{ text: JSON.stringify({ answer, cited_section_ids: ['proven-solvable'] }) }],
});
/** The "Conversation so far" lines of the prompt the mock received. */
const historyLines = (prompt: string) =>
  prompt
    .split('Conversation so far:\n')[1]
    .split("\n\nVisitor's question:")[0]
    .split('\n')
    .filter((line) => line !== '');

describe('who may ask', () => {
  it('when an anonymous visitor asks then it answers 401 asking to sign in, and Gemini is not called', async () => {
    const res = await ask({ prompt: 'Are rooms proven solvable?', messages: [] });

    expect(res.status).toBe(401);
    expect(res.body.error).toBe(CHAT_MESSAGES.signInRequired);
    expect(gemini().requests).toHaveLength(0);
  });

  it('when a signed-in player asks then Gemini answers within the chat’s output-token limit', async () => {
    gemini().enqueue(modelAnswer('Yes: a checker proves every room solvable before it is published.'));

    const res = await ask({ prompt: 'Are rooms proven solvable?', messages: [] }, player);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'gemini', content: expect.stringContaining('proves every room') });
    expect(res.body.notice).toBeUndefined();
    expect(gemini().requests).toHaveLength(1);
    expect(gemini().requests[0].body.generationConfig?.maxOutputTokens).toBe(OUTPUT_TOKEN_LIMITS.chat);
  });
});

describe('the history forwarded', () => {
  /** The largest history the contract accepts, each message marked with its index. */
  const history = (padding: number) =>
    Array.from({ length: 50 }, (_, i) => ({
      id: `m${i}`,
      content: `<msg-${i}> ${'x'.repeat(padding)}`.trim(),
      sender: i % 2 ? ('bot' as const) : ('user' as const),
      timestamp: i,
    }));

  it('when the client sends 50 short messages then the model gets the last six', async () => {
    gemini().enqueue(modelAnswer('Every room is checked before it is published.'));

    const res = await ask({ prompt: 'Are rooms proven solvable?', messages: history(0) }, player);

    expect(res.status).toBe(200);
    expect(CHAT_HISTORY_TURNS).toBe(6);
    expect(historyLines(gemini().lastPromptText())).toEqual([
      'Visitor: <msg-44>',
      'Ermie: <msg-45>',
      'Visitor: <msg-46>',
      'Ermie: <msg-47>',
      'Visitor: <msg-48>',
      'Ermie: <msg-49>',
    ]);
  });

  it('when the client sends 50 long messages then the model gets at most 2,000 characters of them, the newest whole', async () => {
    // Arrange: 508 characters each, so three fit whole and the fourth from the end is cut.
    const messages = history(500);
    gemini().enqueue(modelAnswer('Every room is checked before it is published.'));

    // Act
    const res = await ask({ prompt: 'Are rooms proven solvable?', messages }, player);

    // Assert
    expect(res.status).toBe(200);
    const prompt = gemini().lastPromptText();
    const lines = historyLines(prompt);
    const texts = lines.map((line) => line.replace(/^(Visitor|Ermie): /, ''));
    expect(texts.join('').length).toBeLessThanOrEqual(CHAT_HISTORY_CHARS);
    expect(texts.slice(1)).toEqual([messages[47].content, messages[48].content, messages[49].content]);
    expect(texts[0]).toMatch(/^<msg-46> x+…$/);
    for (let i = 0; i < 46; i += 1) expect(prompt).not.toContain(`<msg-${i}>`);
  });

  it('when the history is short then the model gets all of it', async () => {
    gemini().enqueue(modelAnswer('Happy to help.'));
    const messages = [
      { content: 'How do invitations work?', sender: 'user' },
      { content: 'Admins invite creators by email.', sender: 'bot' },
    ];

    const res = await ask({ prompt: 'And then?', messages }, player);

    expect(res.status).toBe(200);
    expect(historyLines(gemini().lastPromptText())).toEqual([
      'Visitor: How do invitations work?',
      'Ermie: Admins invite creators by email.',
    ]);
  });
});

describe('when Gemini fails', () => {
  it('then the answer is the offline engine’s with a fixed notice, and the upstream text is only logged', async () => {
    // Arrange: both attempts fail with a text no answer may show.
    const upstream = 'quota-exhausted-for-project-ermie-prod-7731';
    gemini().enqueue({ status: 500, error: upstream });
    gemini().enqueue({ status: 500, error: upstream });
    const write = vi.spyOn(logger, 'write');

    // Act
    const res = await ask({ prompt: 'Are rooms proven solvable?', messages: [] }, player);

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'offline', notice: CHAT_MESSAGES.aiUnavailable, grounded: true });
    expect(JSON.stringify(res.body)).not.toContain(upstream);
    expect(JSON.stringify(res.body)).not.toMatch(/500|Internal Server Error/);
    const logged = write.mock.calls.map(([entry]) => JSON.stringify(entry));
    expect(logged.some((line) => line.includes('The chat answered offline') && line.includes(upstream))).toBe(true);
  });
});
