/** GET /health: answers before the database is touched, so it tells that the function is up. */
import { Router } from 'express';
import { health } from '@core';
import { mount } from '../route';

export function healthRouter(): Router {
  const router = Router();
  mount(router, health, () => ({ status: 'ok' }));
  return router;
}
