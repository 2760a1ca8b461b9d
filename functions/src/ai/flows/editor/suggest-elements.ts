/**
 * suggestElementsFlow: a clicked grid tile of a scene -> elements that would fit there
 * (rooms-and-play-spec §7 suggest-puzzle-elements: scene_data, grid_position, user_prompt
 * -> suggestions). The offline engine reasons from the tile's row, the nearby elements, the
 * scene's theme and the creator's words; Gemini answers the same schema, retried once and
 * then replaced by the offline suggestions with a notice (geminiOrOffline).
 */
import { ElementSuggestionSchema, SuggestElementsRequestSchema } from '@core';
import { z } from 'zod';
import { geminiOrOffline } from '../../gemini-or-offline';
import { generateStructured, getAi, parseFlowInput, textModel } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { suggestElementsPrompt } from '../../gemini-prompts';
import { suggestForTile } from '../../offline/editor/element-suggester';

export const SuggestElementsFlowOutputSchema = z.object({
  suggestions: z.array(ElementSuggestionSchema).min(1).max(6).describe('Elements that fit the tile, best first'),
});

export const SuggestElementsFlowAnswerSchema = SuggestElementsFlowOutputSchema.extend({
  engine: z.enum(['gemini', 'offline']),
  notice: z.string().optional(),
});
export type SuggestElementsFlowAnswer = z.infer<typeof SuggestElementsFlowAnswerSchema>;

export const suggestElementsFlow = getAi().defineFlow(
  {
    name: 'suggestElementsFlow',
    inputSchema: SuggestElementsRequestSchema,
    outputSchema: SuggestElementsFlowAnswerSchema,
  },
  async (input): Promise<SuggestElementsFlowAnswer> => {
    const request = parseFlowInput('suggestElementsFlow', SuggestElementsRequestSchema, input);
    const { value, engine, notice } = await geminiOrOffline(
      'suggest elements for the tile',
      () =>
        generateStructured('suggestElementsFlow', {
          model: textModel(),
          maxOutputTokens: OUTPUT_TOKEN_LIMITS.suggestElements,
          prompt: suggestElementsPrompt(request),
          schema: SuggestElementsFlowOutputSchema,
          config: { temperature: 0.8 },
        }),
      () => ({ suggestions: suggestForTile(request) }),
    );
    return { suggestions: value.suggestions, engine, ...(notice ? { notice } : {}) };
  },
);
