/**
 * Ermie's floating chat (rooms-and-play-spec §2 Chat widget, §7 chat): anyone may ask,
 * signed in or not. On the play screen the widget names the room; a signed-in player who
 * may play it gets answers that know the room's title and the names the player's own
 * package shows in clear (never a solution, never a text still sealed). An answer request
 * about a room gets a pointer to the hint, never the code.
 */
import { AI_FALLBACK_MESSAGES, SEALED_NAME, type ChatAnswer, type ChatRequest, type SealedPackage } from '@core';
import { chatFlow } from '../../ai/flows/chat/chat';
import type { RoomChatFacts } from '../../ai/offline/chat/chat-composer';
import type { StoredUser } from '../../model/stored-user';
import { aiStep } from '../shared/ai-failure';
import { AppError } from '../../model/app-error';
import { playerPackage } from '../play/player-package';

const readable = (name: string | undefined): name is string => Boolean(name) && name !== SEALED_NAME;

/** What the chat may know of a room: the title and the names readable at the start of play. */
export function roomFactsOf(sealed: SealedPackage, sceneId?: string): RoomChatFacts {
  const current =
    sealed.scenes.find((scene) => scene.id === sceneId && readable(scene.name)) ??
    sealed.scenes.find((scene) => scene.id === sealed.start_scene_id);
  return {
    title: sealed.title,
    sceneName: readable(current?.name) ? current.name : undefined,
    sceneNames: sealed.scenes.map((scene) => scene.name).filter(readable),
    elementNames: (current?.elements ?? [])
      .filter((element) => element.visible && readable(element.name))
      .map((element) => element.name),
  };
}

/** The room's facts for this caller, or undefined (anonymous, unknown room, or not theirs to play). */
async function roomFacts(
  user: StoredUser | undefined,
  context: ChatRequest['context'],
): Promise<RoomChatFacts | undefined> {
  if (!user || !context?.room_id) return undefined;
  try {
    const { package: sealed } = await playerPackage(user, context.room_id);
    return roomFactsOf(sealed, context.scene_id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

export async function answerChat(request: ChatRequest, user: StoredUser | undefined): Promise<ChatAnswer> {
  const room = await roomFacts(user, request.context);
  const result = await aiStep(AI_FALLBACK_MESSAGES.chat, () =>
    chatFlow({ prompt: request.prompt, messages: request.messages, room }),
  );
  return {
    success: true,
    content: result.answer,
    response: result.answer,
    sources: result.sources,
    grounded: result.grounded,
    engine: result.engine,
    ...(result.notice ? { notice: result.notice } : {}),
  };
}
