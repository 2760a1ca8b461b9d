/**
 * Ermie's floating chat (rooms-and-play-spec §2 Chat widget, §7 chat): anyone may ask,
 * signed in or not. On the play screen the widget names the room; a signed-in player who
 * may play it gets answers that know the room's title and the names the player's own
 * package shows in clear (never a solution, never a text still sealed). An answer request
 * about a room gets a pointer to the hint, never the code.
 *
 * With a Gemini key set, each question spends the AI budget: only a signed-in user may ask
 * (401 otherwise); the offline chat (no key) stays open to all (issue 29 item 4). What Gemini
 * or its failure said never reaches the caller: a failed call answers offline with a fixed
 * notice, and the reason goes to the log.
 */
import { AI_FALLBACK_MESSAGES, SEALED_NAME, type ChatAnswer, type ChatRequest, type SealedPackage } from '@core';
import { CHAT_MESSAGES } from '@core/content/messages';
import { chatFlow } from '../../ai/flows/chat/chat';
import { activeProvider } from '../../ai/genkit';
import type { RoomChatFacts } from '../../ai/offline/chat/chat-composer';
import type { StoredUser } from '../../model/stored-user';
import { AppError, unauthorized } from '../../model/app-error';
import { errorFields, log } from '../../structured-log';
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

/** The chat's flow, any failure of it a fixed 502 (its own text, which may quote Gemini, only in the log). */
async function askFlow(request: ChatRequest, room: RoomChatFacts | undefined) {
  try {
    return await chatFlow({ prompt: request.prompt, messages: request.messages, room });
  } catch (error) {
    log.error('The chat could not answer', errorFields(error));
    throw new AppError(502, AI_FALLBACK_MESSAGES.chat, 'ai_failed');
  }
}

export async function answerChat(request: ChatRequest, user: StoredUser | undefined): Promise<ChatAnswer> {
  if (!user && activeProvider() === 'gemini') throw unauthorized(CHAT_MESSAGES.signInRequired);
  const room = await roomFacts(user, request.context);
  const result = await askFlow(request, room);
  if (result.notice) log.warn('The chat answered offline: Gemini failed', { reason: result.notice });
  return {
    success: true,
    content: result.answer,
    response: result.answer,
    sources: result.sources,
    grounded: result.grounded,
    engine: result.engine,
    ...(result.notice ? { notice: CHAT_MESSAGES.aiUnavailable } : {}),
  };
}
