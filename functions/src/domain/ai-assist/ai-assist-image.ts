/**
 * edit-scene-image (rooms-and-play-spec §7), used by the wizard's scene-images step on a room
 * that is not published yet: the scene's current picture, changed by a sentence, becomes the
 * scene's picture, with its elements placed on it again. A published room changes its pictures
 * in the scene editor ("Modify Scene"), where the change is an undoable, re-checked edit.
 */
import {
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_WIDTH,
  type EditSceneImageAnswer,
  type EditSceneImageRequest,
  POSITIONING_METHODS,
} from '@core';
import { AI_MESSAGES, PLAY_MESSAGES } from '@core/content/messages';
import { editSceneImageFlow } from '../../ai/flows/assist/edit-scene-image';
import { decodeImage, sniffImageMime, toDataUrl } from '../../ai/image-data';
import { deleteMedia, findMedia, insertMedia, mediaUrl } from '../../db/media-repo';
import { inTransaction } from '../../db/pool';
import { findRoom, type RoomRecord } from '../../db/rooms-repo';
import { findScene, saveSceneEditState, saveSceneImage, type SceneRecord } from '../../db/scenes-repo';
import { AppError, badRequest, conflict, notFound } from '../../model/app-error';
import { aiStep } from '../shared/ai-failure';
import { withOutcomeLog } from '../shared/log';
import { artSpec, requireRoom } from '../rooms/room-creation';

export const PUBLISHED_ROOM_MESSAGE =
  'This escape room is published: change its pictures in the scene editor with "Modify Scene".';

/** The scene's picture now and its URL; throws when the scene has none or image_url is another picture. */
function currentPicture(room: RoomRecord, record: SceneRecord | null, request: EditSceneImageRequest): string {
  const { scene_index: index } = request.scene_data;
  if (room.package) throw conflict(PUBLISHED_ROOM_MESSAGE);
  if (!room.design) throw conflict('Create the scenes first');
  if (!room.design.scenes[index] || !record)
    throw badRequest(`scene_data.scene_index: scene ${index} does not exist in this room`);
  const id = record.modified_media_id ?? record.image_media_id;
  if (!id) throw conflict(`Scene ${index + 1} has no picture yet: generate the scene image first`);
  if (request.image_url.trim() !== mediaUrl(id))
    throw conflict(
      `image_url is not the current picture of scene ${index + 1} (that is ${mediaUrl(id)}); reload the scene and try again`,
    );
  return id;
}

export async function editSceneImage(request: EditSceneImageRequest): Promise<EditSceneImageAnswer> {
  const { room_id: roomId, scene_index: index } = request.scene_data;
  return withOutcomeLog(
    'edit_scene_image',
    { room: roomId, scene_index: index, modification_prompt: request.prompt },
    () => editNow(request),
    (edited) => ({ image: edited.image_url }),
  );
}

async function editNow(request: EditSceneImageRequest): Promise<EditSceneImageAnswer> {
  const { room_id: roomId, scene_index: index } = request.scene_data;
  const room = await requireRoom(roomId);
  const record = await findScene(roomId, index);
  const pictureId = currentPicture(room, record, request);
  const media = await findMedia(pictureId);
  if (!media || !record || !room.design) throw conflict(`Scene ${index + 1} has no picture yet`);
  const description = request.scene_data.description?.trim() || record.description;
  const spec = {
    ...artSpec(room, room.design, index, description),
    width: record.image_width ?? DEFAULT_IMAGE_WIDTH,
    height: record.image_height ?? DEFAULT_IMAGE_HEIGHT,
  };
  const changed = await aiStep(AI_MESSAGES.processImageRequestFailed, () =>
    editSceneImageFlow({
      spec,
      image_data_url: toDataUrl({ bytes: media.bytes, mime: media.mime }),
      prompt: request.prompt,
      previous_placements: record.placements ?? [],
      previous_method: record.positioning_method ?? POSITIONING_METHODS.estimatedLayout,
    }),
  );
  const image = decodeImage(changed.image_data_url);
  const mime = image && sniffImageMime(image.bytes);
  if (!image || !mime)
    throw new AppError(502, `${AI_MESSAGES.processImageRequestFailed}: no usable image`, 'ai_failed');

  const newId = await inTransaction(async (tx) => {
    const locked = await findRoom(roomId, tx, true);
    if (!locked) throw notFound(PLAY_MESSAGES.roomNotFound);
    // Someone may have published the room or changed the picture while the painter worked.
    currentPicture(locked, await findScene(roomId, index, tx), request);
    const id = await insertMedia(roomId, mime, image.bytes, tx);
    if (record.modified_media_id) {
      // The scene editor changed this picture before: the change goes where its changes go
      // (the original stays, and its undo history keeps the pictures it refers to).
      await saveSceneEditState(
        roomId,
        {
          scene_index: index,
          description: changed.description,
          placements: changed.placements,
          modified_media_id: id,
          modification_prompt: request.prompt,
        },
        tx,
      );
      return id;
    }
    await saveSceneImage(
      roomId,
      index,
      {
        mediaId: id,
        width: changed.width,
        height: changed.height,
        placements: changed.placements,
        positioningMethod: changed.positioning_method,
        description: changed.description,
      },
      tx,
    );
    if (record.image_media_id) await deleteMedia(record.image_media_id, tx);
    return id;
  });
  return {
    success: true,
    image_url: mediaUrl(newId),
    description: changed.description,
    engine: changed.engine,
    ...(changed.notice ? { notice: changed.notice } : {}),
  };
}
