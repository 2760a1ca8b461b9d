/** Ermie's floating chat: POST /gemini/chat, open to everyone (counted per user, else per client address). */
import { Router } from 'express';
import { aiAssistApi } from '@core';
import { answerChat } from '../../domain/ai-assist/chat';
import { mount } from '../route';

export function chatRouter(): Router {
  const router = Router();
  mount(router, aiAssistApi.chat, ({ body, user }) => answerChat(body, user));
  return router;
}
