/**
 * Admin escape-room calls: the creation wizard's steps and the management table
 * (rooms-and-play-spec §2, §4, §7, §8).
 */
import { pagingOf, useRemoteList, type Paging } from '../http/useRemoteList';
import { pageFields, pageQuery, type Page } from '../http/paging';
import { useCallback } from 'react';
import { roomsApi, type CreateRoomRequest, type CreationStepInfo, type RoomSummary, type Storyboard } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import { REMIX_MESSAGES } from '@core/content/remix-messages';
import { callApi, failureMessage as serverMessage } from '../http/api-client';

export interface CreatedRoom {
  puzzle: RoomSummary;
  /** An object when the server returns JSON, else raw text. */
  storyboard: Storyboard | string;
  /** Who wrote the storyboard, when the server says. */
  writing?: CreationStepInfo;
}

export async function createRoom(input: Omit<CreateRoomRequest, 'enabled'>): Promise<CreatedRoom> {
  try {
    const body = await callApi(roomsApi.create, { body: { ...input, enabled: false } });
    return { puzzle: body.puzzle, storyboard: body.storyboard, writing: body.writing };
  } catch (error) {
    throw new Error(serverMessage(error, ROOM_MESSAGES.createRoomFailed));
  }
}

export interface SceneRecord {
  id: string;
  scene_index: number;
  title: string;
  description: string;
}

export interface CreatedScenes {
  scenes: SceneRecord[];
  /** Who designed the puzzle chain, when the server says. */
  design?: CreationStepInfo;
}

