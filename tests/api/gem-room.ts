/**
 * A small published room for the play tests, built from core's test rooms. A release renames every
 * element to an opaque id (core/src/sealing/opaque-ids.ts): `playId` gives the id players use for
 * the element built as `gem-0`, `exit`….
 */
import type { OnlineSeal, Storyboard } from '@core';
import { buildRoom } from '@core/test-support/test-rooms';
import { insertMedia, mediaUrl } from '../../functions/src/db/media-repo';
import { insertRoom, publishRoom, toggleRoomEnabled } from '../../functions/src/db/rooms-repo';
import type { RoomBrief } from '../../functions/src/model/room-design';
import { releaseForPlayers } from '../../functions/src/domain/rooms/room-sealing';
import { insertAgent } from '../../functions/src/db/agents-repo';
import { signUp, type Api } from './harness';

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const storyboard: Storyboard = {
  title: 'Gem Hall',
  story_premise: 'Collect the gems.',
  backstory: 'A hall of gems.',
  scenes: [
    { title: 'Hall', description: 'Gems everywhere.' },
    { title: 'Exit', description: 'A door.' },
  ],
};

/** Design id -> released id, by room, for the rooms released here. */
const releasedIds = new Map<string, Record<string, string>>();

/** Remembers how a release of the room renamed its elements (a test that writes a release itself calls it too). */
export function rememberRelease(roomId: string, online: Pick<OnlineSeal, 'ids'>): void {
  releasedIds.set(roomId, online.ids?.elements ?? {});
}

/** The id players of the room use for the element built as `id` (`id` itself when no release renamed it). */
export const playId = (roomId: string, id: string): string => releasedIds.get(roomId)?.[id] ?? id;

/** A queued action as players of the room send it: its element and item under their released ids. */
export function asPlayed<T>(roomId: string, queued: T): T {
  const action = (queued as { action?: Record<string, unknown> }).action;
  if (!action || typeof action !== 'object') return queued;
  const renamed = { ...action };
  for (const field of ['element_id', 'item_id'])
    if (typeof renamed[field] === 'string') renamed[field] = playId(roomId, renamed[field] as string);
  return { ...queued, action: renamed };
}

/** A one-scene room: `gems` clickable gems worth 10 points each and an exit door worth 100. */
export async function gemRoom(opts: {
  gems: number;
  ownerId: string;
  agentId: string;
  publish?: boolean;
  enabled?: boolean;
}) {
  const { ownerId, agentId } = opts;
  const roomId = await insertRoom({
    ownerId,
    agentId,
    title: 'Gem Hall',
    description: 'Collect the gems.',
    difficulty: 'easy',
    theme: 'Mystery',
    seed: 1,
    brief: { title: 'Gem Hall' } as RoomBrief,
    storyboard,
  });
  const mediaId = await insertMedia(roomId, 'image/png', PNG);
  const gems = Array.from({ length: opts.gems }, (_, i) => ({ id: `gem-${i}`, points_awarded: 10 }));
  const { pkg } = buildRoom({
    id: roomId,
    scenes: [{ id: 'hall', elements: [...gems, { id: 'exit', points_awarded: 100, yields: { escape: true } }] }],
  });
  pkg.scenes[0].image_url = mediaUrl(mediaId);
  if (opts.publish !== false) {
    const release = releaseForPlayers(pkg, {});
    await publishRoom(roomId, release);
    rememberRelease(roomId, release.online);
  }
  if (opts.publish !== false && opts.enabled === false) await toggleRoomEnabled(roomId);
  return { roomId, pkg, mediaId };
}

/** An admin who owns gem rooms, with an agent of their own. */
export async function gemAdmin(api: Api, label: string, agentName: string) {
  const admin = await signUp(api, label, 'admin');
  const agent = await insertAgent(admin.id, {
    name: agentName,
    personality: 'Wise',
    setting: 'Ancient Library',
    theme: 'Mystery',
    description: '',
  });
  return { admin, agentId: agent.id };
}
