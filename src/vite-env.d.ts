/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** Where the dashboard's XP Program button goes (default: the app's own /xp page). */
  readonly VITE_XP_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
