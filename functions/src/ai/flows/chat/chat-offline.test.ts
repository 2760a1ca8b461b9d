import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreAi, useOfflineAi } from '../../testing/offline-fixtures';
import { chatFlow } from './chat';

beforeAll(useOfflineAi);
afterAll(restoreAi);

describe('chatFlow on the offline engine', () => {
  it('answers what the studio is from the whitepaper and cites it', async () => {
    const result = await chatFlow({ prompt: 'What is the studio?', messages: [] });
    expect(result).toMatchObject({ engine: 'offline', grounded: true });
    expect(result.answer).toMatch(/escape rooms/);
    expect(result.sources[0].url).toBe('/whitepaper#what-the-studio-is');
    expect(result.notice).toBeUndefined();
  });

  it('says honestly when it does not know', async () => {
    const result = await chatFlow({ prompt: 'Who won the world cup in 1998?', messages: [] });
    expect(result).toMatchObject({ grounded: false, sources: [] });
    expect(result.answer).toMatch(/^I don't know that yet/);
  });

  it('reads a short follow-up together with the previous question', async () => {
    const result = await chatFlow({
      prompt: 'Tell me more',
      messages: [{ content: 'How do I get early access?', sender: 'user' }],
    });
    expect(result.sources[0].id).toBe('early-access');
  });

  it('greets a greeting', async () => {
    const result = await chatFlow({ prompt: 'Hello!', messages: [] });
    expect(result.answer).toMatch(/^Hello! I'm Ermie/);
  });

  it('rejects a blank prompt and a bad sender', async () => {
    await expect(chatFlow({ prompt: '   ', messages: [] })).rejects.toThrow(/prompt is required/);
    await expect(chatFlow({ prompt: 'Hi', messages: [{ content: 'x', sender: 'robot' as 'bot' }] })).rejects.toThrow(
      /sender/,
    );
  });
});
