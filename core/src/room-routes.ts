/**
 * The room and play endpoints' addresses. Kept apart from the request and response schemas
 * (rooms.ts re-exports them), so the play screen can call the API without loading zod.
 */
export const roomRoutes = {
  list: '/api/v1/escape_rooms',
  one: (id: string) => `/api/v1/escape_rooms/${id}`,
  createScenes: (id: string) => `/api/v1/escape_rooms/${id}/create_scenes`,
  generateSceneImage: (id: string) => `/api/v1/escape_rooms/${id}/generate_scene_image`,
  finalize: (id: string) => `/api/v1/escape_rooms/${id}/finalize`,
  toggleEnabled: (id: string) => `/api/v1/escape_rooms/${id}/toggle_enabled`,
  package: (id: string) => `/api/v1/escape_rooms/${id}/package`,
  session: (id: string) => `/api/v1/escape_rooms/${id}/session`,
  interact: (id: string, elementId: string) => `/api/v1/escape_rooms/${id}/interact/${elementId}`,
  sync: (id: string) => `/api/v1/escape_rooms/${id}/sync`,
  agents: '/api/v1/agents',
  media: (id: string) => `/api/v1/media/${id}`,
} as const;
