import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@core/content/messages';
import { AiCallError } from './ai-api';
import { canSend, chatErrorMessage, historyFor, newMessage } from './chat-conversation';

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

  it('sends the latest 50 real messages as history, without failure messages', () => {
    const messages = Array.from({ length: 60 }, (_, i) => newMessage(`q${i}`, i % 2 ? 'bot' : 'user'));
    messages.push(newMessage(CHAT_MESSAGES.issue, 'bot', { tone: 'error' }));
    const history = historyFor(messages);
    expect(history).toHaveLength(50);
    expect(history[49].content).toBe('q59');
    expect(Object.keys(history[0]).sort()).toEqual(['content', 'id', 'sender', 'timestamp']);
  });

  it('shows the connection message when unreachable and the issue message otherwise', () => {
    expect(chatErrorMessage(new AiCallError('x', true, null))).toBe(CHAT_MESSAGES.unreachable);
    expect(chatErrorMessage(new TypeError('Failed to fetch'))).toBe(CHAT_MESSAGES.unreachable);
    expect(chatErrorMessage(new AiCallError('Failed to generate response', false, 502))).toBe(CHAT_MESSAGES.issue);
    expect(chatErrorMessage(new Error('boom'))).toBe(CHAT_MESSAGES.issue);
  });
});
