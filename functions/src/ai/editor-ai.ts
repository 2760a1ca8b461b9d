/**
 * The scene editor's seam to the picture and AI work: the server-drawn visualization and
 * grid images, the natural-language scene modification, the grid's element suggestions
 * and the editor assistant. The domain (domain/editor/scene-editor*.ts) calls only these.
 */
import type { AiEngine, EditorElement, EditorScene, EditProposal, ElementSuggestion, SolvabilityVerdict } from '@core';
import type { z } from 'zod';
import type { AssistantMessageSchema, SuggestElementsRequestSchema } from '@core';
import { modifySceneFlow } from './flows/editor/modify-scene';
import { roomDetails } from './flows/editor/assistant-details';
import { placedBy, type AssistantElementDetails } from './flows/editor/assistant-schemas';
import { sceneAssistantFlow } from './flows/editor/scene-assistant';
import { suggestElementsFlow } from './flows/editor/suggest-elements';
import { AiFlowError } from './genkit';
import { decodeImage, toDataUrl, type DecodedImage } from './image-data';
import type { SceneArtSpec } from './offline/scene-art';
import type { RoomDesign } from '../model/room-design';
import { renderGridOverlay, renderVisualization, type OverlayBox } from './editor-images/overlays';

/** One element's box on the visualization (centre and size in image pixels). */
export type VisualizationBox = OverlayBox;

/**
 * The scene picture with one labelled, coloured bounding box per element, as PNG
 * (low-confidence boxes orange and dashed). A WebP picture is an AppError 422.
 */
export async function drawVisualization(args: {
  image: DecodedImage;
  width: number;
  height: number;
  boxes: VisualizationBox[];
}): Promise<Buffer> {
  return renderVisualization(args);
}

/** The scene picture with the 16×16 grid and its coordinate labels, as PNG. */
export async function drawGridOverlay(args: { image: DecodedImage; width: number; height: number }): Promise<Buffer> {
  return renderGridOverlay(args);
}

/**
 * The scene changed by a sentence. Offline: re-painted from the spec with the change applied
 * (lighting, colour, props; elements stay where they were); a sentence with nothing the
 * painter can change is an AppError 422. With Gemini: the image model edits the image.
 * `description` is the scene description after the change; `spec` the changed scene's spec
 * (offline it carries the modification, so a later change builds on this one).
 */
export async function modifySceneImage(args: {
  spec: SceneArtSpec;
  image: DecodedImage;
  modification_prompt: string;
}): Promise<{ image: DecodedImage; width: number; height: number; description: string; spec: SceneArtSpec }> {
  const result = await modifySceneFlow({
    spec: args.spec,
    image_data_url: toDataUrl(args.image),
    modification_prompt: args.modification_prompt,
  });
  const image = decodeImage(result.image_data_url);
  if (!image) throw new AiFlowError('modifySceneFlow', 'EMPTY_OUTPUT', 'the changed scene is not a usable image');
  return { image, width: result.width, height: result.height, description: result.description, spec: result.spec };
}

/**
 * Elements that would fit a clicked grid tile (§7 suggest-puzzle-elements), best first, with
 * the engine that suggested them (and why the offline engine did, when Gemini was configured).
 */
export async function suggestElements(
  input: z.infer<typeof SuggestElementsRequestSchema>,
): Promise<{ suggestions: ElementSuggestion[]; engine: AiEngine; notice?: string }> {
  return suggestElementsFlow(input);
}

/**
 * The editor assistant's answer, which knows the scene and may propose one edit. With the
 * room's design it also knows what each element does (what opens it, what it gives, its clue).
 */
export async function askSceneAssistant(input: {
  scene: EditorScene;
  elements: EditorElement[];
  verdict: SolvabilityVerdict;
  prompt: string;
  messages: Array<z.infer<typeof AssistantMessageSchema>>;
  design?: RoomDesign;
}): Promise<{ content: string; proposal: EditProposal | null }> {
  const { scene, verdict, design } = input;
  const details = design
    ? roomDetails(
        design.scenes.map((s) => ({ id: s.id, title: s.title, elements: s.elements })),
        design.solutions,
      )
    : new Map<string, AssistantElementDetails>();
  return sceneAssistantFlow({
    scene: {
      title: scene.title,
      description: scene.description,
      scene_index: scene.scene_index,
      image: scene.image_resolution,
    },
    elements: input.elements.map((element) => ({
      id: element.id,
      name: element.name,
      element_type: element.element_type,
      x: element.x_position,
      y: element.y_position,
      visible: element.visible,
      confidence: element.position_confidence,
      manual: element.positioning_method === 'manual',
      placed_by: placedBy(element.positioning_method),
      details: details.get(element.id),
    })),
    verdict: {
      solvable: verdict.solvable,
      reason: verdict.reason,
      offending: verdict.offending_elements.map((element) => element.name),
      steps: verdict.steps,
    },
    prompt: input.prompt,
    messages: input.messages,
  });
}
