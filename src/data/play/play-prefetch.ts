/**
 * A room opened straight from its address (a link, a reload, the installed app's last page) asks
 * for its package and the player's session as soon as the signed-in user's token is known, while
 * the session check and the play screen's code (and Dexie, which reads the player's local copy)
 * are still on their way (issue 13). The play screen takes those answers once, if they are for
 * the same room and the same user and recent, else asks again as it always did.
 */
import { currentIdentity } from '../http/api';
import { preloadDexie } from './offline/offline-db-loader';
import { fetchServerSession } from './play-loader';
import { httpRoomNetwork, type PlayerPackage, type RoomNetwork, type ServerSession } from './offline/room-cache';
import { isOnline } from '../http/useOnline';

/** Older answers are asked for again (the room or the player's game may have moved on). */
const FRESH_MS = 60_000;

interface EarlyAnswers {
  uid: string;
  at: number;
  pkg: Promise<PlayerPackage>;
  session: Promise<ServerSession | null>;
}

const early = new Map<string, Promise<EarlyAnswers | null>>();

/** Starts the requests when someone is signed in and online; nothing happens otherwise. */
export function prefetchPlayRoom(roomId: string): void {
  preloadDexie(); // the local session and stored images are read with it, online or not
  if (!isOnline() || early.has(roomId)) return;
  const answers = currentIdentity().then(
    (identity) => {
      if (!identity) return null;
      const pkg = httpRoomNetwork.fetchPackage(roomId);
      pkg.catch(() => undefined); // a failure is the play screen's to report, when it asks
      return { uid: identity.uid, at: Date.now(), pkg, session: fetchServerSession(roomId) };
    },
    () => null,
  );
  early.set(roomId, answers);
}

/** The play screen's network for this room and user: the early answers the first time, the server after. */
export function playNetwork(roomId: string, uid: string | null): RoomNetwork {
  const started = early.get(roomId);
  if (!started) return httpRoomNetwork;
  early.delete(roomId);
  const mine = started.then((answers) =>
    answers && answers.uid === uid && Date.now() - answers.at < FRESH_MS ? answers : null,
  );
  return {
    ...httpRoomNetwork,
    fetchPackage: async (id) => {
      const answers = id === roomId ? await mine : null;
      return answers ? answers.pkg : httpRoomNetwork.fetchPackage(id);
    },
    fetchSession: async (id) => {
      const answers = id === roomId ? await mine : null;
      return answers ? answers.session : fetchServerSession(id);
    },
  };
}
