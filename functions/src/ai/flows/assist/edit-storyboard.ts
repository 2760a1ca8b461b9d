/**
 * editStoryboardFlow: a storyboard, the field (title, story_premise, backstory or a scene) and
 * the creator's sentence -> the storyboard with that field rewritten (rooms-and-play-spec §7
 * edit-storyboard). Gemini rewrites it when configured (retried once, then the offline
 * engine with a notice); the offline engine applies the sentence itself and says what changed.
 */
import { EditStoryboardAnswerSchema, EditStoryboardRequestSchema, type EditStoryboardRequest } from '@core';
import { z } from 'zod';
import { editStoryboardPrompt } from '../../assist-prompts';
import { geminiOrOffline } from '../../gemini-or-offline';
import { offlineAfterGemini } from '../../offline-after-gemini';
import { AiFlowError, generateStructured, getAi, parseFlowInput, textModel } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { editStoryboardOffline, type StoryboardEdit } from '../../offline/writing/storyboard-editor';

const FLOW = 'editStoryboardFlow';

/** What Gemini answers. */
export const StoryboardRewriteSchema = z.object({
  text: z.string().trim().min(1).describe("The rewritten field's new text; for a scene, its new description"),
  scene_title: z.string().trim().min(1).optional().describe('For a scene only: its title (changed only when asked)'),
  summary: z.string().trim().min(1).describe('One sentence: what was changed'),
});

export const EditStoryboardFlowOutputSchema = EditStoryboardAnswerSchema.omit({ success: true });
export type EditStoryboardFlowOutput = z.infer<typeof EditStoryboardFlowOutputSchema>;

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Gemini's rewrite applied to the storyboard; an unchanged text or an echo of the prompt is unusable. */
function applyRewrite(
  request: EditStoryboardRequest,
  rewrite: z.infer<typeof StoryboardRewriteSchema>,
): StoryboardEdit {
  const { storyboard, field, scene_index: index } = request;
  const before = field === 'scene' ? storyboard.scenes[index].description : storyboard[field];
  if (normalized(rewrite.text) === normalized(request.prompt))
    throw new AiFlowError(FLOW, 'EMPTY_OUTPUT', 'the model repeated the request instead of rewriting');
  const title = field === 'scene' ? (rewrite.scene_title ?? storyboard.scenes[index].title) : undefined;
  if (
    normalized(rewrite.text) === normalized(before) &&
    (field !== 'scene' || title === storyboard.scenes[index].title)
  )
    throw new AiFlowError(FLOW, 'EMPTY_OUTPUT', 'the model returned the text unchanged');
  if (field === 'scene') {
    const scene = { title: title!, description: rewrite.text };
    const scenes = storyboard.scenes.map((s, i) => (i === index ? scene : s));
    return { storyboard: { ...storyboard, scenes }, content: scene.description, scene, summary: rewrite.summary };
  }
  return {
    storyboard: { ...storyboard, [field]: rewrite.text },
    content: rewrite.text,
    scene: null,
    summary: rewrite.summary,
  };
}

export const editStoryboardFlow = getAi().defineFlow(
  { name: FLOW, inputSchema: EditStoryboardRequestSchema, outputSchema: EditStoryboardFlowOutputSchema },
  async (input): Promise<EditStoryboardFlowOutput> => {
    const request = parseFlowInput(FLOW, EditStoryboardRequestSchema, input);
    const { value, engine, notice } = await geminiOrOffline(
      'rewrite the storyboard',
      async () =>
        applyRewrite(
          request,
          await generateStructured(FLOW, {
            model: textModel(),
            maxOutputTokens: OUTPUT_TOKEN_LIMITS.editStoryboard,
            prompt: editStoryboardPrompt(request),
            schema: StoryboardRewriteSchema,
            config: { temperature: 0.8 },
          }),
        ),
      offlineAfterGemini(() => editStoryboardOffline(request)),
    );
    return { ...value, engine, ...(notice ? { notice } : {}) };
  },
);