/** Creates the scene records from the storyboard as the creator left it (sent when known). */
export async function createScenes(roomId: string, storyboard?: Storyboard): Promise<CreatedScenes> {
  try {
    const body = await callApi(roomsApi.createScenes, {
      params: { id: roomId },
      body: storyboard ? { storyboard } : {},
    });
    return { scenes: [...body.scenes].sort((a, b) => a.scene_index - b.scene_index), design: body.design };
  } catch (error) {
    throw new Error(serverMessage(error, 'No scenes were created'));
  }
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Turns the image forms the API may answer with into something an <img> can show:
 * URLs and data URLs as they are, raw base64 as PNG, `{ base64, mime_type }` objects
 * as data URLs. Anything else is dropped.
 */
export function normalizeImages(images: unknown): string[] {
  if (!Array.isArray(images)) return [];
  const out: string[] = [];
  for (const image of images) {
    if (typeof image === 'string') {
      const value = image.trim();
      if (!value) continue;
      if (DATA_URL.test(value) || /^(https?:)?\/\//.test(value) || value.startsWith('/')) out.push(value);
      else if (value.length >= 16 && BASE64.test(value)) out.push(`data:image/png;base64,${value}`);
    } else if (image && typeof image === 'object') {
      const o = image as Record<string, unknown>;
      const bytes = o.base64 ?? o.bytesBase64Encoded ?? o.data;
      const mime = o.mime_type ?? o.mimeType ?? 'image/png';
      if (typeof o.url === 'string' && o.url) out.push(o.url);
      else if (typeof bytes === 'string' && bytes && typeof mime === 'string') out.push(`data:${mime};base64,${bytes}`);
    }
  }
  return out;
}

export interface PaintedScene {
  urls: string[];
  /** Who painted the picture and who placed the elements on it, when the server says. */
  painting?: CreationStepInfo;
  placement?: CreationStepInfo;
}

export async function generateSceneImage(
  roomId: string,
  sceneDescription: string,
  sceneIndex: number,
): Promise<PaintedScene> {
  try {
    const body = await callApi(roomsApi.generateSceneImage, {
      params: { id: roomId },
      body: { scene_description: sceneDescription, scene_index: sceneIndex },
    });
    return { urls: normalizeImages(body.images), painting: body.painting, placement: body.placement };
  } catch (error) {
    throw new Error(
      ROOM_MESSAGES.generateImagesFailed(
        serverMessage(error, error instanceof Error ? error.message : 'unknown error'),
      ),
    );
  }
}

export interface FinalizeResult {
  message: string;
  solvability: { solvable: boolean; steps: number } | null;
}

export async function finalizeRoom(roomId: string): Promise<FinalizeResult> {
  try {
    const body = await callApi(roomsApi.finalize, { params: { id: roomId } });
    return { message: body.message || ROOM_MESSAGES.finalized, solvability: body.solvability };
  } catch (error) {
    throw new Error(serverMessage(error, ROOM_MESSAGES.finalizeFailed));
  }
}

/** One page of rooms, newest first; `mine`: only the caller's own (a creator's My Creations). */
export async function listRooms(cursor: string | null = null, mine = false): Promise<Page<RoomSummary>> {
  try {
    const query = mine ? { ...pageQuery(cursor), mine: 'true' as const } : pageQuery(cursor);
    const body = await callApi(roomsApi.list, { query });
    return { items: body.escape_rooms, ...pageFields(body) };
  } catch (error) {
    throw new Error(serverMessage(error, ROOM_MESSAGES.fetchRoomsFailed));
  }
}

export async function toggleRoomEnabled(roomId: string): Promise<{ enabled: boolean; message: string }> {
  try {
    const body = await callApi(roomsApi.toggleEnabled, { params: { id: roomId } });
    return { enabled: body.puzzle.enabled, message: body.message };
  } catch (error) {
    throw new Error(serverMessage(error, ROOM_MESSAGES.updateRoomStatusFailed));
  }
}

/** The owner's switch (issue 32): whether other creators may remix the room. The room as the server now has it. */
export async function setRoomAllowRemix(roomId: string, allow: boolean): Promise<RoomSummary> {
  try {
    const body = await callApi(roomsApi.settings, { params: { id: roomId }, body: { allow_remix: allow } });
    return body.puzzle;
  } catch (error) {
    throw new Error(serverMessage(error, REMIX_MESSAGES.settingsFailed));
  }
}

export interface RoomsState {
  rooms: RoomSummary[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  paging: Paging;
  /** Flips a room's enabled flag; the list follows the server's answer. */
  toggle: (roomId: string) => Promise<void>;
  /** Sets whether other creators may remix the room; the list follows the server's answer. */
  setAllowRemix: (roomId: string, allow: boolean) => Promise<void>;
  /** Publishes a draft (a remix, or a room left in the wizard): proven solvable, sealed and enabled. */
  publish: (roomId: string) => Promise<void>;
}

const listMine = (cursor: string | null) => listRooms(cursor, true);

/** The rooms the caller manages: every room an admin may see, or (`mine`) only the caller's own. */
export function useRooms({ mine = false }: { mine?: boolean } = {}): RoomsState {
  const list = useRemoteList(mine ? listMine : listRooms);
  const { items: rooms, setItems: setRooms, loading, error, reload } = list;
  const toggle = useCallback(
    async (roomId: string) => {
      const { enabled } = await toggleRoomEnabled(roomId);
      setRooms((list) => list.map((room) => (room.id === roomId ? { ...room, enabled } : room)));
    },
    [setRooms],
  );

  const setAllowRemix = useCallback(
    async (roomId: string, allow: boolean) => {
      const saved = await setRoomAllowRemix(roomId, allow);
      setRooms((list) => list.map((room) => (room.id === roomId ? { ...room, allow_remix: saved.allow_remix } : room)));
    },
    [setRooms],
  );
  const publish = useCallback(
    async (roomId: string) => {
      await finalizeRoom(roomId);
      setRooms((list) => list.map((room) => (room.id === roomId ? { ...room, published: true, enabled: true } : room)));
    },
    [setRooms],
  );

  return { rooms, loading, error, reload, paging: pagingOf(list), toggle, setAllowRemix, publish };
}
