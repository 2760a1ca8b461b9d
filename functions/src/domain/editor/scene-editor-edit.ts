/**
 * How every scene-editor edit is applied: in one transaction with the room row locked, the
 * room is snapshotted (for undo), the edit applied, the room assembled and checked. A
 * published room that stays solvable gets both packages re-sealed (enabled unchanged); one
 * that becomes unsolvable keeps its last good packages and is disabled, so players cannot
 * open it. Undo restores the last snapshot the same way.
 */
import { type SolvabilityVerdict } from '@core';
import type { PoolClient } from 'pg';
import type { RoomDesign } from '../../model/room-design';
import { inTransaction } from '../../db/pool';
import { deleteEdit, lastEdit, recordEdit, rememberedElementNames, type RoomSnapshot } from '../../db/room-edits-repo';
import { findRoom, saveDesign, savePackages, setRoomEnabled, type RoomRecord } from '../../db/rooms-repo';
import { listScenes, saveSceneEditState, type SceneEditState, type SceneRecord } from '../../db/scenes-repo';
import { AppError, conflict, notFound } from '../../model/app-error';
import { verdictFor } from '../rooms/room-assembly';
import { releaseForPlayers } from '../rooms/room-sealing';
import { requireDesign, undoInfo } from './scene-editor-view';
import { PLAY_MESSAGES } from '@core/content/messages';

/** The room as an edit changes it: a private copy of the design and the scene records. */
export interface EditDraft {
  room: RoomRecord;
  design: RoomDesign;
  scenes: SceneRecord[];
  tx: PoolClient;
}

export interface EditOutcome<T> {
  result: T;
  verdict: SolvabilityVerdict;
  can_undo: boolean;
  undo_label: string | null;
}

const editState = (scene: SceneRecord): SceneEditState => ({
  scene_index: scene.scene_index,
  description: scene.description,
  placements: scene.placements,
  modified_media_id: scene.modified_media_id,
  modification_prompt: scene.modification_prompt,
  modification: scene.modification,
});

async function lockRoom(tx: PoolClient, roomId: string): Promise<RoomRecord> {
  const room = await findRoom(roomId, tx, true);
  if (!room) throw notFound(PLAY_MESSAGES.roomNotFound);
  return room;
}

/**
 * Checks the edited room and stores the outcome (design, scenes, packages, enabled) in `tx`.
 * `enabledIfSolvable` is what enabled becomes when the room is solvable (undo restores it).
 */
async function settle(draft: EditDraft, enabledIfSolvable: boolean): Promise<SolvabilityVerdict> {
  const { room, design, scenes, tx } = draft;
  await saveDesign(room.id, design, tx);
  for (const scene of scenes) await saveSceneEditState(room.id, editState(scene), tx);
  const published = room.package !== null;
  const check = verdictFor({
    room,
    design,
    scenes,
    remembered: await rememberedElementNames(room.id, tx),
    enabled: room.enabled,
    published,
  });
  let verdict = check.verdict;
  if (published && verdict.solvable && check.pkg) {
    try {
      await savePackages(room.id, releaseForPlayers(check.pkg, design.solutions, room), tx);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      verdict = { ...verdict, solvable: false, reason: error.message, steps: 0 };
    }
  }
  const enabled = verdict.solvable ? enabledIfSolvable : published ? false : room.enabled;
  if (enabled !== room.enabled) await setRoomEnabled(room.id, enabled, tx);
  return { ...verdict, enabled };
}

/**
 * Applies one edit. `apply` changes the draft (never the database) and returns the undo
 * label, the scene it touched and its result; everything is written here, or nothing.
 */
export async function editRoom<T>(
  roomId: string,
  apply: (draft: EditDraft) => Promise<{ label: string; sceneIndex: number; result: () => T }>,
  options: { missingDesign?: string } = {},
): Promise<EditOutcome<T>> {
  return inTransaction(async (tx) => {
    const room = await lockRoom(tx, roomId);
    const design = requireDesign(room, options.missingDesign);
    const scenes = await listScenes(roomId, tx);
    const snapshot = { design, scenes: scenes.map(editState), enabled: room.enabled };
    const draft: EditDraft = { room, design: structuredClone(design), scenes: structuredClone(scenes), tx };
    const { label, sceneIndex, result } = await apply(draft);
    await recordEdit(roomId, label, { ...snapshot, scene_index: sceneIndex }, tx);
    const verdict = await settle(draft, room.enabled);
    return { result: result(), verdict, ...(await undoInfo(roomId, tx)) };
  });
}

/** Restores the room as it was before the last edit (409 'Nothing to undo' when there is none). */
export async function undoLastEdit(roomId: string): Promise<EditOutcome<{ message: string; scene_index: number }>> {
  return inTransaction(async (tx) => {
    const room = await lockRoom(tx, roomId);
    const edit = await lastEdit(roomId, tx);
    if (!edit || !room.design) throw conflict('Nothing to undo');
    const snapshot: RoomSnapshot = edit.snapshot;
    const scenes = (await listScenes(roomId, tx)).map((scene) => {
      const saved = snapshot.scenes.find((s) => s.scene_index === scene.scene_index);
      return saved ? { ...scene, ...saved } : scene;
    });
    await deleteEdit(edit.id, tx);
    const verdict = await settle({ room, design: snapshot.design, scenes, tx }, snapshot.enabled);
    const result = { message: `Undid: ${edit.label}`, scene_index: snapshot.scene_index ?? 0 };
    return { result, verdict, ...(await undoInfo(roomId, tx)) };
  });
}
