/** The play routes' answers: the session, one interaction, and a sync of queued actions. */
import { randomUUID } from 'node:crypto';
import {
  findElement,
  parseUserInput,
  type GameSession,
  type GameState,
  type InteractResponse,
  type Keyring,
  type QueuedAction,
  type SyncedHint,
} from '@core';
import { toGameSession } from '../../db/sessions-repo';
import type { StoredUser } from '../../model/stored-user';
import { notFound } from '../../model/app-error';
import { getOrCreateSession, restartSession } from './play-session';
import type { Player, ReplayOutcome } from './types';
import { recordWithinLimits } from './action-limits';
import { onlineKeyringFor } from './player-package';
import { PLAY_MESSAGES } from '@core/content/messages';

export interface SessionAnswer {
  game_session: GameSession;
  state: GameState;
}

export async function sessionAnswer(user: StoredUser, roomId: string, restart = false): Promise<SessionAnswer> {
  const session = restart ? await restartSession(user, roomId) : await getOrCreateSession(user, roomId);
  return { game_session: toGameSession(session), state: session.state };
}

export async function interact(
  player: Player,
  roomId: string,
  elementId: string,
  body: { user_input: string; action_id?: string },
): Promise<InteractResponse> {
  const action = parseUserInput(elementId, body.user_input);
  const outcome = await recordWithinLimits({
    player,
    roomId,
    actions: [{ action_id: body.action_id ?? randomUUID(), action }],
    check: (pkg) => {
      if (!findElement(pkg, elementId)) throw notFound('Element not found');
    },
  });
  const result = outcome.results[0]?.result;
  const state = outcome.session.state;
  const collected = result?.events.find((e) => e.type === 'item_collected')?.item ?? null;
  const moved = result?.events.find((e) => e.type === 'scene_changed')?.scene_id;
  return {
    success: result ? result.success : true,
    message: result ? result.message || (result.success ? '' : PLAY_MESSAGES.interactionFailed) : 'Already applied',
    new_state: state.elements[elementId]?.state ?? 'available',
    item_collected: collected,
    game_session: toGameSession(outcome.session),
    scene_transition: moved ? { next_scene_id: moved } : null,
    escaped: state.escaped,
    keyring: earnedKeyring(outcome),
  };
}

/** What the session's state has earned of the online package (none for a session of another version). */
function earnedKeyring({ session, room }: ReplayOutcome): Keyring {
  return session.package_version === room.pkg.version ? onlineKeyringFor(room, session.state) : {};
}

/** The hints the engine bought for this sync's hint actions (it computes and charges them itself). */
function hintsBought(results: ReplayOutcome['results']): SyncedHint[] {
  return results.flatMap(({ action_id, result }) => {
    const event = result?.events.find((e) => e.type === 'hint');
    if (!event?.element_id || event.level === undefined) return [];
    const cost = -(event.points ?? 0);
    return [{ action_id, element_id: event.element_id, level: event.level, text: event.message ?? '', cost }];
  });
}

export async function sync(
  player: Player,
  roomId: string,
  actions: QueuedAction[],
): Promise<SessionAnswer & { applied: number; skipped: number; hints: SyncedHint[]; keyring: Keyring }> {
  const outcome = await recordWithinLimits({ player, roomId, actions });
  return {
    game_session: toGameSession(outcome.session),
    applied: outcome.applied,
    skipped: outcome.skipped,
    state: outcome.session.state,
    hints: hintsBought(outcome.results),
    keyring: earnedKeyring(outcome),
  };
}
