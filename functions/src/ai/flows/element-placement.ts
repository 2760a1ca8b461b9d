/**
 * elementPlacementFlow: a scene image and its elements -> where each element is in the
 * image (centre, size in pixels) with a confidence. The offline engine knows where it drew
 * every element; a vision model is shown the image and asked for bounding boxes, which are
 * clamped to the image, and elements it misses get a fallback spot at low confidence.
 */
import { z } from 'zod';
import { AiFlowError, generateStructured, getAi, parseFlowInput, promptForActiveModel, textModel } from '../genkit';
import { elementPlacementPrompt } from '../gemini-prompts';
import { decodeImage, imageSize, toDataUrl } from '../image-data';
import { placementsFromDetections } from './placement-geometry';
import { DetectedElementsSchema, PlacementSchema, SceneArtSpecSchema } from './schemas';

export const POSITIONING_METHOD = '4_step_ai_vision_analysis';

export const ElementPlacementFlowInputSchema = z.object({
  spec: SceneArtSpecSchema.describe('The scene and the elements to locate'),
  image_data_url: z.string().min(1).describe('The scene image as a data URL (or raw base64)'),
});

export const ElementPlacementFlowOutputSchema = z.object({
  placements: z.array(PlacementSchema).describe('One placement per element of the spec, in spec order'),
  positioning_method: z.literal(POSITIONING_METHOD),
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
    if (spec.elements.length === 0) return { placements: [], positioning_method: POSITIONING_METHOD };

    const prompt = promptForActiveModel(elementPlacementPrompt(spec, size.width, size.height), {
      task: 'element_placement',
      spec,
    });
    const detected = await generateStructured('elementPlacementFlow', {
      model: textModel(),
      prompt: [{ media: { url: toDataUrl(image), contentType: image.mime } }, { text: prompt }],
      schema: DetectedElementsSchema,
    });
    return {
      placements: placementsFromDetections(spec, detected, size.width, size.height),
      positioning_method: POSITIONING_METHOD,
    };
  },
);
