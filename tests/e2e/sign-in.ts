/**
 * Signing in for tests whose subject is not the Sign In screen. The first sign-in of an
 * account in a test worker goes through the screen; the Firebase session it leaves in the
 * browser (the SDK's IndexedDB record, and the app's cached user) is kept, and later sign-ins
 * of that account write it into the new page's storage and open /dashboard: the path of a
 * person who comes back to the app still signed in. That saves the Sign In screen's load and
 * round trips at every later call. The screen itself is tested where it is the subject
 * (auth.spec, login-prerender.spec, first-press.spec, platform §2 and §5).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Ionic's native input (support.ts has the reason); repeated here to keep this module stand-alone. */
const NATIVE_INPUT = 'input:not(.cloned-input)';

/** Where Firebase Auth's indexedDBLocalPersistence keeps the signed-in user. */
const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';
/** The app's cached user record (src/data/auth/auth.ts USER_CACHE_KEY). */
const APP_USER_KEY = 'auth_user';
/** A same-origin address the service worker leaves alone (navigateFallbackDenylist): a cheap document to write storage from. */
const STORAGE_ORIGIN_PAGE = '/__/firebase/init.json';

interface StoredSession {
  records: unknown[];
  appUser: string | null;
}

const sessions = new Map<string, StoredSession>();

async function readSession(page: Page): Promise<StoredSession> {
  return page.evaluate(
    async ({ db, store, appUserKey }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      database.close();
      return { records, appUser: localStorage.getItem(appUserKey) };
    },
    { db: FIREBASE_DB, store: FIREBASE_STORE, appUserKey: APP_USER_KEY },
  );
}

async function writeSession(page: Page, session: StoredSession): Promise<void> {
  await page.evaluate(
    async ({ db, store, appUserKey, records, appUser }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(db, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: 'fbase_key' });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction(store, 'readwrite');
        const objects = transaction.objectStore(store);
        objects.clear();
        for (const record of records) objects.put(record);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
      if (appUser) localStorage.setItem(appUserKey, appUser);
      else localStorage.removeItem(appUserKey);
    },
    { db: FIREBASE_DB, store: FIREBASE_STORE, appUserKey: APP_USER_KEY, ...session },
  );
}

const appOrigin = (): string => new URL(process.env.APP_URL ?? 'http://localhost:5000').origin;
const onAppOrigin = (page: Page): boolean => page.url().startsWith(`${appOrigin()}/`);

/** Writes the kept session into the page's storage and opens /dashboard: true when it greets the account. */
async function restored(page: Page, email: string, session: StoredSession): Promise<boolean> {
  if (!onAppOrigin(page)) await page.goto(STORAGE_ORIGIN_PAGE);
  await writeSession(page, session);
  await page.goto('/dashboard');
  const greeting = page.getByText(`Welcome, ${email}`);
  // Signed in for real, the dashboard greets the account; a session ended since lands on /login.
  await expect(greeting.or(page.getByTestId('login-submit'))).toBeVisible();
  return greeting.isVisible();
}

/**
 * Signs `email` in and waits for /dashboard. `submit` presses the Sign In button (a tap on a
 * phone, a click on a desktop) the first time.
 */
export async function signInAs(
  page: Page,
  email: string,
  password: string,
  submit: (button: Locator) => Promise<void> = (button) => button.tap(),
): Promise<void> {
  const key = `${email}\n${password}`;
  const stored = sessions.get(key);
  if (stored && (await restored(page, email, stored))) return;
  // Never kept, or ended since (signing out revokes the account's sessions): through the screen.
  sessions.delete(key);
  await page.goto('/login');
  await page.getByTestId('login-email').locator(NATIVE_INPUT).fill(email);
  await page.getByTestId('login-password').locator(NATIVE_INPUT).fill(password);
  await submit(page.getByTestId('login-submit'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await readSession(page);
  if (session.records.length) sessions.set(key, session);
}
