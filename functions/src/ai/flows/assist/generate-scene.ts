/**
 * generateSceneFlow: a storyboard (and the creator's wish) -> one new scene, title and
 * description, that fits after its scenes (rooms-and-play-spec §7 generate-scene). Gemini
 * writes it when configured (retried once, then the offline engine with a notice); a scene
 * that repeats an existing title is not usable.
 */
import {
  GenerateSceneAnswerSchema,
  GenerateSceneRequestSchema,
  MAX_STORYBOARD_SCENES,
  StoryboardSceneSchema,
} from '@core';
import { z } from 'zod';
import { generateScenePrompt } from '../../assist-prompts';
import { geminiOrOffline } from '../../gemini-or-offline';
import { AiFlowError, generateStructured, getAi, parseFlowInput, textModel } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { writeNextScene } from '../../offline/writing/scene-writer';

const FLOW = 'generateSceneFlow';

export const GenerateSceneFlowOutputSchema = GenerateSceneAnswerSchema.omit({ success: true });
export type GenerateSceneFlowOutput = z.infer<typeof GenerateSceneFlowOutputSchema>;

export const generateSceneFlow = getAi().defineFlow(
  { name: FLOW, inputSchema: GenerateSceneRequestSchema, outputSchema: GenerateSceneFlowOutputSchema },
  async (input): Promise<GenerateSceneFlowOutput> => {
    const { storyboard_context: storyboard, prompt } = parseFlowInput(FLOW, GenerateSceneRequestSchema, input);
    const taken = new Set(storyboard.scenes.map((s) => s.title.trim().toLowerCase()));
    // The offline writer also refuses a storyboard that is already full, before Gemini is asked.
    const offline = () => writeNextScene(storyboard, prompt);
    if (storyboard.scenes.length >= MAX_STORYBOARD_SCENES) offline();
    const { value, engine, notice } = await geminiOrOffline(
      'write the new scene',
      async () => {
        const scene = await generateStructured(FLOW, {
          model: textModel(),
          maxOutputTokens: OUTPUT_TOKEN_LIMITS.generateScene,
          prompt: generateScenePrompt(storyboard, prompt),
          schema: StoryboardSceneSchema.extend({
            title: z.string().trim().min(1),
            description: z.string().trim().min(1),
          }),
          config: { temperature: 0.9 },
        });
        if (taken.has(scene.title.trim().toLowerCase()))
          throw new AiFlowError(FLOW, 'SCHEMA_MISMATCH', `the new scene repeats the title "${scene.title}"`);
        return scene;
      },
      offline,
    );
    return { scene: value, engine, ...(notice ? { notice } : {}) };
  },
);
