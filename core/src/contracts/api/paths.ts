/**
 * Every route's method, path and access, without zod: the play screen and the landing page
 * build their URLs from here and stay free of the schemas. paths.test.ts checks this table
 * against the route contracts (routes-*.ts), route by route, so a path cannot drift from its
 * contract; contract.ts fills paths with `fillPath` too.
 */
export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; optional: anyone, the user is known when signed in; user: signed in; creator: the
 * creator or admin role (a creator only on their own rooms and agents); admin: admin role.
 */
export type Access = 'public' | 'optional' | 'user' | 'creator' | 'admin';

export interface RoutePath {
  method: HttpMethod;
  /** Relative to /api/v1, Express style: '/escape_rooms/:id'. */
  path: string;
  access: Access;
}

const route = (method: HttpMethod, path: string, access: Access): RoutePath => ({ method, path, access });

/** Keyed by the contract's `name`. */
export const API_PATHS = {
  health: route('GET', '/health', 'optional'),
  'auth.login': route('POST', '/login', 'public'),
  'auth.signup': route('POST', '/signup', 'public'),
  'auth.logout': route('DELETE', '/logout', 'user'),
  'auth.currentUser': route('GET', '/current_user', 'user'),
  'users.profile': route('GET', '/users/profile', 'user'),
  'users.list': route('GET', '/users', 'admin'),
  'users.promote': route('POST', '/users/:id/promote', 'admin'),
  'users.demote': route('POST', '/users/:id/demote', 'admin'),
  'users.setRole': route('PUT', '/users/:id/role', 'admin'),
  'users.remove': route('DELETE', '/users/:id', 'admin'),
  'agents.list': route('GET', '/agents', 'creator'),
  'agents.create': route('POST', '/agents', 'creator'),
  'rooms.list': route('GET', '/escape_rooms', 'user'),
  'rooms.create': route('POST', '/escape_rooms', 'creator'),
  'rooms.get': route('GET', '/escape_rooms/:id', 'creator'),
  'rooms.createScenes': route('POST', '/escape_rooms/:id/create_scenes', 'creator'),
  'rooms.generateSceneImage': route('POST', '/escape_rooms/:id/generate_scene_image', 'creator'),
  'rooms.finalize': route('POST', '/escape_rooms/:id/finalize', 'creator'),
  'rooms.toggleEnabled': route('PATCH', '/escape_rooms/:id/toggle_enabled', 'creator'),
  'rooms.settings': route('PATCH', '/escape_rooms/:id/settings', 'creator'),
  'play.package': route('GET', '/escape_rooms/:id/package', 'user'),
  'play.offlinePackage': route('POST', '/escape_rooms/:id/offline_package', 'user'),
  'play.session': route('GET', '/escape_rooms/:id/session', 'user'),
  'play.restart': route('POST', '/escape_rooms/:id/session/restart', 'user'),
  'play.interact': route('POST', '/escape_rooms/:id/interact/:elementId', 'user'),
  'play.sync': route('POST', '/escape_rooms/:id/sync', 'user'),
  'media.roomCover': route('GET', '/escape_rooms/:id/cover', 'public'),
  'media.get': route('GET', '/media/:id', 'public'),
  'editor.scene': route('GET', '/escape_rooms/:id/edit_scene/:sceneIndex', 'creator'),
  'editor.updateElement': route('PUT', '/escape_rooms/:id/update_element/:elementId', 'creator'),
  'editor.createElement': route('POST', '/escape_rooms/:id/scene/:sceneIndex/create_element', 'creator'),
  'editor.deleteElement': route('DELETE', '/escape_rooms/:id/delete_element/:elementId', 'creator'),
  'editor.undo': route('POST', '/escape_rooms/:id/undo_edit', 'creator'),
  'editor.regenerateVisualization': route(
    'POST',
    '/escape_rooms/:id/scene/:sceneIndex/regenerate_visualization',
    'creator',
  ),
  'editor.gridImage': route('POST', '/escape_rooms/:id/scene/:sceneIndex/generate_grid_image', 'creator'),
  'editor.modifyScene': route('POST', '/escape_rooms/:id/scene/:sceneIndex/modify_scene', 'creator'),
  'editor.graph': route('GET', '/escape_rooms/:id/puzzle_graph', 'creator'),
  'editor.assistant': route('POST', '/escape_rooms/:id/scene/:sceneIndex/assistant', 'creator'),
  'ai.chat': route('POST', '/gemini/chat', 'optional'),
  'ai.editStoryboard': route('POST', '/gemini/edit-storyboard', 'creator'),
  'ai.editSceneImage': route('POST', '/gemini/edit-scene-image', 'creator'),
  'ai.generateScene': route('POST', '/gemini/generate-scene', 'creator'),
  'ai.suggestElements': route('POST', '/gemini/suggest-puzzle-elements', 'creator'),
  'ai.validateRoom': route('POST', '/gemini/validate-escape-room', 'creator'),
  'eoi.submit': route('POST', '/public/eoi_responses', 'public'),
  'eoi.list': route('GET', '/eoi_responses', 'admin'),
  'invitations.list': route('GET', '/admin/invitations', 'admin'),
  'invitations.create': route('POST', '/admin/invitations', 'admin'),
  'invitations.resend': route('POST', '/admin/invitations/:id/resend', 'admin'),
  'invitations.bulk': route('POST', '/admin/invitations/bulk', 'admin'),
  'invitations.cancel': route('DELETE', '/admin/invitations/:id', 'admin'),
  'invitations.outbox': route('GET', '/admin/outbox', 'admin'),
  'invitations.verify': route('POST', '/invitations/verify', 'public'),
  'invitations.accept': route('POST', '/invitations/accept', 'public'),
  'community.browse': route('GET', '/room_browser', 'user'),
  'community.roomPage': route('GET', '/escape_rooms/:id/page', 'user'),
  'community.rate': route('PUT', '/escape_rooms/:id/rating', 'user'),
  'community.reviewVisibility': route('PUT', '/reviews/:id/visibility', 'admin'),
  'community.leaderboard': route('GET', '/escape_rooms/:id/leaderboard', 'user'),
  'community.xpBoard': route('GET', '/xp/leaderboard', 'user'),
  'community.shareImage': route('GET', '/escape_rooms/:id/share_image', 'public'),
  'community.myXp': route('GET', '/xp/me', 'user'),
  'analytics.room': route('GET', '/escape_rooms/:id/analytics', 'creator'),
  'community.remix': route('POST', '/escape_rooms/:id/remix', 'creator'),
} as const satisfies Record<string, RoutePath>;

export type RouteName = keyof typeof API_PATHS;

/** Fills the `:name` segments of a route path, URI-encoded, under /api/v1. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
  return `${API_PREFIX}${filled}`;
}

/** The URL of a route by name, with its path parameters (the client adds any query). */
export const apiUrl = (name: RouteName, params: Record<string, string> = {}): string =>
  fillPath(API_PATHS[name].path, params);
