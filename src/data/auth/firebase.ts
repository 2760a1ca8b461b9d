/**
 * The only file that initialises Firebase. Everything here is public client config
 * (the web API key identifies the project, it is not a secret); no secret reaches
 * the bundle. In a `demo-*` project the Auth emulator is used unless told otherwise.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-escape-studio',
  authDomain:
    env.VITE_FIREBASE_AUTH_DOMAIN || `${env.VITE_FIREBASE_PROJECT_ID || 'demo-escape-studio'}.firebaseapp.com`,
};

const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/** The emulator URL to use, or null for the real Firebase Auth. */
export function authEmulatorUrl(projectId: string, configured: string | undefined): string | null {
  if (configured) return configured;
  return projectId.startsWith('demo-') ? DEFAULT_AUTH_EMULATOR_URL : null;
}

export const firebaseApp = initializeApp(firebaseConfig);
// initializeAuth without a popup/redirect resolver: getAuth() would load Google's
// iframe script from apis.google.com on every start, which fails offline.
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

const emulator = authEmulatorUrl(firebaseConfig.projectId, env.VITE_AUTH_EMULATOR_URL);
if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
