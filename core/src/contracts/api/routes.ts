/**
 * Every route of /api/v1, declared once (see contract.ts) in two files by spec: the platform
 * and the rooms. Routers mount these; the web client calls them; the permission-matrix and
 * fuzz tests walk `API_ROUTES`.
 */
import type { RouteContract } from './contract';
import { authApi, earlyAccessApi, health, invitationsApi, usersApi } from './routes-platform';
import { agentsApi, mediaApi, playApi, roomsApi } from './routes-rooms';
import { editorApi } from './routes-editor';
import { aiAssistApi } from './routes-ai';
import { communityApi } from './routes-community';
import { analyticsApi } from './routes-analytics';

export { authApi, earlyAccessApi, health, invitationsApi, usersApi } from './routes-platform';
export { agentsApi, mediaApi, playApi, roomsApi, RoomListQuerySchema, type RoomListQuery } from './routes-rooms';
export { editorApi } from './routes-editor';
export { aiAssistApi } from './routes-ai';
export { communityApi } from './routes-community';
export { analyticsApi } from './routes-analytics';

/** Every route, for the server's mounting check and the cross-cutting tests. */
export const API_ROUTES: RouteContract[] = [
  health,
  ...Object.values(authApi),
  ...Object.values(usersApi),
  ...Object.values(agentsApi),
  ...Object.values(roomsApi),
  ...Object.values(playApi),
  ...Object.values(mediaApi),
  ...Object.values(editorApi),
  ...Object.values(aiAssistApi),
  ...Object.values(earlyAccessApi),
  ...Object.values(invitationsApi),
  ...Object.values(communityApi),
  ...Object.values(analyticsApi),
];
