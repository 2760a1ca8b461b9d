/** editStoryboardFlow against the Gemini mock: the prompt, the mapping and the documented fallbacks. */
import type { EditStoryboardRequest } from '@core';
import { describe, expect, it } from 'vitest';
import { editStoryboardOffline } from '../../offline/writing/storyboard-editor';
import { FALLBACK_CASES, underFallbackCase } from '../../testing/gemini-fallback-cases';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { editStoryboardFlow } from './edit-storyboard';

const gemini = useGeminiMock();

const storyboard = {
  title: 'The Clockmaker’s Vault',
  story_premise: 'You are an apprentice locked in the shop at midnight.',
  backstory: 'Master Hollis vanished, leaving the date 1888 engraved on every clock. The shop has been silent since.',
  scenes: [
    { title: 'The Shop Floor', description: 'Ticking clocks, a brass lockbox and a ledger on the counter.' },
    { title: 'The Workshop', description: 'Gears everywhere, a locked cabinet and a glowing lamp.' },
  ],
};
const request = (over: Partial<EditStoryboardRequest> = {}): EditStoryboardRequest => ({
  prompt: 'Make it darker',
  storyboard,
  field: 'backstory',
  scene_index: -1,
  ...over,
});

describe('editStoryboardFlow on Gemini', () => {
  it('when Gemini rewrites the backstory then the prompt carried the storyboard, field and sentence, and the answer is mapped', async () => {
    const text = 'Master Hollis vanished into the dark, and every clock still bleeds the date 1888.';
    gemini().enqueue({ parts: [{ text: JSON.stringify({ text, summary: 'Made the backstory darker.' }) }] });

    const answer = await editStoryboardFlow(request());

    expect(answer).toEqual({
      engine: 'gemini',
      content: text,
      scene: null,
      storyboard: { ...storyboard, backstory: text },
      summary: 'Made the backstory darker.',
    });
    const prompt = gemini().lastPromptText();
    expect(prompt).toContain('Rewrite the backstory');
    expect(prompt).toContain('Make it darker');
    expect(prompt).toContain('Scene 2: The Workshop');
    expect(prompt).toContain(storyboard.backstory);
  });

  it('when Gemini rewrites a scene then scene and storyboard carry it, the title kept unless changed', async () => {
    gemini().enqueue({
      parts: [
        {
          text: JSON.stringify({ text: 'Cold gears, a locked cabinet and a lamp that flickers.', summary: 'Darker.' }),
        },
      ],
    });
    const answer = await editStoryboardFlow(request({ field: 'scene', scene_index: 1 }));
    expect(answer.scene).toEqual({
      title: 'The Workshop',
      description: 'Cold gears, a locked cabinet and a lamp that flickers.',
    });
    expect(answer.storyboard.scenes[1]).toEqual(answer.scene);
    expect(gemini().lastPromptText()).toContain('Rewrite scene 2');
  });

  it.each(FALLBACK_CASES)(
    'when Gemini gives $name twice then the offline rewrite answers with a notice',
    async (fallback) => {
      const answer = await underFallbackCase(gemini(), fallback, () => editStoryboardFlow(request()));
      expect(answer.engine).toBe('offline');
      expect(answer.notice).toMatch(/^Gemini could not rewrite the storyboard: /);
      expect(answer.notice).toMatch(fallback.notice);
      const offline = editStoryboardOffline(request());
      expect(answer.content).toBe(offline.content);
      expect(answer.content).not.toBe(storyboard.backstory);
      expect(gemini().requests).toHaveLength(2);
    },
  );

  it('when Gemini echoes the sentence or returns the text unchanged then that is not a rewrite', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify({ text: 'Make it darker', summary: 'Done.' }) }] });
    gemini().enqueue({ parts: [{ text: JSON.stringify({ text: storyboard.backstory, summary: 'Done.' }) }] });
    const answer = await editStoryboardFlow(request());
    expect(answer.engine).toBe('offline');
    expect(answer.notice).toMatch(/unchanged/);
    expect(answer.content).not.toBe('Make it darker');
  });

  it('when Gemini fails and the offline writer cannot act on the sentence then the 422 says both', async () => {
    gemini().enqueue({ status: 503, error: 'down' });
    gemini().enqueue({ status: 503, error: 'down' });
    await expect(editStoryboardFlow(request({ prompt: 'Sing me a song' }))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /^Gemini gave no usable answer \(tried twice\), and the offline writer does not know/,
      ),
    });
  });
});
