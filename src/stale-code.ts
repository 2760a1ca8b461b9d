/**
 * After a deploy, an open tab's lazily loaded code may be gone: the new service worker drops the
 * old build's files from its cache and Hosting answers them with 404 (firebase.json). Vite fires
 * `vite:preloadError` on `window` when a dynamic import fails; the app then reloads once, onto the
 * new version. The reload is remembered in sessionStorage: a failure within RELOAD_GUARD_MS of the
 * last reload is not a stale tab but a fault that reloading does not mend (no loop), and the error
 * is left to the page's error screen (components/feedback/PageLoadBoundary.tsx).
 * Installed by main.tsx before its first dynamic import, so it is part of the entry chunk.
 */

/** The sessionStorage key of the last reload made for missing code: `{ at }`, a time in ms. */
export const STALE_CODE_RELOAD_KEY = 'ermie.staleCodeReload';
/** A failure this soon after a reload for missing code gets the error screen, not another reload. */
export const RELOAD_GUARD_MS = 60_000;

/** What the decision needs of sessionStorage (a Storage, or a stand-in in tests). */
export type ReloadRecordStore = Pick<Storage, 'getItem' | 'setItem'>;

/** When the last reload for missing code was made (ms), or null: none, or unreadable. */
function lastReloadAt(store: ReloadRecordStore): number | null {
  try {
    const at: unknown = (JSON.parse(store.getItem(STALE_CODE_RELOAD_KEY) ?? 'null') as { at?: unknown } | null)?.at;
    return typeof at === 'number' && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/**
 * Whether a failed code load at `now` should reload the page, recording the reload if so. No when
 * the last reload was under RELOAD_GUARD_MS ago, or when the record cannot be written (without it
 * nothing would stop a loop).
 */
export function claimStaleCodeReload(store: ReloadRecordStore, now: number): boolean {
  const last = lastReloadAt(store);
  if (last !== null && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    store.setItem(STALE_CODE_RELOAD_KEY, JSON.stringify({ at: now }));
    return true;
  } catch {
    return false;
  }
}

let reloadStarted = false;

/** True once a reload for missing code has begun: the page's error screen then waits for it instead. */
export const reloadingForNewVersion = (): boolean => reloadStarted;

/** Listens for failed code loads on `target` and reloads once (see the file's comment). */
export function reloadOnStaleCode(target: Window = window): void {
  target.addEventListener('vite:preloadError', () => {
    if (reloadStarted) return;
    let store: ReloadRecordStore;
    try {
      store = target.sessionStorage;
    } catch {
      return;
    }
    if (!claimStaleCodeReload(store, Date.now())) return;
    reloadStarted = true;
    target.location.reload();
  });
}
