/**
 * The creator analytics call (issue 32): callApi over core's contract (routes-analytics.ts), with the
 * server's words when it refuses (403 for another creator's room, 404 for a room that is gone).
 */
import { analyticsApi, type RoomAnalytics } from '@core';
import { callApi, failureMessage } from '../http/api-client';

export const ANALYTICS_LOAD_FAILED = 'Failed to load the analytics';

export async function fetchRoomAnalytics(roomId: string, version?: string): Promise<RoomAnalytics> {
  try {
    const answer = await callApi(analyticsApi.room, { params: { id: roomId }, query: { version } });
    return answer.analytics;
  } catch (error) {
    throw new Error(failureMessage(error, ANALYTICS_LOAD_FAILED));
  }
}
