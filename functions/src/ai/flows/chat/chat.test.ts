/**
 * chatFlow's contract against the Gemini-format mock: the prompt carries the question, the
 * retrieved sections and the history; a good answer maps to the chat answer; malformed
 * output, an HTTP error and a timeout give the offline answer with a notice, never a throw.
 */
import { describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { chatFlow } from './chat';

const gemini = useGeminiMock();
const history = [
  { id: '1', content: 'Hi there', sender: 'user' as const, timestamp: 1 },
  { id: '2', content: 'Hello! I am Ermie.', sender: 'bot' as const, timestamp: 2 },
];
const json = (value: unknown) => ({ parts: [{ text: JSON.stringify(value) }] });

describe('chatFlow on Gemini', () => {
  it('sends the question, the retrieved sections and the history, and maps the answer', async () => {
    gemini().enqueue(
      json({
        answer: 'A checker proves every room solvable before it can be published.',
        cited_section_ids: ['proven-solvable', 'made-up-section'],
      }),
    );
    const result = await chatFlow({ prompt: 'Are rooms proven solvable?', messages: history });

    const sent = gemini().lastPromptText();
    expect(sent).toContain("Visitor's question: Are rooms proven solvable?");
    expect(sent).toContain('[proven-solvable] Every room is proven solvable');
    expect(sent).toContain('A room that is not solvable cannot be published.');
    expect(sent).toContain('Visitor: Hi there');
    expect(sent).toContain('Ermie: Hello! I am Ermie.');
    expect(gemini().requests[0].model).toBe('gemini-3.1-flash-lite');
    expect(result).toEqual({
      answer: 'A checker proves every room solvable before it can be published.',
      sources: [{ id: 'proven-solvable', title: 'Every room is proven solvable', url: '/whitepaper#proven-solvable' }],
      grounded: true,
      engine: 'gemini',
    });
  });

  it('drops cited ids that were not retrieved, so an uncovered answer cites nothing', async () => {
    gemini().enqueue(json({ answer: "I don't know that yet.", cited_section_ids: ['hints'] }));
    const result = await chatFlow({ prompt: 'What is the capital of France?', messages: [] });
    expect(gemini().lastPromptText()).toContain('(none: the whitepaper does not cover this question)');
    expect(result).toMatchObject({ sources: [], grounded: false, engine: 'gemini' });
  });

  it('puts the room the player sees into the prompt', async () => {
    gemini().enqueue(json({ answer: 'You are in the Hall of the Clockwork Vault.', cited_section_ids: [] }));
    await chatFlow({
      prompt: 'What should I look at?',
      messages: [],
      room: { title: 'Clockwork Vault', sceneName: 'Hall', sceneNames: ['Hall'], elementNames: ['Desk'] },
    });
    expect(gemini().lastPromptText()).toMatch(
      /Room: Clockwork Vault[\s\S]*Current scene: Hall[\s\S]*Things in sight: Desk/,
    );
    expect(gemini().lastPromptText()).toContain('Never reveal codes');
  });

  it('never asks the model for a code in a room: it points at the hint', async () => {
    const result = await chatFlow({
      prompt: 'What is the code for the safe?',
      messages: [],
      room: { title: 'Clockwork Vault', sceneNames: [], elementNames: [] },
    });
    expect(gemini().requests).toHaveLength(0);
    expect(result.answer).toMatch(/can't give away codes/);
    expect(result.engine).toBe('offline');
  });

  it.each([
    ['malformed output', { parts: [{ text: 'Sure! Rooms are great.' }] }, /not valid JSON/],
    ['a missing field', json({ answer: 'Yes' }), /expected fields/],
    ['an HTTP error', { status: 500, error: 'internal' }, /internal|500/],
  ])('with %s it answers offline from the whitepaper with a notice', async (_name, reply, reason) => {
    gemini().enqueue(reply);
    gemini().enqueue(reply);
    const result = await chatFlow({ prompt: 'Are rooms proven solvable?', messages: [] });
    expect(result.engine).toBe('offline');
    expect(result.notice).toMatch(/^Gemini could not answer the chat: /);
    expect(result.notice).toMatch(reason);
    expect(result.answer).toMatch(/From “Every room is proven solvable” in the whitepaper/);
    expect(result.sources[0].id).toBe('proven-solvable');
    expect(gemini().requests).toHaveLength(2);
  });

  it('with no answer in time it answers offline with a notice', async () => {
    const saved = config().ai.timeoutMs;
    config().ai.timeoutMs = 150;
    try {
      gemini().enqueue({ ...json({ answer: 'late', cited_section_ids: [] }), delayMs: 1_000 });
      gemini().enqueue({ ...json({ answer: 'late', cited_section_ids: [] }), delayMs: 1_000 });
      const result = await chatFlow({ prompt: 'Can I play offline on my phone?', messages: [] });
      expect(result).toMatchObject({ engine: 'offline', grounded: true });
      expect(result.notice).toMatch(/no answer within/);
      expect(result.sources[0].id).toBe('offline-play');
    } finally {
      config().ai.timeoutMs = saved;
    }
  });
});
