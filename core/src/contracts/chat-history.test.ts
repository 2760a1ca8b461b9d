import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './safe-text';
import { CHAT_HISTORY_CHARS, CHAT_HISTORY_TURNS, recentChatHistory } from './chat-history';
import type { ChatMessage } from './ai-assist';

const message = (content: string, i = 0): ChatMessage => ({
  id: `m${i}`,
  content,
  sender: i % 2 ? 'bot' : 'user',
  timestamp: i,
});
const total = (messages: ChatMessage[]) => messages.reduce((sum, m) => sum + m.content.length, 0);

describe('recentChatHistory', () => {
  it('when the history is short then it is kept whole and in order', () => {
    const history = [message('Hi', 0), message('Hello!', 1)];
    expect(recentChatHistory(history)).toEqual(history);
  });

  it('when there are more than six messages then only the newest six are kept', () => {
    const history = Array.from({ length: 50 }, (_, i) => message(`q${i}`, i));
    const kept = recentChatHistory(history);
    expect(kept).toHaveLength(CHAT_HISTORY_TURNS);
    expect(kept.map((m) => m.content)).toEqual(['q44', 'q45', 'q46', 'q47', 'q48', 'q49']);
  });

  it('when the newest messages are long then the text in all stays within 2,000 characters and the newest is whole', () => {
    const history = Array.from({ length: 8 }, (_, i) => message(`${i}`.repeat(900), i));
    const kept = recentChatHistory(history);
    expect(total(kept)).toBeLessThanOrEqual(CHAT_HISTORY_CHARS);
    expect(kept.map((m) => m.content[0])).toEqual(['5', '6', '7']);
    expect(kept[2].content).toBe(history[7].content);
    expect(kept[1].content).toBe(history[6].content);
    expect(kept[0].content).toBe(`${'5'.repeat(199)}…`);
    expect(kept[0].id).toBe('m5');
  });

  it('when a single message is longer than the budget then its beginning is kept', () => {
    const kept = recentChatHistory([message('x'.repeat(4000), 0)]);
    expect(kept).toHaveLength(1);
    expect(kept[0].content).toHaveLength(CHAT_HISTORY_CHARS);
    expect(kept[0].content.endsWith('…')).toBe(true);
  });

  it('when the cut falls inside an emoji then no half of it is left (the server refuses broken Unicode)', () => {
    const kept = recentChatHistory([message(`${'a'.repeat(1998)}😀😀😀`, 0)]);
    expect(findUnsafeText(kept)).toBeNull();
    expect(kept[0].content).toBe(`${'a'.repeat(1998)}…`);
  });

  it('never changes the messages it is given', () => {
    const history = [message('y'.repeat(3000), 0)];
    recentChatHistory(history);
    expect(history[0].content).toHaveLength(3000);
  });
});
