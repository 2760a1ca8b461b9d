/**
 * editSceneImageFlow: the wizard's scene-images step changes a scene picture by a sentence
 * (rooms-and-play-spec §7 edit-scene-image) and places the elements on it again. With Gemini
 * the image model edits the picture (the editor's modifySceneImage seam) and the vision model
 * finds the elements; the offline painter re-paints the scene with the change applied and knows
 * where it drew each element. A Gemini failure falls back to the painter (with a notice); a
 * sentence the painter cannot act on is an AppError 422.
 */
import { z } from 'zod';
import { modifySceneImage } from '../../editor-ai';
import { geminiOrOffline } from '../../gemini-or-offline';
import { offlineAfterGemini } from '../../offline-after-gemini';
import { AiFlowError, getAi, parseFlowInput } from '../../genkit';
import { decodeImage, toDataUrl } from '../../image-data';
import { paintScene } from '../../offline/painter';
import { planSceneModification } from '../../offline/editor/scene-modification';
import type { Placement } from '../../../model/room-design';
import { elementPlacementFlow, VISION_POSITIONING_METHOD } from '../creation/element-placement';
import { PlacementSchema, SceneArtSpecSchema } from '../schemas';

const FLOW = 'editSceneImageFlow';

/** A placement as stored (an element moved by hand keeps its own method). */
const StoredPlacementSchema = PlacementSchema.extend({ method: z.string().optional() });

export const EditSceneImageFlowInputSchema = z.object({
  spec: SceneArtSpecSchema.describe('The scene as designed, with its current description'),
  image_data_url: z.string().min(1).describe('The scene picture now, as a data URL'),
  prompt: z.string().trim().min(1).max(500).describe('The change, in the creator’s words'),
  previous_placements: z.array(StoredPlacementSchema).describe('Where the elements are on the current picture'),
  previous_method: z.string().min(1).describe('How the current placements were found'),
});
export type EditSceneImageFlowInput = z.infer<typeof EditSceneImageFlowInputSchema>;

export const EditSceneImageFlowOutputSchema = z.object({
  image_data_url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: z.string().min(1),
  placements: z.array(StoredPlacementSchema),
  positioning_method: z.string().min(1),
  engine: z.enum(['gemini', 'offline']),
  notice: z.string().optional(),
});
export type EditSceneImageFlowOutput = z.infer<typeof EditSceneImageFlowOutputSchema>;

interface ChangedPicture {
  image_data_url: string;
  width: number;
  height: number;
  description: string;
  /** Set when the painter drew it: it knows where each element is. */
  placements?: Placement[];
}

/** The painter's version: the change read from the sentence, the scene re-painted with it. */
function paintOffline(input: EditSceneImageFlowInput): ChangedPicture {
  const plan = planSceneModification(input.spec, input.prompt);
  const painted = paintScene(plan.spec);
  return {
    image_data_url: `data:image/png;base64,${painted.png.toString('base64')}`,
    width: painted.width,
    height: painted.height,
    description: plan.description,
    placements: painted.placements,
  };
}

export const editSceneImageFlow = getAi().defineFlow(
  { name: FLOW, inputSchema: EditSceneImageFlowInputSchema, outputSchema: EditSceneImageFlowOutputSchema },
  async (raw): Promise<EditSceneImageFlowOutput> => {
    const input = parseFlowInput(FLOW, EditSceneImageFlowInputSchema, raw);
    const image = decodeImage(input.image_data_url);
    if (!image) throw new AiFlowError(FLOW, 'EMPTY_OUTPUT', 'the scene picture is not a usable image');
    const picture = await geminiOrOffline(
      'change the scene picture',
      async (): Promise<ChangedPicture> => {
        const changed = await modifySceneImage({ spec: input.spec, image, modification_prompt: input.prompt });
        return {
          image_data_url: toDataUrl(changed.image),
          width: changed.width,
          height: changed.height,
          description: changed.description,
        };
      },
      offlineAfterGemini(() => paintOffline(input)),
    );
    const changed = picture.value;
    if (changed.placements) {
      return {
        ...changed,
        placements: changed.placements,
        positioning_method: input.previous_method,
        engine: picture.engine,
        ...(picture.notice ? { notice: picture.notice } : {}),
      };
    }
    // The model edited the picture: ask the vision model where the elements are now; if it
    // cannot say, they stay where they were (the edit keeps the composition).
    const placed = await geminiOrOffline(
      'place the elements on the changed picture',
      async () =>
        (
          await elementPlacementFlow({
            spec: { ...input.spec, description: changed.description },
            image_data_url: changed.image_data_url,
          })
        ).placements,
      () => input.previous_placements,
    );
    return {
      ...changed,
      placements: placed.value,
      positioning_method: placed.engine === 'gemini' ? VISION_POSITIONING_METHOD : input.previous_method,
      engine: picture.engine,
      ...(placed.notice ? { notice: placed.notice } : {}),
    };
  },
);
