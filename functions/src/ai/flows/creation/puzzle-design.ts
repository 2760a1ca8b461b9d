/**
 * puzzleDesignFlow: the brief and the storyboard (as the creator left it) -> the room's puzzle
 * chain, fitted to that storyboard. The model answers with a compact design per scene
 * (design/model-design-schema.ts): its objects, their wording, the chart and the library patterns.
 * The server draws every code, converts the design into a RoomDesign, proves it solvable with the
 * core checker and holds it to its difficulty's shape (design/reshape-design.ts): a chart too
 * linear is laid out again by our planner with the model's objects. A design that does not hold
 * together, or cannot be brought to the targets, is an AiFlowError (UNUSABLE_DESIGN), so
 * geminiOrOffline retries it (naming the reason, `retry_reason`) and then lets the offline designer
 * do it. On the offline provider the offline designer answers directly (solvable by construction).
 */
import { StoryboardSchema } from '@core';
import { z } from 'zod';
import { DesignProblem } from '../../design/design-problem';
import { puzzleDesignPrompt } from '../../design/design-prompt';
import { ModelDesignSchema } from '../../design/model-design-schema';
import { proveDesignSolvable } from '../../design/prove-design';
import { shapeModelDesign } from '../../design/reshape-design';
import { activeProvider, AiFlowError, generateStructured, getAi, parseFlowInput, textModel } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { designPuzzles } from '../../offline/design/puzzle-designer';
import { log } from '../../../structured-log';
import type { RoomDesign } from '../../../model/room-design';
import { RoomBriefSchema } from '../schemas';

const FLOW = 'puzzleDesignFlow';

export const PuzzleDesignFlowInputSchema = z.object({
  brief: RoomBriefSchema.describe('What the creator asked for'),
  storyboard: StoryboardSchema.describe('The storyboard the puzzles must fit'),
  retry_reason: z.string().max(2000).optional().describe('Why the previous design was refused (named in the prompt)'),
});

const ShapeFiguresSchema = z.object({ meanOpen: z.number(), singleOpenShare: z.number(), depth: z.number() });

export const PuzzleDesignFlowOutputSchema = z.object({
  design: z.custom<RoomDesign>((value) => typeof value === 'object' && value !== null).describe('The room design'),
  /** Moves of the shortest solution the checker found. */
  steps: z.number().int().min(1).describe('Length of the shortest solution'),
  /** The model's chart as it came and the room's as used (Gemini only). */
  shaping: z
    .object({
      reshaped: z.boolean(),
      before: ShapeFiguresSchema,
      after: ShapeFiguresSchema,
      shortfall: z.array(z.string()),
    })
    .optional(),
});
export type PuzzleDesignResult = z.infer<typeof PuzzleDesignFlowOutputSchema>;

export const puzzleDesignFlow = getAi().defineFlow(
  { name: FLOW, inputSchema: PuzzleDesignFlowInputSchema, outputSchema: PuzzleDesignFlowOutputSchema },
  async (input): Promise<PuzzleDesignResult> => {
    const { brief, storyboard, retry_reason } = parseFlowInput(FLOW, PuzzleDesignFlowInputSchema, input);
    if (activeProvider() === 'offline') {
      const design = designPuzzles(brief, storyboard);
      try {
        return { design, steps: proveDesignSolvable(brief, design).shortest_solution?.length ?? 1 };
      } catch (error) {
        throw unusable(error);
      }
    }
    const answer = await generateStructured(FLOW, {
      model: textModel(),
      maxOutputTokens: OUTPUT_TOKEN_LIMITS.puzzleDesign,
      prompt: puzzleDesignPrompt(brief, storyboard, retry_reason),
      schema: ModelDesignSchema,
      config: { temperature: 0.7 },
    });
    try {
      const shaped = shapeModelDesign(brief, storyboard, answer);
      const figures = ({ meanOpen, singleOpenShare, depth }: typeof shaped.after) => ({
        meanOpen,
        singleOpenShare,
        depth,
      });
      const shaping = {
        reshaped: shaped.reshaped,
        before: figures(shaped.before),
        after: figures(shaped.after),
        shortfall: shaped.shortfall,
      };
      if (shaped.reshaped) log.info('Gemini design reshaped', { flow: FLOW, ...shaping });
      return { design: shaped.design, steps: shaped.steps, shaping };
    } catch (error) {
      throw unusable(error);
    }
  },
);

function unusable(error: unknown): Error {
  if (error instanceof DesignProblem) return new AiFlowError(FLOW, 'UNUSABLE_DESIGN', error.message, { cause: error });
  return error as Error;
}
