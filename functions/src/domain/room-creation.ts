/**
 * The creation path: storyboard -> scene records (with the designed puzzle chain) ->
 * scene images with element placements -> finalize (assemble, prove solvable, publish).
 */
import { randomInt } from 'node:crypto';
import {
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_WIDTH,
  type CreateRoomRequest,
  type RoomSummary,
  type Storyboard,
} from '@core';
import { storyboardFlow } from '../ai/flows/storyboard';
import { sceneImageFlow } from '../ai/flows/scene-image';
import { elementPlacementFlow } from '../ai/flows/element-placement';
import { decodeImage } from '../ai/image-data';
import { designPuzzles } from '../ai/offline/puzzle-designer';
import type { RoomBrief, RoomDesign, SceneArtSpec } from '../ai/offline/types';
import { findAgent } from '../db/agents-repo';
import { insertMedia, mediaUrl } from '../db/media-repo';
import { rememberedElementNames } from '../db/room-edits-repo';
import { inTransaction } from '../db/pool';
import { findRoom, insertRoom, publishRoom, saveDesign, toSummary, type RoomRecord } from '../db/rooms-repo';
import { listScenes, replaceScenes, saveSceneImage } from '../db/scenes-repo';
import { AppError, badRequest, conflict, notFound } from './app-error';
import { withOutcomeLog } from './log';
import { verdictFor } from './room-assembly';
import { sealForPlayers } from './room-sealing';

export async function createRoom(
  ownerId: string,
  input: CreateRoomRequest,
): Promise<{ puzzle: RoomSummary; storyboard: Storyboard }> {
  const agent = await findAgent(input.agent_id);
  if (!agent) throw badRequest('Please select an AI agent');
  const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
  const brief: RoomBrief = {
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    theme: input.theme,
    agent: {
      name: agent.name,
      personality: agent.personality,
      setting: agent.setting,
      theme: agent.theme,
      description: agent.description,
    },
    seed,
  };
  const storyboard = await storyboardFlow(brief);
  const id = await insertRoom({
    ownerId,
    agentId: agent.id,
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    theme: input.theme,
    seed,
    brief,
    storyboard,
  });
  const room = await requireRoom(id);
  return { puzzle: toSummary(room, { forAdmin: true }), storyboard };
}

export async function requireRoom(id: string): Promise<RoomRecord> {
  const room = await findRoom(id);
  if (!room) throw notFound('Escape room not found');
  return room;
}

function requireUnpublished(room: RoomRecord): void {
  if (room.package) throw conflict('This escape room is already published');
}

/** Designs the puzzle chain over the storyboard's scenes and stores one record per scene. */
export async function createScenes(
  roomId: string,
): Promise<Array<{ id: string; scene_index: number; title: string; description: string }>> {
  return withOutcomeLog('create_scenes', { room: roomId }, () => designScenes(roomId));
}

async function designScenes(
  roomId: string,
): Promise<Array<{ id: string; scene_index: number; title: string; description: string }>> {
  return inTransaction(async (tx) => {
    const room = await findRoom(roomId, tx, true);
    if (!room) throw notFound('Escape room not found');
    requireUnpublished(room);
    if (!room.storyboard) throw badRequest('Generate a storyboard first');
    const design = designPuzzles(room.brief, room.storyboard);
    const scenes = design.scenes.map((scene) => ({
      id: scene.id,
      scene_index: scene.scene_index,
      title: scene.title,
      description: scene.description,
    }));
    await saveDesign(roomId, design, tx);
    await replaceScenes(roomId, scenes, tx);
    return scenes;
  });
}

export function artSpec(room: RoomRecord, design: RoomDesign, sceneIndex: number, description: string): SceneArtSpec {
  const scene = design.scenes[sceneIndex];
  return {
    seed: (room.seed + sceneIndex * 7919) % 2 ** 31,
    theme: room.brief.agent.theme || room.theme,
    setting: room.brief.agent.setting,
    title: scene.title,
    description,
    scene_index: sceneIndex,
    scene_count: design.scenes.length,
    width: DEFAULT_IMAGE_WIDTH,
    height: DEFAULT_IMAGE_HEIGHT,
    elements: scene.elements.map((e) => ({
      id: e.id,
      name: e.name,
      element_type: e.element_type,
      art: e.art,
      visible: e.visible,
    })),
  };
}

/** Paints one scene, places its elements on the image and stores both. Returns the image URL. */
export async function generateSceneImage(roomId: string, sceneIndex: number, description: string): Promise<string> {
  return withOutcomeLog('generate_scene_image', { room: roomId, scene_index: sceneIndex, description }, () =>
    paintScene(roomId, sceneIndex, description),
  );
}

async function paintScene(roomId: string, sceneIndex: number, description: string): Promise<string> {
  const room = await requireRoom(roomId);
  requireUnpublished(room);
  const design = room.design;
  if (!design) throw badRequest('Create the scenes first');
  if (!design.scenes[sceneIndex]) throw badRequest(`Scene ${sceneIndex} does not exist in this storyboard`);
  const spec = artSpec(room, design, sceneIndex, description);
  const image = await sceneImageFlow({ spec, storyboard_title: room.storyboard?.title ?? room.title });
  const decoded = decodeImage(image.image_data_url);
  if (!decoded) throw new AppError(502, 'The image model returned no usable image', 'ai_failed');
  const placement = await elementPlacementFlow({ spec, image_data_url: image.image_data_url });
  const mediaId = await inTransaction(async (tx) => {
    const id = await insertMedia(roomId, decoded.mime, decoded.bytes, tx);
    await saveSceneImage(
      roomId,
      sceneIndex,
      {
        mediaId: id,
        width: image.width,
        height: image.height,
        placements: placement.placements,
        positioningMethod: placement.positioning_method,
        description,
      },
      tx,
    );
    return id;
  });
  return mediaUrl(mediaId);
}

/** Paints any scene still without an image, assembles the package, proves it solvable, seals it for players and publishes it. */
export async function finalizeRoom(
  roomId: string,
): Promise<{ solvable: boolean; steps: number; states_explored: number }> {
  const room = await requireRoom(roomId);
  requireUnpublished(room);
  if (!room.design) throw badRequest('Create the scenes first');
  let scenes = await listScenes(roomId);
  if (!scenes.some((s) => s.image_media_id)) throw badRequest('Generate at least one scene image before finalizing');
  for (const scene of scenes.filter((s) => !s.image_media_id))
    await generateSceneImage(roomId, scene.scene_index, scene.description);
  scenes = await listScenes(roomId);

  const { verdict, pkg, report } = verdictFor({
    room,
    design: room.design,
    scenes,
    remembered: await rememberedElementNames(roomId),
    enabled: false,
    published: false,
  });
  if (!verdict.solvable || !pkg || !report) {
    const reason = verdict.reason ?? 'The exit cannot be reached.';
    throw new AppError(422, reason, 'unsolvable', [reason]);
  }
  const sealed = sealForPlayers(pkg, room.design.solutions);
  await inTransaction(async (tx) => {
    const locked = await findRoom(roomId, tx, true);
    if (!locked) throw notFound('Escape room not found');
    requireUnpublished(locked);
    await publishRoom(roomId, pkg, sealed, tx);
  });
  return { solvable: true, steps: report.shortest_solution?.length ?? 0, states_explored: report.states_explored };
}
