/**
 * The web client's AI wrapper (rooms-and-play-spec §7 AI assistance calls, §8): one function
 * per /api/v1/gemini/* call. A failure becomes an Error whose message is the server's error,
 * else the thrown error's own message, else the call's fallback from the spec.
 */
import {
  AI_FALLBACK_MESSAGES,
  aiAssistApi,
  type BodyInputOf,
  type ChatAnswer,
  type EditSceneImageAnswer,
  type EditStoryboardAnswer,
  type GenerateSceneAnswer,
  type ResponseOf,
  type RouteContract,
  type ValidateRoomAnswer,
} from '@core';
import { AiCallError } from './ai-call-error';
import { ApiError } from '../http/api';
import { callApi, failureMessage, UNEXPECTED_ANSWER } from '../http/api-client';

export { AiCallError };

/** The server's error, else the error's message, else the fallback (§8 AI wrapper). */
export function aiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.message === UNEXPECTED_ANSWER ? fallback : failureMessage(error, fallback);
  if (error instanceof Error && error.message && error.name !== 'TypeError') return error.message;
  return fallback;
}

/** A network failure (offline, DNS, connection refused): fetch rejects with a TypeError. */
export const isUnreachable = (error: unknown): boolean =>
  (error instanceof TypeError && !(error instanceof ApiError)) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);

async function aiCall<C extends RouteContract>(
  contract: C,
  body: BodyInputOf<C>,
  fallback: string,
  signal?: AbortSignal,
): Promise<ResponseOf<C>> {
  try {
    return await callApi(contract, { body, signal });
  } catch (error) {
    throw new AiCallError(
      aiErrorMessage(error, fallback),
      isUnreachable(error),
      error instanceof ApiError ? error.status : null,
    );
  }
}

export const askChat = (body: BodyInputOf<typeof aiAssistApi.chat>, signal?: AbortSignal): Promise<ChatAnswer> =>
  aiCall(aiAssistApi.chat, body, AI_FALLBACK_MESSAGES.chat, signal);

export const editStoryboard = (body: BodyInputOf<typeof aiAssistApi.editStoryboard>): Promise<EditStoryboardAnswer> =>
  aiCall(aiAssistApi.editStoryboard, body, AI_FALLBACK_MESSAGES.editStoryboard);

export const editSceneImage = (body: BodyInputOf<typeof aiAssistApi.editSceneImage>): Promise<EditSceneImageAnswer> =>
  aiCall(aiAssistApi.editSceneImage, body, AI_FALLBACK_MESSAGES.editSceneImage);

export const generateScene = (body: BodyInputOf<typeof aiAssistApi.generateScene>): Promise<GenerateSceneAnswer> =>
  aiCall(aiAssistApi.generateScene, body, AI_FALLBACK_MESSAGES.generateScene);

export const validateRoom = (body: BodyInputOf<typeof aiAssistApi.validateRoom>): Promise<ValidateRoomAnswer> =>
  aiCall(aiAssistApi.validateRoom, body, AI_FALLBACK_MESSAGES.validateRoom);
