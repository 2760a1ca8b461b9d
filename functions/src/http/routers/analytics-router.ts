/** Creator analytics (issue 32 items 4 and 5): a room version's aggregates, for its owner or an admin. */
import { Router } from 'express';
import { analyticsApi } from '@core';
import { roomAnalytics } from '../../domain/analytics/room-analytics';
import { mount } from '../route';

export function analyticsRouter(): Router {
  const router = Router();
  mount(router, analyticsApi.room, async ({ params, query }) => ({
    status: 'success',
    analytics: await roomAnalytics(params.id, query),
  }));
  return router;
}
