/**
 * Ermie's floating chat: POST /gemini/chat (counted per user, else per client address). Open to
 * everyone offline; with a Gemini key set, answerChat refuses anonymous callers (401).
 */
import { Router } from 'express';
import { aiAssistApi } from '@core';
import { answerChat } from '../../domain/ai-assist/chat';
import { mount } from '../route';

export function chatRouter(): Router {
  const router = Router();
  mount(router, aiAssistApi.chat, ({ body, user }) => answerChat(body, user));
  return router;
}
