/**
 * storyboardFlow: a room brief (wizard step 2) -> the storyboard shown in step 3:
 * title, premise, backstory and one entry per scene (rooms-and-play-spec §2, §3).
 */
import { StoryboardSchema } from '@core';
import {
  activeProvider,
  generateStructured,
  getAi,
  parseFlowInput,
  promptForActiveModel,
  textModel,
} from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { storyboardPrompt } from '../../gemini-prompts';
import { RoomBriefSchema } from '../schemas';

export const StoryboardFlowInputSchema = RoomBriefSchema.describe(
  'The room brief: what the creator typed in the wizard plus the chosen agent',
);
export const StoryboardFlowOutputSchema = StoryboardSchema.describe('The storyboard of the room');

export const storyboardFlow = getAi().defineFlow(
  { name: 'storyboardFlow', inputSchema: StoryboardFlowInputSchema, outputSchema: StoryboardFlowOutputSchema },
  async (input) => {
    const brief = parseFlowInput('storyboardFlow', StoryboardFlowInputSchema, input);
    return generateStructured('storyboardFlow', {
      model: textModel(),
      maxOutputTokens: OUTPUT_TOKEN_LIMITS.storyboard,
      prompt: promptForActiveModel(storyboardPrompt(brief), { task: 'storyboard', brief }),
      schema: StoryboardSchema,
      config: activeProvider() === 'gemini' ? { temperature: 0.9 } : undefined,
    });
  },
);
