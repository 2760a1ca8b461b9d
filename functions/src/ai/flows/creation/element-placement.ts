/**
 * elementPlacementFlow: a scene image and its elements -> where each element is in the
 * image (centre, size in pixels) with a confidence. A vision model is shown the image and
 * asked for bounding boxes, which are clamped to the image ('4_step_ai_vision_analysis');
 * elements it misses get an estimated spot at low confidence, labelled as such. The offline
 * engine reports where its painter drew every element ('offline_painter_layout', the
 * painter's own confidence): no model looked at the image, and the label says so.
 */
import { POSITIONING_METHODS } from '@core';
import { z } from 'zod';
import {
  activeProvider,
  AiFlowError,
  generateStructured,
  getAi,
  parseFlowInput,
  promptForActiveModel,
  textModel,
} from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { elementPlacementPrompt } from '../../gemini-prompts';
import { decodeImage, imageSize, toDataUrl } from '../../image-data';
import { placementsFromDetections } from './placement-geometry';
import { DetectedElementsSchema, PlacementSchema, SceneArtSpecSchema } from '../schemas';

/** The scene's method when a vision model looked at the picture. */
export const VISION_POSITIONING_METHOD = POSITIONING_METHODS.sceneVision;
/** The scene's method when the offline painter reports where it drew each element. */
export const PAINTER_POSITIONING_METHOD = POSITIONING_METHODS.painterLayout;

export const ElementPlacementFlowInputSchema = z.object({
  spec: SceneArtSpecSchema.describe('The scene and the elements to locate'),
  image_data_url: z.string().min(1).describe('The scene image as a data URL (or raw base64)'),
});

export const ElementPlacementFlowOutputSchema = z.object({
  placements: z.array(PlacementSchema).describe('One placement per element of the spec, in spec order'),
  positioning_method: z
    .enum([VISION_POSITIONING_METHOD, PAINTER_POSITIONING_METHOD])
    .describe('Who placed the elements: a vision model, or the offline painter that drew them'),
});
export type ElementPlacementResult = z.infer<typeof ElementPlacementFlowOutputSchema>;

export const elementPlacementFlow = getAi().defineFlow(
  {
    name: 'elementPlacementFlow',
    inputSchema: ElementPlacementFlowInputSchema,
    outputSchema: ElementPlacementFlowOutputSchema,
  },
  async (input): Promise<ElementPlacementResult> => {
    const { spec, image_data_url } = parseFlowInput('elementPlacementFlow', ElementPlacementFlowInputSchema, input);
    const image = decodeImage(image_data_url);
    const size = image && imageSize(image);
    if (!image || !size)
      throw new AiFlowError('elementPlacementFlow', 'EMPTY_OUTPUT', 'the scene image is not a usable image');
    const method = activeProvider() === 'gemini' ? VISION_POSITIONING_METHOD : PAINTER_POSITIONING_METHOD;
    if (spec.elements.length === 0) return { placements: [], positioning_method: method };

    const prompt = promptForActiveModel(elementPlacementPrompt(spec, size.width, size.height), {
      task: 'element_placement',
      spec,
    });
    const detected = await generateStructured('elementPlacementFlow', {
      model: textModel(),
      maxOutputTokens: OUTPUT_TOKEN_LIMITS.elementPlacement,
      prompt: [{ media: { url: toDataUrl(image), contentType: image.mime } }, { text: prompt }],
      schema: DetectedElementsSchema,
    });
    return {
      placements: placementsFromDetections(spec, detected, size.width, size.height),
      positioning_method: method,
    };
  },
);
