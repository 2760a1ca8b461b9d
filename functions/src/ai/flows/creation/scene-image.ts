/**
 * sceneImageFlow: one scene of the storyboard -> its picture (wizard step 4). The image
 * model's answer may come in any accepted form (rooms-and-play-spec §4); the first usable
 * image wins and unusable ones are dropped. No usable image is an AiFlowError.
 */
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
import { sceneImagePrompt } from '../../gemini-prompts';
import { decodeImage, imageSize, toDataUrl, type DecodedImage } from '../../image-data';
import { SceneArtSpecSchema } from '../schemas';

export const SceneImageFlowInputSchema = z.object({
  spec: SceneArtSpecSchema.describe('What the scene shows and the image size'),
  storyboard_title: z.string().trim().min(1).max(200).describe('Title of the storyboard the scene belongs to'),
  style_hint: z.string().max(300).optional().describe('Optional art direction, e.g. "moody watercolour"'),
});

export const SceneImageFlowOutputSchema = z.object({
  image_data_url: z
    .string()
    .regex(/^data:image\/[\w.+-]+;base64,/)
    .describe('The image as a base64 data URL'),
  width: z.number().int().positive().describe('Image width in pixels'),
  height: z.number().int().positive().describe('Image height in pixels'),
  mime: z
    .string()
    .regex(/^image\/[\w.+-]+$/)
    .describe('The image type, read from its bytes'),
});
export type SceneImage = z.infer<typeof SceneImageFlowOutputSchema>;

/** Gemini image models take an aspect ratio, not a size: the supported one nearest to the spec's. */
const ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'] as const;
export function nearestAspectRatio(width: number, height: number): (typeof ASPECT_RATIOS)[number] {
  const target = Math.log(width / height);
  const distance = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number);
    return Math.abs(Math.log(w / h) - target);
  };
  return ASPECT_RATIOS.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

/** The first usable image among the answer's parts: media parts first, then text holding base64 or a data URL. */
function firstUsableImage(parts: ReadonlyArray<{ media?: unknown; text?: string }>): DecodedImage | null {
  for (const part of parts) {
    const image = part.media ? decodeImage(part.media) : null;
    if (image) return image;
  }
  for (const part of parts) {
    const image = part.text ? decodeImage(part.text) : null;
    if (image) return image;
  }
  return null;
}

export const sceneImageFlow = getAi().defineFlow(
  { name: 'sceneImageFlow', inputSchema: SceneImageFlowInputSchema, outputSchema: SceneImageFlowOutputSchema },
  async (input) => {
    const { spec, storyboard_title, style_hint } = parseFlowInput('sceneImageFlow', SceneImageFlowInputSchema, input);
    const prompt = sceneImagePrompt(spec, { storyboardTitle: storyboard_title, styleHint: style_hint });
    let parts: ReadonlyArray<{ media?: unknown; text?: string }>;
    try {
      const response = await getAi().generate({
        model: imageModel(),
        prompt: promptForActiveModel(prompt, { task: 'scene_image', spec }),
        config:
          activeProvider() === 'gemini'
            ? {
                responseModalities: ['IMAGE'],
                imageConfig: { aspectRatio: nearestAspectRatio(spec.width, spec.height) },
                maxOutputTokens: OUTPUT_TOKEN_LIMITS.sceneImage,
              }
            : { maxOutputTokens: OUTPUT_TOKEN_LIMITS.sceneImage },
        ...modelCallOptions(),
      });
      parts = response.message?.content ?? [];
    } catch (error) {
      throw toAiFlowError('sceneImageFlow', error);
    }
    const image = firstUsableImage(parts);
    const size = image && imageSize(image);
    if (!image || !size)
      throw new AiFlowError('sceneImageFlow', 'EMPTY_OUTPUT', 'the image model returned no usable image');
    return { image_data_url: toDataUrl(image), width: size.width, height: size.height, mime: image.mime };
  },
);
