/**
 * validateRoomFlow: the critique half of validate-escape-room (rooms-and-play-spec §7). The
 * verdict (solvable, reason, depth, steps) always comes from the solvability checker and is
 * passed in; this flow writes the critique of pacing, fairness and theme fit. Offline it is
 * computed from the facts the domain measured; with Gemini the model critiques the storyboard
 * given the verdict and those facts (retried once, then the offline critique with a notice).
 */
import { CritiqueSchema, DifficultySchema, StoryboardSchema } from '@core';
import { z } from 'zod';
import { critiquePrompt } from '../../assist-prompts';
import { geminiOrOffline } from '../../gemini-or-offline';
import { generateStructured, getAi, parseFlowInput, textModel } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { critiqueFindings, writeCritique } from '../../offline/design/room-critique';

const FLOW = 'validateRoomFlow';

export const CritiqueFactsSchema = z.object({
  difficulty: DifficultySchema,
  solvable: z.boolean(),
  reason: z.string().nullable(),
  scene_count: z.number().int(),
  steps: z.number().int(),
  depth: z.number().int(),
  steps_per_scene: z.number(),
  band: z.tuple([z.number(), z.number()]),
  clue_checks: z.array(z.object({ lock: z.string(), clue: z.string().nullable(), reachable: z.boolean().nullable() })),
  hintless: z.array(z.string()),
  dead_ends: z.number().int(),
  theme: z.string(),
  setting: z.string(),
  theme_words: z.array(z.array(z.string())),
});

export const ValidateRoomFlowInputSchema = z.object({
  storyboard: StoryboardSchema,
  facts: CritiqueFactsSchema.describe("What the checker and the analysis of the room's design found"),
});

export const ValidateRoomFlowOutputSchema = z.object({
  critique: CritiqueSchema,
  engine: z.enum(['gemini', 'offline']),
  notice: z.string().optional(),
});
export type ValidateRoomFlowOutput = z.infer<typeof ValidateRoomFlowOutputSchema>;

/** What Gemini answers: the critique, scores whole numbers 1-5. */
const ModelCritiqueSchema = CritiqueSchema.extend({
  pacing: z.string().trim().min(1),
  fairness: z.string().trim().min(1),
  theme_fit: z.string().trim().min(1),
  scores: z.object({
    pacing: z.number().int().min(1).max(5),
    fairness: z.number().int().min(1).max(5),
    theme_fit: z.number().int().min(1).max(5),
  }),
});

export const validateRoomFlow = getAi().defineFlow(
  { name: FLOW, inputSchema: ValidateRoomFlowInputSchema, outputSchema: ValidateRoomFlowOutputSchema },
  async (input): Promise<ValidateRoomFlowOutput> => {
    const { storyboard, facts } = parseFlowInput(FLOW, ValidateRoomFlowInputSchema, input);
    const { value, engine, notice } = await geminiOrOffline(
      'critique the room',
      () =>
        generateStructured(FLOW, {
          model: textModel(),
          maxOutputTokens: OUTPUT_TOKEN_LIMITS.validateRoom,
          prompt: critiquePrompt(storyboard, {
            difficulty: facts.difficulty,
            verdict: { solvable: facts.solvable, reason: facts.reason, depth: facts.depth, steps: facts.steps },
            findings: critiqueFindings(facts),
          }),
          schema: ModelCritiqueSchema,
          config: { temperature: 0.4 },
        }),
      () => writeCritique(facts),
    );
    return { critique: value, engine, ...(notice ? { notice } : {}) };
  },
);
