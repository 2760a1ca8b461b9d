/**
 * puzzleDesignFlow: the brief and the storyboard (as the creator left it) -> the room's puzzle
 * chain, fitted to that storyboard. The model answers with a compact design per scene
 * (design/model-design-schema.ts); the server converts it into a RoomDesign and proves it
 * solvable with the core checker. A design that does not hold together is an AiFlowError
 * (UNUSABLE_DESIGN), so geminiOrOffline retries it and then lets the offline designer do it.
 * On the offline provider the offline designer answers directly (solvable by construction).
 */
import { StoryboardSchema } from '@core';
import { z } from 'zod';
import { convertModelDesign, DesignProblem } from '../../design/convert-design';
import { ModelDesignSchema } from '../../design/model-design-schema';
import { proveDesignSolvable } from '../../design/prove-design';
import { puzzleDesignPrompt } from '../../gemini-prompts';
import { activeProvider, AiFlowError, generateStructured, getAi, parseFlowInput, textModel } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { designPuzzles } from '../../offline/design/puzzle-designer';
import type { RoomDesign } from '../../../model/room-design';
import { RoomBriefSchema } from '../schemas';

const FLOW = 'puzzleDesignFlow';

export const PuzzleDesignFlowInputSchema = z.object({
  brief: RoomBriefSchema.describe('What the creator asked for'),
  storyboard: StoryboardSchema.describe('The storyboard the puzzles must fit'),
});

export const PuzzleDesignFlowOutputSchema = z.object({
  design: z.custom<RoomDesign>((value) => typeof value === 'object' && value !== null).describe('The room design'),
  /** Moves of the shortest solution the checker found. */
  steps: z.number().int().min(1).describe('Length of the shortest solution'),
});
export type PuzzleDesignResult = z.infer<typeof PuzzleDesignFlowOutputSchema>;

export const puzzleDesignFlow = getAi().defineFlow(
  { name: FLOW, inputSchema: PuzzleDesignFlowInputSchema, outputSchema: PuzzleDesignFlowOutputSchema },
  async (input): Promise<PuzzleDesignResult> => {
    const { brief, storyboard } = parseFlowInput(FLOW, PuzzleDesignFlowInputSchema, input);
    let design: RoomDesign;
    if (activeProvider() === 'offline') {
      design = designPuzzles(brief, storyboard);
    } else {
      const answer = await generateStructured(FLOW, {
        model: textModel(),
        maxOutputTokens: OUTPUT_TOKEN_LIMITS.puzzleDesign,
        prompt: puzzleDesignPrompt(brief, storyboard),
        schema: ModelDesignSchema,
        config: { temperature: 0.7 },
      });
      try {
        design = convertModelDesign(brief, storyboard, answer);
      } catch (error) {
        throw unusable(error);
      }
    }
    try {
      const report = proveDesignSolvable(brief, design);
      return { design, steps: report.shortest_solution?.length ?? 1 };
    } catch (error) {
      throw unusable(error);
    }
  },
);

function unusable(error: unknown): Error {
  if (error instanceof DesignProblem) return new AiFlowError(FLOW, 'UNUSABLE_DESIGN', error.message, { cause: error });
  return error as Error;
}
