import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@core/content/messages';
import { AiCallError } from './ai-api';
import { canSend, chatErrorMessage, historyFor, needsSignIn, newMessage } from './chat-conversation';

describe('the floating chat conversation', () => {
  it('ignores a blank text and a send while a reply is pending', () => {
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('Hello', true)).toBe(false);
    expect(canSend('Hello', false)).toBe(true);
  });

  it('keeps messages as id, content, sender, timestamp', () => {
    const message = newMessage('Hi', 'user');
    expect(message).toMatchObject({ content: 'Hi', sender: 'user' });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    expect(newMessage('Hi', 'user').id).not.toBe(message.id);
  });

  it('sends as history only what the server forwards: the latest six real messages, without failure messages', () => {
    const messages = Array.from({ length: 60 }, (_, i) => newMessage(`q${i}`, i % 2 ? 'bot' : 'user'));
    messages.push(newMessage(CHAT_MESSAGES.issue, 'bot', { tone: 'error' }));
    const history = historyFor(messages);
    expect(history.map((message) => message.content)).toEqual(['q54', 'q55', 'q56', 'q57', 'q58', 'q59']);
    expect(Object.keys(history[0]).sort()).toEqual(['content', 'id', 'sender', 'timestamp']);
  });

  it('sends at most 2,000 characters of history in all', () => {
    const messages = Array.from({ length: 6 }, (_, i) => newMessage(`${i}`.repeat(900), i % 2 ? 'bot' : 'user'));
    const history = historyFor(messages);
    expect(history.reduce((sum, message) => sum + message.content.length, 0)).toBeLessThanOrEqual(2000);
    expect(history.at(-1)?.content).toBe('5'.repeat(900));
  });

  it('shows the connection message when unreachable and the issue message otherwise', () => {
    expect(chatErrorMessage(new AiCallError('x', true, null))).toBe(CHAT_MESSAGES.unreachable);
    expect(chatErrorMessage(new TypeError('Failed to fetch'))).toBe(CHAT_MESSAGES.unreachable);
    expect(chatErrorMessage(new AiCallError('Failed to generate response', false, 502))).toBe(CHAT_MESSAGES.issue);
    expect(chatErrorMessage(new Error('boom'))).toBe(CHAT_MESSAGES.issue);
  });

  it('asks to sign in when the server refuses an anonymous question (a Gemini key is set), and only then', () => {
    const refused = new AiCallError('Please sign in to chat with Ermie.', false, 401);
    expect(chatErrorMessage(refused)).toBe(CHAT_MESSAGES.signInRequired);
    expect(needsSignIn(refused)).toBe(true);
    expect(needsSignIn(new AiCallError('Failed to generate response', false, 502))).toBe(false);
    expect(needsSignIn(new TypeError('Failed to fetch'))).toBe(false);
  });
});
