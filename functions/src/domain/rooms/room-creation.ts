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
import type { SceneArtSpec } from '../../ai/offline/scene-art';
import type { RoomBrief, RoomDesign } from '../../model/room-design';
import { findAgent } from '../../db/agents-repo';
import { insertMedia, mediaUrl } from '../../db/media-repo';
import { rememberedElementNames } from '../../db/room-edits-repo';
import { inTransaction } from '../../db/pool';
import {
  findRoom,
  insertRoom,
  publishRoom,
  saveDesign,
  saveStoryboard,
  toSummary,
  type RoomRecord,
} from '../../db/rooms-repo';
import { listScenes, replaceScenes, saveSceneImage } from '../../db/scenes-repo';
import { AppError, badRequest, conflict, notFound } from '../../model/app-error';
import {
  designRoomStep,
  paintSceneStep,
  placeElementsStep,
  stepInfo,
  writeStoryboardStep,
  type CreationStepInfo,
} from './creation-steps';
import { withOutcomeLog } from '../shared/log';
import { verdictFor } from './room-assembly';
import { releaseForPlayers } from './room-sealing';
import { sceneArtElements } from '../../ai/offline/painter/scene-elements';
import { PLAY_MESSAGES, ROOM_MESSAGES } from '@core/content/messages';

export async function createRoom(
  ownerId: string,
  input: CreateRoomRequest,
): Promise<{ puzzle: RoomSummary; storyboard: Storyboard; writing: CreationStepInfo }> {
  const agent = await findAgent(input.agent_id);
  if (!agent) throw badRequest(ROOM_MESSAGES.selectAgent);
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
  const writing = await writeStoryboardStep(brief);
  const storyboard = writing.value;
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
  return { puzzle: toSummary(room, { forAdmin: true }), storyboard, writing: stepInfo(writing) };
}

export async function requireRoom(id: string): Promise<RoomRecord> {
  const room = await findRoom(id);
  if (!room) throw notFound(PLAY_MESSAGES.roomNotFound);
  return room;
}

function requireUnpublished(room: RoomRecord): void {
  if (room.package) throw conflict('This escape room is already published');
}

type SceneSummary = { id: string; scene_index: number; title: string; description: string };

/**
 * Designs the puzzle chain over the storyboard's scenes (the one the wizard sends, as the
 * creator left it, else the stored one) and stores the storyboard, the design and one record
 * per scene together. The design runs outside the transaction (a model call can take a
 * while); the room is checked again under lock before anything is written.
 */
export async function createScenes(
  roomId: string,
  edited?: Storyboard,
): Promise<{ scenes: SceneSummary[]; design: CreationStepInfo }> {
  const { answer } = await withOutcomeLog(
    'create_scenes',
    { room: roomId },
    () => designScenes(roomId, edited),
    ({ answer, elements }) => ({ scenes: answer.scenes.length, elements, design: answer.design.engine }),
  );
  return answer;
}

async function designScenes(
  roomId: string,
  edited?: Storyboard,
): Promise<{ answer: { scenes: SceneSummary[]; design: CreationStepInfo }; elements: number }> {
  const room = await requireRoom(roomId);
  requireUnpublished(room);
  const storyboard = edited ?? room.storyboard;
  if (!storyboard) throw badRequest('Generate a storyboard first');
  const designed = await designRoomStep(room.brief, storyboard);
  const design = designed.value;
  const scenes = design.scenes.map((scene) => ({
    id: scene.id,
    scene_index: scene.scene_index,
    title: scene.title,
    description: scene.description,
  }));
  await inTransaction(async (tx) => {
    const locked = await findRoom(roomId, tx, true);
    if (!locked) throw notFound(PLAY_MESSAGES.roomNotFound);
    requireUnpublished(locked);
    if (edited) await saveStoryboard(roomId, edited, tx);
    await saveDesign(roomId, design, tx);
    await replaceScenes(roomId, scenes, tx);
  });
  const elements = design.scenes.reduce((sum, scene) => sum + scene.elements.length, 0);
  return { answer: { scenes, design: stepInfo(designed) }, elements };
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
    elements: sceneArtElements(scene),
  };
}

export interface PaintedSceneAnswer {
  url: string;
  painting: CreationStepInfo;
  placement: CreationStepInfo;
}

/** Paints one scene, places its elements on the image and stores both. Returns the image URL and who did what. */
export async function generateSceneImage(
  roomId: string,
  sceneIndex: number,
  description: string,
): Promise<PaintedSceneAnswer> {
  const { answer } = await withOutcomeLog(
    'generate_scene_image',
    { room: roomId, scene_index: sceneIndex, description },
    () => paintScene(roomId, sceneIndex, description),
    ({ answer, placed }) => ({
      image: answer.url,
      placed,
      painting: answer.painting.engine,
      placement: answer.placement.engine,
    }),
  );
  return answer;
}

async function paintScene(
  roomId: string,
  sceneIndex: number,
  description: string,
): Promise<{ answer: PaintedSceneAnswer; placed: number }> {
  const room = await requireRoom(roomId);
  requireUnpublished(room);
  const design = room.design;
  if (!design) throw badRequest('Create the scenes first');
  if (!design.scenes[sceneIndex]) throw badRequest(`Scene ${sceneIndex} does not exist in this storyboard`);
  const spec = artSpec(room, design, sceneIndex, description);
  const painted = await paintSceneStep(spec, room.storyboard?.title ?? room.title);
  const placed = await placeElementsStep(spec, painted.value);
  const image = painted.value;
  const mediaId = await inTransaction(async (tx) => {
    const id = await insertMedia(roomId, image.mime, image.bytes, tx);
    await saveSceneImage(
      roomId,
      sceneIndex,
      {
        mediaId: id,
        width: image.width,
        height: image.height,
        placements: placed.value.placements,
        positioningMethod: placed.value.positioningMethod,
        description,
      },
      tx,
    );
    return id;
  });
  return {
    answer: { url: mediaUrl(mediaId), painting: stepInfo(painted), placement: stepInfo(placed) },
    placed: placed.value.placements.length,
  };
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
  const release = releaseForPlayers(pkg, room.design.solutions);
  await inTransaction(async (tx) => {
    const locked = await findRoom(roomId, tx, true);
    if (!locked) throw notFound(PLAY_MESSAGES.roomNotFound);
    requireUnpublished(locked);
    await publishRoom(roomId, release, tx);
  });
  return { solvable: true, steps: report.shortest_solution?.length ?? 0, states_explored: report.states_explored };
}
