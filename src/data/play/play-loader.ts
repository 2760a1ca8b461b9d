/**
 * Opening a room for play (issue 13: the scene shows as soon as its own image is in). The
 * package (network or offline copy) and the session to resume (local, else the server's, else
 * a new game) are asked for together, and the likely scene's image as soon as the package is in;
 * the room opens once the image of the scene the player is in has come. The other scenes' images follow in the background and are stored for offline play.
 */
import type { Keyring, SealedPackage } from '@core';
import { initialState } from '@core/engine/engine';
import type { LocalSession, PlayStore } from './offline/offline-db';
import { chooseResume, type ResumeSource } from './offline/play-session';
import {
  loadPackage,
  loadSceneImage,
  sceneImageSrc,
  sceneImageUrls,
  type RoomNetwork,
  type ServerSession,
} from './offline/room-cache';
import { fetchPlaySession } from '../http/size-bound-calls';

/** Scene images ready to show: scene id -> source, and the object urls to revoke when the screen closes. */
export interface SceneImages {
  /** Scene id -> image source (object url of the stored blob, else the network url). */
  imageSources: Record<string, string>;
  objectUrls: string[];
}

export interface OpenedRoom extends SceneImages {
  /** The sealed package: the play screen opens its texts with the session's keyring as the player goes. */
  sealed: SealedPackage;
  session: LocalSession;
  source: ResumeSource;
  fromCache: boolean;
  /** The other scenes' images, read or fetched (and stored) after the current scene's. */
  moreImages: Promise<SceneImages>;
}

export async function fetchServerSession(roomId: string): Promise<ServerSession | null> {
  try {
    return await fetchPlaySession(roomId);
  } catch {
    return null; // Offline or the server is unreachable: play on locally.
  }
}

/** Sources for the scenes showing these images; online, an image that could not be had is left to the browser. */
function sceneImages(pkg: SealedPackage, urls: string[], blobs: Map<string, Blob>, online: boolean): SceneImages {
  const imageSources: Record<string, string> = {};
  const objectUrls: string[] = [];
  const byUrl = new Map<string, string>();
  for (const [url, blob] of blobs) {
    const objectUrl = URL.createObjectURL(blob);
    objectUrls.push(objectUrl);
    byUrl.set(url, objectUrl);
  }
  for (const scene of pkg.scenes) {
    if (!urls.includes(scene.image_url)) continue;
    const src = byUrl.get(scene.image_url) ?? (online ? sceneImageSrc(scene.image_url) : undefined);
    if (src) imageSources[scene.id] = src;
  }
  return { imageSources, objectUrls };
}

export async function openPlayRoom(
  store: PlayStore,
  network: RoomNetwork,
  roomId: string,
  online: boolean,
  now: () => Date = () => new Date(),
): Promise<OpenedRoom> {
  const fetchSession = network.fetchSession ?? fetchServerSession;
  const serverAnswer = online ? fetchSession(roomId) : Promise.resolve(null);
  const [loaded, local] = await Promise.all([
    loadPackage(store, network, roomId, online),
    store.getSession(roomId).catch(() => undefined),
  ]);
  const pkg = loaded.sealed;
  // Each image is read or fetched once; the likely scene's (this device's, else the first) starts
  // while the server's session is still on its way.
  const loads = new Map<string, Promise<Blob | undefined>>();
  const load = (url: string) => {
    let loading = loads.get(url);
    if (!loading) {
      loading = loadSceneImage(store, network, url, online, now);
      loads.set(url, loading);
    }
    return loading;
  };
  const imageOf = (sceneId: string) => pkg.scenes.find((scene) => scene.id === sceneId)?.image_url;
  const likely = imageOf(local?.version === pkg.version ? local.state.scene_id : initialState(pkg).scene_id);
  if (likely) void load(likely);
  const server = await serverAnswer;
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
    // The offline copy exists only once the server marked the session; offline, the last known mark stands.
    unranked: loaded.source === 'cache' || (server ? !server.game_session.ranked : Boolean(local?.unranked)),
    started_at: keepLocal ? local.started_at : (server?.game_session.created_at ?? stamp),
    finished_at: keepLocal
      ? local.finished_at
      : chosen.state.escaped
        ? (server?.game_session.updated_at ?? stamp)
        : null,
    updated_at: stamp,
  };

  // The scene in sight first (the largest paint), with the session saved meanwhile; the rest after it.
  const urls = sceneImageUrls(pkg);
  const current = imageOf(session.state.scene_id);
  const first = current && urls.includes(current) ? [current] : urls.slice(0, 1);
  const [firstBlob] = await Promise.all([
    first.length ? load(first[0]) : Promise.resolve(undefined),
    store.putSession(session).catch(() => undefined),
  ]);
  const firstBlobs = new Map(firstBlob ? [[first[0], firstBlob]] : []);
  const rest = urls.filter((url) => !first.includes(url));
  const moreImages = Promise.all(rest.map(async (url) => [url, await load(url)] as const)).then((loaded) => {
    const blobs = new Map(loaded.filter((entry): entry is readonly [string, Blob] => entry[1] !== undefined));
    return sceneImages(pkg, rest, blobs, online);
  });
  return {
    sealed: pkg,
    ...sceneImages(pkg, first, firstBlobs, online),
    moreImages,
    session,
    source: chosen.source,
    fromCache: loaded.source === 'cache',
  };
}

/** The keys held on this device plus the server's (a key only ever opens what its lock guards). */
export function mergeKeyrings(...keyrings: Array<Keyring | null | undefined>): Keyring {
  return Object.assign({}, ...keyrings.filter(Boolean)) as Keyring;
}
