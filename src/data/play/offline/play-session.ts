/**
 * Which game state a player resumes from, and when the server's replayed state
 * replaces the local one. Pure: the hook feeds it what Dexie and the server hold.
 */
import type { GameState, RoomPackage } from '@core';
import type { LocalSession } from './offline-db';

export type ResumeSource = 'local' | 'server' | 'initial';

/** True when every scene and element the state names exists in the package. */
export function stateFitsPackage(pkg: RoomPackage, state: GameState | null | undefined): state is GameState {
  if (!state || typeof state !== 'object' || !Array.isArray(state.visited_scene_ids)) return false;
  const sceneIds = new Set(pkg.scenes.map((scene) => scene.id));
  const elementIds = new Set(pkg.scenes.flatMap((scene) => scene.elements.map((el) => el.id)));
  return (
    sceneIds.has(state.scene_id) &&
    state.visited_scene_ids.every((id) => sceneIds.has(id)) &&
    Object.keys(state.elements ?? {}).every((id) => elementIds.has(id))
  );
}

/**
 * The local session when it belongs to this package version (it holds progress the
 * server may not have yet), else the server's session state, else a new game.
 */
export function chooseResume(
  pkg: RoomPackage,
  local: LocalSession | undefined,
  server: GameState | null | undefined,
  makeInitial: (pkg: RoomPackage) => GameState,
): { state: GameState; source: ResumeSource } {
  if (local && local.version === pkg.version && stateFitsPackage(pkg, local.state))
    return { state: local.state, source: 'local' };
  if (stateFitsPackage(pkg, server)) return { state: server, source: 'server' };
  return { state: makeInitial(pkg), source: 'initial' };
}

/**
 * After a flush that emptied the queue, the server's state is the record of every
 * action. It replaces the local state only when no action was taken locally since
 * the flush began (else it would lag behind), it fits the package, and it differs.
 */
export function shouldAdoptServerState(args: {
  pkg: RoomPackage;
  local: GameState;
  server: GameState;
  pending: number;
  revisionAtStart: number;
  revisionNow: number;
}): boolean {
  const { pkg, local, server, pending, revisionAtStart, revisionNow } = args;
  if (pending !== 0 || revisionAtStart !== revisionNow) return false;
  if (!stateFitsPackage(pkg, server)) return false;
  return canonical(local) !== canonical(server);
}

/** Order-independent JSON, so key order from the server does not look like a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The score to show: the server's once everything is synced, the local engine's meanwhile. */
export function displayedPoints(
  local: GameState,
  serverPoints: number | null,
  pending: number,
  practice: boolean,
): number {
  if (practice || pending > 0 || serverPoints === null) return local.points;
  return serverPoints;
}

/** "m:ss" or "h:mm:ss" between two instants. */
export function formatDuration(fromIso: string, toIso: string): string {
  const total = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  if (!Number.isFinite(total)) return '0:00';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
