/**
 * modifySceneFlow: a scene picture and a sentence -> the changed picture (the editor's
 * "Modify Scene with Natural Language", rooms-and-play-spec §2, §7). Offline, the painter
 * re-paints the scene from its spec with the change applied (light, colour, decor; the
 * elements never move); a sentence with nothing the painter can change is an AppError 422.
 * With Gemini, the image model edits the given picture.
 */
import type { Part } from 'genkit';
import { z } from 'zod';
import {
  activeProvider,
  AiFlowError,
  getAi,
  imageModel,
  parseFlowInput,
  promptForActiveModel,
  toAiFlowError,
} from '../../genkit';
import { modelCallOptions } from '../../model-call';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { modifyScenePrompt } from '../../gemini-prompts';
import { decodeImage, imageSize, toDataUrl, type DecodedImage } from '../../image-data';
import { describeModifiedScene } from '../../offline/editor/scene-description';
import { mergeSceneChanges, planSceneModification, readSceneChange } from '../../offline/editor/scene-modification';
import type { SceneArtSpec } from '../../offline/scene-art';
import { nearestAspectRatio, SceneImageFlowOutputSchema } from '../creation/scene-image';
import { SceneArtSpecSchema } from '../schemas';

export const ModifySceneFlowInputSchema = z.object({
  spec: SceneArtSpecSchema.describe(
    'The scene as painted: its own description (without any change), its elements and its current change',
  ),
  image_data_url: z.string().min(1).describe('The current scene picture as a data URL'),
  modification_prompt: z.string().trim().min(1).max(1000).describe('The change, in the creator’s words'),
});

export const ModifySceneFlowOutputSchema = SceneImageFlowOutputSchema.extend({
  description: z.string().min(1).describe('What players read: the scene description and what the scene is like now'),
  spec: SceneArtSpecSchema.describe(
    'The changed scene: its own description and its whole current change (pass it as the spec of a later change)',
  ),
});
export type ModifiedScene = z.infer<typeof ModifySceneFlowOutputSchema>;

/**
 * With Gemini the image model edits the picture as asked; the description follows what the
 * painter's reader understands of the sentence (light, colours, decor), merged into the scene's
 * current change. A sentence it cannot read leaves the description as it was: a log of requests
 * ("Change made: …") is not a description of the scene.
 */
function geminiChange(spec: SceneArtSpec, prompt: string): SceneArtSpec {
  const reading = readSceneChange(prompt);
  return reading ? { ...spec, modification: mergeSceneChanges(spec.modification, reading) } : spec;
}

function firstImage(parts: ReadonlyArray<{ media?: unknown; text?: string }>): DecodedImage | null {
  for (const part of parts) {
    const image = part.media ? decodeImage(part.media) : null;
    if (image) return image;
  }
  return null;
}

async function generateImage(prompt: string | Part[], spec: SceneArtSpec) {
  try {
    const response = await getAi().generate({
      model: imageModel(),
      prompt,
      config:
        activeProvider() === 'gemini'
          ? {
              responseModalities: ['IMAGE'],
              imageConfig: { aspectRatio: nearestAspectRatio(spec.width, spec.height) },
              maxOutputTokens: OUTPUT_TOKEN_LIMITS.modifyScene,
            }
          : { maxOutputTokens: OUTPUT_TOKEN_LIMITS.modifyScene },
      ...modelCallOptions(),
    });
    return firstImage(response.message?.content ?? []);
  } catch (error) {
    throw toAiFlowError('modifySceneFlow', error);
  }
}

export const modifySceneFlow = getAi().defineFlow(
  { name: 'modifySceneFlow', inputSchema: ModifySceneFlowInputSchema, outputSchema: ModifySceneFlowOutputSchema },
  async (input): Promise<ModifiedScene> => {
    const { spec, image_data_url, modification_prompt } = parseFlowInput(
      'modifySceneFlow',
      ModifySceneFlowInputSchema,
      input,
    );
    let image: DecodedImage | null;
    let changed: SceneArtSpec;
    let description: string;
    if (activeProvider() === 'offline') {
      const plan = planSceneModification(spec, modification_prompt);
      changed = plan.spec;
      description = plan.description;
      const prompt = promptForActiveModel(modifyScenePrompt(spec, modification_prompt), {
        task: 'modify_scene',
        spec: plan.spec,
      });
      image = await generateImage(prompt, spec);
    } else {
      const source = decodeImage(image_data_url);
      if (!source) throw new AiFlowError('modifySceneFlow', 'EMPTY_OUTPUT', 'the scene picture is not a usable image');
      changed = geminiChange(spec, modification_prompt);
      description = describeModifiedScene(spec.description, changed.modification);
      image = await generateImage(
        [
          { media: { url: toDataUrl(source), contentType: source.mime } },
          { text: modifyScenePrompt(spec, modification_prompt) },
        ],
        spec,
      );
    }
    const size = image && imageSize(image);
    if (!image || !size)
      throw new AiFlowError('modifySceneFlow', 'EMPTY_OUTPUT', 'the image model returned no usable image');
    return {
      image_data_url: toDataUrl(image),
      width: size.width,
      height: size.height,
      mime: image.mime,
      description,
      spec: changed,
    };
  },
);
