/**
 * sceneAssistantFlow: the scene editor's assistant. It knows the scene (title, description,
 * elements with positions, types and confidence) and the checker's verdict, answers the
 * creator and may propose one edit. The offline engine reads intents; Gemini answers the
 * same structured form. A proposal naming an element that is not in the scene is dropped.
 */
import { EditProposalSchema } from '@core';
import { z } from 'zod';
import {
  activeProvider,
  generateStructured,
  getAi,
  parseFlowInput,
  promptForActiveModel,
  textModel,
} from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { sceneAssistantPrompt } from '../../gemini-prompts';
import { proposalFromWire } from './assistant-proposal';
import { AssistantAnswerWireSchema, AssistantContextSchema } from './assistant-schemas';

export const SceneAssistantFlowOutputSchema = z.object({
  content: z.string().min(1),
  proposal: EditProposalSchema.nullable(),
});
export type SceneAssistantAnswer = z.infer<typeof SceneAssistantFlowOutputSchema>;

export const sceneAssistantFlow = getAi().defineFlow(
  { name: 'sceneAssistantFlow', inputSchema: AssistantContextSchema, outputSchema: SceneAssistantFlowOutputSchema },
  async (input): Promise<SceneAssistantAnswer> => {
    const context = parseFlowInput('sceneAssistantFlow', AssistantContextSchema, input);
    const answer = await generateStructured('sceneAssistantFlow', {
      model: textModel(),
      maxOutputTokens: OUTPUT_TOKEN_LIMITS.sceneAssistant,
      prompt: promptForActiveModel(sceneAssistantPrompt(context), { task: 'scene_assistant', context }),
      schema: AssistantAnswerWireSchema,
      config: activeProvider() === 'gemini' ? { temperature: 0.4 } : undefined,
    });
    return { content: answer.content, proposal: proposalFromWire(answer.proposal, context.elements) };
  },
);
