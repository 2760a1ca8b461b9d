/**
 * The AI steps of room creation, each through geminiOrOffline (with Gemini configured: try,
 * retry once, then the offline engine with the reason). Each answers with its value and who
 * did it, as the creation answers report it (CreationStepInfoSchema).
 *
 * Placement is honest about who looked at the picture: when the offline painter drew it, its
 * own layout places the elements (no model call, the painter's confidence); when Gemini drew
 * it, a vision model locates them, and if that fails the elements get an estimated layout at
 * low confidence, labelled as such.
 */
import { POSITIONING_METHODS, type Storyboard } from '@core';
import type { z } from 'zod';
import type { CreationStepInfoSchema } from '@core';
import { elementPlacementFlow } from '../../ai/flows/creation/element-placement';
import { fallbackPlacement } from '../../ai/flows/creation/placement-geometry';
import { puzzleDesignFlow } from '../../ai/flows/creation/puzzle-design';
import { sceneImageFlow } from '../../ai/flows/creation/scene-image';
import { storyboardFlow } from '../../ai/flows/creation/storyboard';
import { describeFailure, geminiOrOffline, type Engined } from '../../ai/gemini-or-offline';
import { activeProvider, AiFlowError } from '../../ai/genkit';
import { decodeImage, toDataUrl } from '../../ai/image-data';
import { designPuzzles } from '../../ai/offline/design/puzzle-designer';
import type { SceneArtSpec } from '../../ai/offline/scene-art';
import type { Placement, RoomBrief, RoomDesign } from '../../model/room-design';

export type CreationStepInfo = z.infer<typeof CreationStepInfoSchema>;

export const stepInfo = (step: Pick<Engined<unknown>, 'engine' | 'notice'>): CreationStepInfo =>
  step.notice ? { engine: step.engine, notice: step.notice } : { engine: step.engine };

export function writeStoryboardStep(brief: RoomBrief): Promise<Engined<Storyboard>> {
  return geminiOrOffline(
    'write the storyboard',
    () => storyboardFlow(brief),
    async () => (await import('../../ai/offline/writing/storyboard-writer')).writeStoryboard(brief),
  );
}

export async function designRoomStep(brief: RoomBrief, storyboard: Storyboard): Promise<Engined<RoomDesign>> {
  return geminiOrOffline(
    'design the puzzles',
    // A retry names why the first design was refused (too linear, say), so the model can fix it.
    async (previous) =>
      (await puzzleDesignFlow({ brief, storyboard, ...(previous && { retry_reason: describeFailure(previous) }) }))
        .design,
    () => designPuzzles(brief, storyboard),
  );
}

export interface PaintedScene {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
  /** Where the offline painter drew each element; null when a model painted the picture. */
  painterPlacements: Placement[] | null;
}

export function paintSceneStep(spec: SceneArtSpec, storyboardTitle: string): Promise<Engined<PaintedScene>> {
  return geminiOrOffline<PaintedScene>(
    'paint the scene',
    async () => {
      const image = await sceneImageFlow({ spec, storyboard_title: storyboardTitle });
      const decoded = decodeImage(image.image_data_url);
      if (!decoded) throw new AiFlowError('sceneImageFlow', 'EMPTY_OUTPUT', 'the image model returned no usable image');
      return { ...decoded, width: image.width, height: image.height, painterPlacements: null };
    },
    async () => {
      const { paintScene } = await import('../../ai/offline/painter');
      const painted = paintScene(spec);
      return {
        bytes: painted.png,
        mime: 'image/png',
        width: painted.width,
        height: painted.height,
        painterPlacements: painted.placements,
      };
    },
  );
}

export interface PlacedElements {
  placements: Placement[];
  positioningMethod: string;
}

/** Every element at an estimated spot (no one located them), at low confidence. */
export function estimatedLayout(spec: SceneArtSpec, width: number, height: number): PlacedElements {
  const count = spec.elements.length;
  return {
    placements: spec.elements.map((e, i) => fallbackPlacement(e.id, i, count, width, height)),
    positioningMethod: POSITIONING_METHODS.estimatedLayout,
  };
}

export async function placeElementsStep(spec: SceneArtSpec, painted: PaintedScene): Promise<Engined<PlacedElements>> {
  if (painted.painterPlacements) {
    const value = { placements: painted.painterPlacements, positioningMethod: POSITIONING_METHODS.painterLayout };
    // Nothing failed: the painter drew this picture, so it knows where everything is and no model is asked.
    return activeProvider() === 'gemini'
      ? {
          value,
          engine: 'offline',
          notice:
            'The offline painter drew this picture, so the elements are where it drew them; no model looked at it.',
        }
      : { value, engine: 'offline' };
  }
  const imageDataUrl = toDataUrl({ bytes: painted.bytes, mime: painted.mime });
  return geminiOrOffline<PlacedElements>(
    'place the elements on the picture',
    async () => {
      const result = await elementPlacementFlow({ spec, image_data_url: imageDataUrl });
      return { placements: result.placements, positioningMethod: result.positioning_method };
    },
    () => estimatedLayout(spec, painted.width, painted.height),
  );
}
