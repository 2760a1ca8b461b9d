/**
 * A play screen's address: /play/:id, or /escape-room/:id (the spec's older form). Read by the app
 * (its early requests, data/play/play-prefetch.ts) and, as its source text, by the prerendered play
 * screen's script before the app runs (pages/play/prerender/play-prerender.ts).
 */
export const PLAY_ADDRESS = /^\/(?:play|escape-room)\/([^/]+)\/?$/;

/** The room id in a play address, or null (also for a malformed escape in it). */
export function playRoomIdOf(pathname: string): string | null {
  const match = PLAY_ADDRESS.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
