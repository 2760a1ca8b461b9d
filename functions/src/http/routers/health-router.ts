/**
 * GET /health: answers before the database is touched, so it tells that the function is up.
 * With an admin's token it also shows the AI engine and the Gemini models check.
 */
import { Router } from 'express';
import { health } from '@core';
import { healthFor } from '../../domain/shared/health';
import { mount } from '../route';

export function healthRouter(): Router {
  const router = Router();
  mount(router, health, ({ user }) => healthFor(user));
  return router;
}
