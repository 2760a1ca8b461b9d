/** generateSceneFlow against the Gemini mock: the prompt, the mapping and the documented fallbacks. */
import { describe, expect, it } from 'vitest';
import { writeNextScene } from '../../offline/writing/scene-writer';
import { FALLBACK_CASES, underFallbackCase } from '../../testing/gemini-fallback-cases';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { generateSceneFlow } from './generate-scene';

const gemini = useGeminiMock();

const storyboard = {
  title: 'The Clockmaker’s Vault',
  story_premise: 'You are an apprentice locked in the shop at midnight.',
  backstory: 'Master Hollis vanished, leaving the date 1888 engraved on every clock.',
  scenes: [
    { title: 'The Shop Floor', description: 'Ticking clocks, a brass lockbox and a ledger on the counter.' },
    { title: 'The Workshop', description: 'Gears everywhere, a locked cabinet and a glowing lamp.' },
  ],
};
const scene = {
  title: 'The Bell Tower',
  description: 'A great bell hangs over a winding crank, a pigeon cage and a trapdoor.',
};

describe('generateSceneFlow on Gemini', () => {
  it('when Gemini writes a scene then the prompt carried the storyboard and the wish, and the scene is returned', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify(scene) }] });
    const answer = await generateSceneFlow({ storyboard_context: storyboard, prompt: 'somewhere high up' });
    expect(answer).toEqual({ scene, engine: 'gemini' });
    const prompt = gemini().lastPromptText();
    expect(prompt).toContain('Scene 2: The Workshop. Gears everywhere');
    expect(prompt).toContain('somewhere high up');
    expect(prompt).toContain('Master Hollis');
  });

  it('when Gemini repeats an existing title twice then the offline writer answers with a new one', async () => {
    const repeat = { parts: [{ text: JSON.stringify({ ...scene, title: 'The Workshop' }) }] };
    gemini().enqueue(repeat);
    gemini().enqueue(repeat);
    const answer = await generateSceneFlow({ storyboard_context: storyboard, prompt: '' });
    expect(answer.engine).toBe('offline');
    expect(answer.notice).toMatch(/repeats the title "The Workshop"/);
    expect(storyboard.scenes.map((s) => s.title)).not.toContain(answer.scene.title);
  });

  it.each(FALLBACK_CASES)(
    'when Gemini gives $name twice then the offline scene answers with a notice',
    async (fallback) => {
      const answer = await underFallbackCase(gemini(), fallback, () =>
        generateSceneFlow({ storyboard_context: storyboard, prompt: '' }),
      );
      expect(answer.engine).toBe('offline');
      expect(answer.notice).toMatch(/^Gemini could not write the new scene: /);
      expect(answer.notice).toMatch(fallback.notice);
      expect(answer.scene).toEqual(writeNextScene(storyboard, ''));
    },
  );
});
