/** validateRoomFlow against the Gemini mock: the critique prompt, the mapping and the documented fallbacks. */
import { describe, expect, it } from 'vitest';
import { writeCritique } from '../../offline/design/room-critique';
import { offlineRoom } from '../../testing/critique-fixtures';
import { FALLBACK_CASES, underFallbackCase } from '../../testing/gemini-fallback-cases';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { validateRoomFlow } from './validate-room';

const gemini = useGeminiMock();
const { storyboard, facts } = offlineRoom('medium', 1);
const critique = {
  pacing: 'Brisk but fair for medium.',
  fairness: 'Every lock has its clue nearby.',
  theme_fit: 'The library breathes mystery.',
  scores: { pacing: 4, fairness: 5, theme_fit: 4 },
  suggestions: ['Add a red herring in the stacks.'],
};

describe('validateRoomFlow on Gemini', () => {
  it('when Gemini critiques then the prompt carried the storyboard and the checker’s verdict, and the critique is returned', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify(critique) }] });
    const answer = await validateRoomFlow({ storyboard, facts });
    expect(answer).toEqual({ critique, engine: 'gemini' });
    const prompt = gemini().lastPromptText();
    expect(prompt).toContain(`proved the room solvable: ${facts.steps} steps through ${facts.depth} scenes`);
    expect(prompt).toContain(storyboard.scenes[0].title);
    expect(prompt).toContain('Do not judge solvability yourself');
  });

  it('when Gemini scores out of range twice then the offline critique answers', async () => {
    const bad = {
      parts: [{ text: JSON.stringify({ ...critique, scores: { pacing: 9, fairness: 5, theme_fit: 4 } }) }],
    };
    gemini().enqueue(bad);
    gemini().enqueue(bad);
    const answer = await validateRoomFlow({ storyboard, facts });
    expect(answer.engine).toBe('offline');
    expect(answer.critique).toEqual(writeCritique(facts));
  });

  it.each(FALLBACK_CASES)(
    'when Gemini gives $name twice then the offline critique answers with a notice',
    async (fallback) => {
      const answer = await underFallbackCase(gemini(), fallback, () => validateRoomFlow({ storyboard, facts }));
      expect(answer.engine).toBe('offline');
      expect(answer.notice).toMatch(/^Gemini could not critique the room: /);
      expect(answer.notice).toMatch(fallback.notice);
      expect(answer.critique).toEqual(writeCritique(facts));
    },
  );
});
