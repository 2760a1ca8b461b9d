/**
 * Opening a room for play: the package and images (network or offline copy), then the
 * session to resume (local, else the server's, else a new game), saved locally.
 */
import { roomRoutes, type GameSession, type GameState, type Keyring, type SealedPackage } from '@core';
import { initialState } from '@core/engine';
import { apiFetch } from './api';
import type { LocalSession, PlayStore } from './offline-db';
import { chooseResume, type ResumeSource } from './play-session';
import { loadRoom, type RoomNetwork } from './room-cache';

export interface OpenedRoom {
  /** The sealed package: the play screen opens its texts with the session's keyring as the player goes. */
  sealed: SealedPackage;
  /** Scene id -> image source (object url of the stored blob, else the network url). */
  imageSources: Record<string, string>;
  /** Object urls to revoke when the screen closes. */
  objectUrls: string[];
  session: LocalSession;
  source: ResumeSource;
  fromCache: boolean;
}

export async function fetchServerSession(
  roomId: string,
): Promise<{ game_session: GameSession; state: GameState } | null> {
  try {
    return await apiFetch<{ game_session: GameSession; state: GameState }>(roomRoutes.session(roomId));
  } catch {
    return null; // Offline or the server is unreachable: play on locally.
  }
}

export async function openPlayRoom(
  store: PlayStore,
  network: RoomNetwork,
  roomId: string,
  online: boolean,
  now: () => Date = () => new Date(),
): Promise<OpenedRoom> {
  const loaded = await loadRoom(store, network, roomId, online, now);
  const pkg = loaded.sealed;
  const [local, server] = await Promise.all([
    store.getSession(roomId).catch(() => undefined),
    online ? fetchServerSession(roomId) : Promise.resolve(null),
  ]);
  const chosen = chooseResume(pkg, local, server?.state, initialState);
  const keepLocal = chosen.source === 'local' && local;
  const stamp = now().toISOString();
  const session: LocalSession = {
    room_id: roomId,
    version: pkg.version,
    state: chosen.state,
    session_id: server?.game_session.id ?? local?.session_id ?? null,
    server_points: server?.game_session.total_points ?? (keepLocal ? local.server_points : null),
    hints_given: keepLocal ? (local.hints_given ?? {}) : {},
    keyring: mergeKeyrings(local?.version === pkg.version ? local.keyring : undefined, loaded.serverKeyring),
    practice: keepLocal ? Boolean(local.practice) : false,
    started_at: keepLocal ? local.started_at : (server?.game_session.created_at ?? stamp),
    finished_at: keepLocal
      ? local.finished_at
      : chosen.state.escaped
        ? (server?.game_session.updated_at ?? stamp)
        : null,
    updated_at: stamp,
  };
  await store.putSession(session).catch(() => undefined);

  const imageSources: Record<string, string> = {};
  const objectUrls: string[] = [];
  const byUrl = new Map<string, string>();
  for (const [url, blob] of loaded.images) {
    const objectUrl = URL.createObjectURL(blob);
    objectUrls.push(objectUrl);
    byUrl.set(url, objectUrl);
  }
  for (const scene of pkg.scenes) {
    const src = byUrl.get(scene.image_url) ?? (online ? scene.image_url : undefined);
    if (src) imageSources[scene.id] = src;
  }
  return {
    sealed: pkg,
    imageSources,
    objectUrls,
    session,
    source: chosen.source,
    fromCache: loaded.source === 'cache',
  };
}

/** The keys held on this device plus the server's (a key only ever opens what its lock guards). */
export function mergeKeyrings(...keyrings: Array<Keyring | null | undefined>): Keyring {
  return Object.assign({}, ...keyrings.filter(Boolean)) as Keyring;
}
