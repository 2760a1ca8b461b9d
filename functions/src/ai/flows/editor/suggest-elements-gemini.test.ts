/** suggestElementsFlow against the Gemini mock: the prompt, the mapping and the documented fallbacks. */
import { describe, expect, it } from 'vitest';
import { suggestForTile } from '../../offline/editor/element-suggester';
import { FALLBACK_CASES, underFallbackCase } from '../../testing/gemini-fallback-cases';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { suggestElementsFlow } from './suggest-elements';

const gemini = useGeminiMock();

const request = {
  scene_data: {
    title: 'The Shop Floor',
    description: 'Ticking clocks and a brass lockbox.',
    elements: [{ name: 'Brass lockbox', element_type: 'combination_lock', x_position: 300, y_position: 420 }],
  },
  grid_position: { x: 3, y: 12 },
  user_prompt: 'something under the counter',
};
const suggestion = {
  name: 'Loose floorboard',
  element_type: 'hidden_item',
  action_type: 'hidden_area',
  description: 'A board that lifts.',
  reason: 'Low tile near the counter.',
  confidence: 0.8,
};

describe('suggestElementsFlow on Gemini', () => {
  it('asks with the scene, the tile and the wish, and returns the structured suggestions', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify({ suggestions: [suggestion] }) }] });
    const result = await suggestElementsFlow(request);
    expect(result).toEqual({ suggestions: [suggestion], engine: 'gemini' });
    expect(gemini().requests[0].model).toBe('gemini-3.5-flash');
    expect(gemini().lastPromptText()).toContain('tile [3, 12]');
    expect(gemini().lastPromptText()).toContain('Brass lockbox (combination_lock) at (300, 420)');
    expect(gemini().lastPromptText()).toContain('something under the counter');
    expect(JSON.stringify(gemini().requests[0].body.generationConfig?.responseJsonSchema)).toContain('action_type');
  });

  it('when Gemini answers an unknown action type twice then the offline suggestions answer, saying why', async () => {
    const bad = { parts: [{ text: JSON.stringify({ suggestions: [{ ...suggestion, action_type: 'explode' }] }) }] };
    gemini().enqueue(bad);
    gemini().enqueue(bad);
    const result = await suggestElementsFlow(request);
    expect(result.engine).toBe('offline');
    expect(result.notice).toMatch(/expected fields/);
    expect(result.suggestions).toEqual(suggestForTile(request));
  });

  it.each(FALLBACK_CASES)(
    'when Gemini gives $name twice then the offline suggestions answer with a notice',
    async (fallback) => {
      const result = await underFallbackCase(gemini(), fallback, () => suggestElementsFlow(request));
      expect(result.engine).toBe('offline');
      expect(result.notice).toMatch(/^Gemini could not suggest elements for the tile: /);
      expect(result.notice).toMatch(fallback.notice);
      expect(result.suggestions).toEqual(suggestForTile(request));
      expect(gemini().requests).toHaveLength(2);
    },
  );
});
