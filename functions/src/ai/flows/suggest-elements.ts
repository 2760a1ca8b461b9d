/**
 * suggestElementsFlow: a clicked grid tile of a scene -> elements that would fit there
 * (rooms-and-play-spec §7 suggest-puzzle-elements: scene_data, grid_position, user_prompt
 * -> suggestions). The offline engine reasons from the tile's row, the nearby elements, the
 * scene's theme and the creator's words; Gemini answers the same schema.
 */
import { ElementSuggestionSchema, SuggestElementsRequestSchema } from '@core';
import { z } from 'zod';
import { activeProvider, generateStructured, getAi, parseFlowInput, promptForActiveModel, textModel } from '../genkit';
import { suggestElementsPrompt } from '../gemini-prompts';

export const SuggestElementsFlowOutputSchema = z.object({
  suggestions: z.array(ElementSuggestionSchema).min(1).max(6).describe('Elements that fit the tile, best first'),
});

export const suggestElementsFlow = getAi().defineFlow(
  {
    name: 'suggestElementsFlow',
    inputSchema: SuggestElementsRequestSchema,
    outputSchema: SuggestElementsFlowOutputSchema,
  },
  async (input) => {
    const request = parseFlowInput('suggestElementsFlow', SuggestElementsRequestSchema, input);
    return generateStructured('suggestElementsFlow', {
      model: textModel(),
      prompt: promptForActiveModel(suggestElementsPrompt(request), { task: 'suggest_elements', request }),
      schema: SuggestElementsFlowOutputSchema,
      config: activeProvider() === 'gemini' ? { temperature: 0.8 } : undefined,
    });
  },
);
