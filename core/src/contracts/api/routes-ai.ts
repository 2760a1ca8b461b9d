/**
 * The AI assistance calls (rooms-and-play-spec §7): POST /api/v1/gemini/*. The offline chat is
 * open to anyone (counted per user or client); with a Gemini key set it needs a signed-in user
 * (issue 29). The creation calls are for creators (on their own rooms) and admins.
 * Each body and answer is declared in ai-assist.ts (and scene-editor.ts for suggestions).
 */
import { z } from 'zod';
import {
  ChatAnswerSchema,
  ChatRequestSchema,
  EditSceneImageAnswerSchema,
  EditSceneImageRequestSchema,
  EditStoryboardAnswerSchema,
  EditStoryboardRequestSchema,
  GenerateSceneAnswerSchema,
  GenerateSceneRequestSchema,
  ValidateRoomAnswerSchema,
  ValidateRoomRequestSchema,
} from '../ai-assist';
import { ElementSuggestionSchema, SuggestElementsRequestSchema } from '../scene-editor';
import { defineRoute } from './contract';

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape }).passthrough();

export const aiAssistApi = {
  chat: defineRoute({
    name: 'ai.chat',
    method: 'POST',
    path: '/gemini/chat',
    access: 'optional',
    signInRequiredWhen: 'a Gemini key is set (each answer spends the AI budget); the offline chat is open to all',
    limit: 'chat',
    body: ChatRequestSchema,
    response: ChatAnswerSchema.passthrough(),
  }),
  editStoryboard: defineRoute({
    name: 'ai.editStoryboard',
    method: 'POST',
    path: '/gemini/edit-storyboard',
    access: 'creator',
    limit: 'ai',
    body: EditStoryboardRequestSchema,
    response: EditStoryboardAnswerSchema.passthrough(),
  }),
  editSceneImage: defineRoute({
    name: 'ai.editSceneImage',
    method: 'POST',
    path: '/gemini/edit-scene-image',
    access: 'creator',
    owns: { kind: 'room', at: ['body', 'scene_data', 'room_id'] },
    limit: 'ai',
    body: EditSceneImageRequestSchema,
    response: EditSceneImageAnswerSchema.passthrough(),
  }),
  generateScene: defineRoute({
    name: 'ai.generateScene',
    method: 'POST',
    path: '/gemini/generate-scene',
    access: 'creator',
    limit: 'ai',
    body: GenerateSceneRequestSchema,
    response: GenerateSceneAnswerSchema.passthrough(),
  }),
  suggestElements: defineRoute({
    name: 'ai.suggestElements',
    method: 'POST',
    path: '/gemini/suggest-puzzle-elements',
    access: 'creator',
    limit: 'ai',
    body: SuggestElementsRequestSchema,
    response: ok({ suggestions: z.array(ElementSuggestionSchema) }),
  }),
  validateRoom: defineRoute({
    name: 'ai.validateRoom',
    method: 'POST',
    path: '/gemini/validate-escape-room',
    access: 'creator',
    owns: { kind: 'room', at: ['body', 'room_id'] },
    limit: 'ai',
    body: ValidateRoomRequestSchema,
    response: ValidateRoomAnswerSchema.passthrough(),
  }),
};
