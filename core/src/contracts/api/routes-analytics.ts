/**
 * Creator analytics (issue 32 items 4 and 5): a room version's aggregates for its owner, and for
 * admins on any room; players and other creators get 403 (the owner check of `owns`).
 */
import { RoomAnalyticsQuerySchema, RoomAnalyticsSchema } from '../analytics';
import { defineRoute, IdParamSchema, success } from './contract';

export const analyticsApi = {
  /** Funnel, drop-off, per-puzzle figures and the escapes' time and hints, rows of 5+ players only. */
  room: defineRoute({
    name: 'analytics.room',
    method: 'GET',
    path: '/escape_rooms/:id/analytics',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: IdParamSchema,
    query: RoomAnalyticsQuerySchema,
    response: success({ analytics: RoomAnalyticsSchema }),
  }),
};
