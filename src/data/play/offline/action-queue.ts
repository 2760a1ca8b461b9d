/**
 * The offline action queue: every play action is queued with a fresh action id and
 * sent to `/sync` in the order it was taken. An entry is marked synced only after the
 * server answered, so a failed request leaves it queued for the next attempt; the
 * server skips action ids it has already applied, so a resend never counts twice.
 */
import { SYNC_MAX_ACTIONS, type GameAction, type QueuedAction, type SyncResponse } from '@core';
import { postSync } from '../../http/size-bound-calls';
import type { QueueEntry, QueueStore } from './offline-db';

/** The server answers 413 to a sync of more than SYNC_MAX_ACTIONS actions: send them in batches. */
export const SYNC_BATCH_MAX = SYNC_MAX_ACTIONS;

export type SyncSender = (roomId: string, actions: QueuedAction[]) => Promise<SyncResponse>;

/** Sends a user's queued actions, only while that user (Firebase uid) is signed in. */
export const sendSyncAs =
  (owner: string): SyncSender =>
  (roomId, actions) =>
    postSync(roomId, actions, owner);

export function newQueueEntry(
  roomId: string,
  action: GameAction,
  now: Date = new Date(),
  actionId: string = crypto.randomUUID(),
): QueueEntry {
  return { action_id: actionId, room_id: roomId, action, at: now.toISOString(), synced: 0 };
}

export const toQueuedActions = (entries: QueueEntry[]): QueuedAction[] =>
  entries.map(({ action_id, action, at }) => ({ action_id, action, at }));

export interface FlushResult {
  /** Actions the server acknowledged in this flush. */
  sent: number;
  /** The last server answer, if any request succeeded. */
  response: SyncResponse | null;
  /** The failure that stopped the flush; the unsent actions stay queued. */
  error: unknown;
  /** Actions still waiting after this flush. */
  pending: number;
}

/** Sends the room's unsynced actions, oldest first, until none is left or a request fails. */
export async function flushRoomQueue(store: QueueStore, roomId: string, send: SyncSender): Promise<FlushResult> {
  let sent = 0;
  let response: SyncResponse | null = null;
  for (;;) {
    const pending = await store.pending(roomId);
    if (pending.length === 0) return { sent, response, error: null, pending: 0 };
    const batch = pending.slice(0, SYNC_BATCH_MAX);
    try {
      response = await send(roomId, toQueuedActions(batch));
    } catch (error) {
      return { sent, response, error, pending: pending.length };
    }
    await store.markSynced(batch.map((entry) => entry.action_id));
    sent += batch.length;
  }
}

export interface Flusher {
  /** Starts a flush, or asks the running one to look again before it finishes. */
  flush(roomId: string): Promise<FlushResult>;
}

/**
 * One flush at a time per room: a call during a running flush makes that flush check
 * the queue once more, so an action queued while a request was in flight is not left
 * behind and no action is sent by two requests at once.
 */
export function createFlusher(store: QueueStore, send: SyncSender): Flusher {
  const running = new Map<string, { again: boolean; done: Promise<FlushResult> }>();
  const run = async (roomId: string): Promise<FlushResult> => {
    const slot = running.get(roomId)!;
    let total = 0;
    let response: SyncResponse | null = null;
    try {
      for (;;) {
        slot.again = false;
        const result = await flushRoomQueue(store, roomId, send);
        total += result.sent;
        response = result.response ?? response;
        if (result.error || !slot.again) return { ...result, sent: total, response };
      }
    } finally {
      running.delete(roomId);
    }
  };
  return {
    flush(roomId) {
      const current = running.get(roomId);
      if (current) {
        current.again = true;
        return current.done;
      }
      const slot = { again: false, done: Promise.resolve() as unknown as Promise<FlushResult> };
      running.set(roomId, slot);
      slot.done = run(roomId);
      return slot.done;
    },
  };
}
