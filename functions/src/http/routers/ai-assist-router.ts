/** The wizard's AI assistance calls (admin only, limit 'ai'): /api/v1/gemini/{edit-storyboard, generate-scene, edit-scene-image, validate-escape-room}. */
import { Router } from 'express';
import { aiAssistApi } from '@core';
import { editStoryboard, generateScene } from '../../domain/ai-assist/ai-assist';
import { validateRoom } from '../../domain/ai-assist/ai-assist-validate';
import { editSceneImage } from '../../domain/ai-assist/ai-assist-image';
import { mount } from '../route';

export function aiAssistRouter(): Router {
  const router = Router();
  mount(router, aiAssistApi.editStoryboard, async ({ body }) => editStoryboard(body));
  mount(router, aiAssistApi.generateScene, async ({ body }) => generateScene(body));
  mount(router, aiAssistApi.validateRoom, async ({ body }) => validateRoom(body));
  mount(router, aiAssistApi.editSceneImage, async ({ body }) => editSceneImage(body));
  return router;
}
