/**
 * The scene editor's pictures: the visualization (the scene with a labelled box per element),
 * the 16×16 grid overlay, and the scene modified by a sentence. Each is stored as media of
 * the room; a new visualization or grid replaces the previous one, which is kept for a grace
 * period (an answer given moments ago may still point at it) and then deleted. A modified
 * image is an edit like any other (undoable, the room re-checked) and players see it.
 */
import { DEFAULT_IMAGE_HEIGHT, DEFAULT_IMAGE_WIDTH, LOW_CONFIDENCE_THRESHOLD, type SolvabilityVerdict } from '@core';
import { EDITOR_MESSAGES, PLAY_MESSAGES, ROOM_MESSAGES } from '@core/content/messages';
import { drawGridOverlay, drawVisualization, modifySceneImage } from '../../ai/editor-ai';
import { sniffImageMime, type DecodedImage } from '../../ai/image-data';
import { findMedia, insertMedia, mediaUrl } from '../../db/media-repo';
import { pruneSupersededOverlays, recordSupersededOverlay, type OverlayKind } from '../../db/overlays-repo';
import { inTransaction } from '../../db/pool';
import { findRoom } from '../../db/rooms-repo';
import { findScene, listScenes, setSceneImage, type SceneRecord } from '../../db/scenes-repo';
import { AppError, conflict, notFound } from '../../model/app-error';
import { aiStep } from '../shared/ai-failure';
import { withOutcomeLog } from '../shared/log';
import { artSpec, requireRoom } from '../rooms/room-creation';
import { editRoom } from './scene-editor-edit';
import { changeBase, stateAfterChange } from './scene-modification-state';
import { editorElements, requireDesign, requireScene, type EditedScene } from './scene-editor-view';

/** The image the scene shows now: the modified one if any, else the original. */
async function currentImage(record: SceneRecord): Promise<DecodedImage> {
  const id = record.modified_media_id ?? record.image_media_id;
  const media = id ? await findMedia(id) : null;
  if (!media) throw conflict('Generate the scene image first');
  return { bytes: media.bytes, mime: media.mime };
}

const sizeOf = (record: SceneRecord) => ({
  width: record.image_width ?? DEFAULT_IMAGE_WIDTH,
  height: record.image_height ?? DEFAULT_IMAGE_HEIGHT,
});

async function loadScene(roomId: string, sceneIndex: number) {
  const room = await requireRoom(roomId);
  const design = requireDesign(room);
  const scene = requireScene(design, await listScenes(roomId), sceneIndex);
  return { room, design, scene };
}

/**
 * How long a replaced visualization or grid stays fetchable, and how many replaced ones a scene
 * keeps per kind at most (quick moves each answer with their own picture; storage stays bounded).
 */
export const SUPERSEDED_OVERLAY_LIMITS = { graceSeconds: 10 * 60, keep: 10 };

/**
 * Stores a drawn PNG as the scene's visualization or grid. The one it replaces is kept for the
 * grace period; the room's older replaced ones are deleted. One transaction under the room's lock,
 * so concurrent redraws queue and each leaves a whole record.
 */
async function storeOverlay(roomId: string, sceneIndex: number, kind: OverlayKind, png: Buffer): Promise<string> {
  if (sniffImageMime(png) !== 'image/png') throw new AppError(502, 'The drawn image is not a PNG', 'ai_failed');
  return inTransaction(async (tx) => {
    if (!(await findRoom(roomId, tx, true))) throw notFound(PLAY_MESSAGES.roomNotFound);
    const scene = await findScene(roomId, sceneIndex, tx);
    if (!scene) throw notFound(ROOM_MESSAGES.loadSceneFailed);
    const previous = kind === 'visualization' ? scene.visualization_media_id : scene.grid_media_id;
    const id = await insertMedia(roomId, 'image/png', png, tx);
    await setSceneImage(roomId, sceneIndex, kind, id, tx);
    if (previous) await recordSupersededOverlay(roomId, sceneIndex, kind, previous, tx);
    await pruneSupersededOverlays(roomId, SUPERSEDED_OVERLAY_LIMITS, tx);
    return mediaUrl(id);
  });
}

function boxesOf(design: Parameters<typeof editorElements>[0], scene: EditedScene) {
  return editorElements(design, scene).map((e) => ({
    label: e.name,
    x: e.x_position,
    y: e.y_position,
    width: e.width,
    height: e.height,
    low_confidence: e.position_confidence < LOW_CONFIDENCE_THRESHOLD,
  }));
}

/** Draws and stores the scene's visualization; returns its URL. */
export async function regenerateVisualization(roomId: string, sceneIndex: number): Promise<string> {
  const { design, scene } = await loadScene(roomId, sceneIndex);
  const image = await currentImage(scene.record);
  const png = await aiStep(EDITOR_MESSAGES.regenerateVisualizationFailed, () =>
    drawVisualization({ image, ...sizeOf(scene.record), boxes: boxesOf(design, scene) }),
  );
  return storeOverlay(roomId, sceneIndex, 'visualization', png);
}

/** Draws and stores the scene with its 16×16 grid; returns its URL. */
export async function generateGridImage(roomId: string, sceneIndex: number): Promise<string> {
  const { scene } = await loadScene(roomId, sceneIndex);
  const image = await currentImage(scene.record);
  const png = await aiStep(EDITOR_MESSAGES.gridOverlayFailed, () =>
    drawGridOverlay({ image, ...sizeOf(scene.record) }),
  );
  return storeOverlay(roomId, sceneIndex, 'grid', png);
}

export interface ModifiedScene {
  url: string;
  description: string;
  verdict: SolvabilityVerdict;
  can_undo: boolean;
  undo_label: string | null;
}

/** Changes the scene by a sentence; the modified image is stored and players see it. */
export async function modifyScene(roomId: string, sceneIndex: number, prompt: string): Promise<ModifiedScene> {
  return withOutcomeLog(
    'modify_scene',
    { room: roomId, scene_index: sceneIndex, modification_prompt: prompt },
    () => modifySceneNow(roomId, sceneIndex, prompt),
    (modified) => ({ image: modified.url }),
  );
}

async function modifySceneNow(roomId: string, sceneIndex: number, prompt: string): Promise<ModifiedScene> {
  const { room, design, scene } = await loadScene(roomId, sceneIndex);
  const image = await currentImage(scene.record);
  const base = changeBase(scene.record);
  const spec = { ...artSpec(room, design, sceneIndex, base.description), modification: base.modification };
  const modified = await aiStep(ROOM_MESSAGES.modifySceneFailed, () =>
    modifySceneImage({ spec, image, modification_prompt: prompt }),
  );
  const mime = sniffImageMime(modified.image.bytes);
  if (!mime) throw new AppError(502, `${ROOM_MESSAGES.modifySceneFailed}: no usable image`, 'ai_failed');
  const outcome = await editRoom(roomId, async (draft) => {
    const edited = requireScene(draft.design, draft.scenes, sceneIndex);
    const mediaId = await insertMedia(roomId, mime, modified.image.bytes, draft.tx);
    edited.record.modified_media_id = mediaId;
    edited.record.modification_prompt = prompt;
    edited.record.description = modified.description || edited.record.description;
    edited.record.modification = stateAfterChange(modified.spec, edited.record.description);
    return {
      label: `Modify ${edited.designed.title}`,
      sceneIndex,
      result: () => ({ url: mediaUrl(mediaId), description: edited.record.description }),
    };
  });
  return { ...outcome.result, verdict: outcome.verdict, can_undo: outcome.can_undo, undo_label: outcome.undo_label };
}
