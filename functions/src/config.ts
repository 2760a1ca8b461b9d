/**
 * The only reader of process.env. Everything configurable is read here, once, and
 * handed to the rest of the backend as plain values.
 */
export type AiProvider = 'offline' | 'gemini';

export interface AiConfig {
  provider: AiProvider;
  /** Server-side secret; never sent to the web bundle. */
  geminiApiKey: string | undefined;
  /** Overrides the Gemini REST base URL (tests point it at a local mock server). */
  geminiBaseUrl: string | undefined;
  textModel: string;
  imageModel: string;
  /** The cheap text tier, for short answers (the chat). */
  liteModel: string;
  /**
   * One attempt of a Gemini step has this long; then its call is aborted (the request closed)
   * and the attempt counts as failed (retried once, then offline).
   */
  timeoutMs: number;
  /** Transient failures (HTTP 429/500/503, network) are retried inside an attempt with exponential backoff. */
  retry: { maxRetries: number; initialDelayMs: number; jitter: boolean };
}

/**
 * The Gemini models used unless GEMINI_TEXT_MODEL / GEMINI_IMAGE_MODEL / GEMINI_LITE_MODEL say
 * otherwise: names the Gemini API serves (checked at start against its models list).
 */
export const DEFAULT_GEMINI_MODELS = {
  textModel: 'gemini-3.5-flash',
  imageModel: 'gemini-3.1-flash-image',
  liteModel: 'gemini-3.1-flash-lite',
} as const;

/** The setting that names each model, for messages that tell what to change. */
export const GEMINI_MODEL_SETTINGS = {
  textModel: 'GEMINI_TEXT_MODEL',
  imageModel: 'GEMINI_IMAGE_MODEL',
  liteModel: 'GEMINI_LITE_MODEL',
} as const;

/** Invitation delivery. With no SMTP settings, messages go to the dev outbox table only. */
export interface MailConfig {
  /** e.g. smtp://user:pass@host:587 or smtps://…; takes precedence over host/port. */
  smtpUrl: string | undefined;
  smtpHost: string | undefined;
  smtpPort: number;
  smtpUser: string | undefined;
  smtpPass: string | undefined;
  /** The From header of every message. */
  from: string;
  /** Base of the links in emails (the registration link is `${appBaseUrl}/invitation/${token}`). */
  appBaseUrl: string;
}

/**
 * Request limits per minute, counted in PostgreSQL so every function instance shares them.
 * Public endpoints count per client address; signed-in ones per user (chat: per user, else per address).
 */
export interface RateLimitConfig {
  /** POST /public/eoi_responses, per address. */
  eoiPerMinute: number;
  /** POST /invitations/verify and POST /invitations/accept, per address. */
  invitationsPerMinute: number;
  /** POST /signup, per address. */
  signupPerMinute: number;
  /** POST /login, per address. */
  loginPerMinute: number;
  /** The AI creation calls (create room, create scenes, scene image, finalize), per admin. */
  aiPerMinute: number;
  /** Chat messages, per signed-in user, else per client address. */
  chatPerMinute: number;
  /**
   * The play routes, per user (http/limits.ts says why these numbers): POST interact, POST sync,
   * POST session/restart, and hint actions (bought through sync).
   */
  playInteractPerMinute: number;
  playSyncPerMinute: number;
  playRestartPerMinute: number;
  playHintsPerMinute: number;
  /** Wrong code entries per user per lock in one window (domain/play/wrong-entries.ts); then 429 until it ends. */
  wrongCodesPerLock: number;
  /** That window, in milliseconds (60 s; tests shorten it). */
  wrongCodeWindowMs: number;
  /** Requests of one player on one play route running at once in an instance; more wait their turn (http/in-flight.ts). */
  playInFlightPerUser: number;
}

export interface AppConfig {
  databaseUrl: string;
  /** Set by the Firebase emulators (or tests); when present, firebase-admin talks to the Auth emulator. */
  authEmulatorHost: string | undefined;
  projectId: string;
  /** Web API key used for the Identity Toolkit password sign-in behind POST /api/v1/login. */
  firebaseWebApiKey: string;
  ai: AiConfig;
  isEmulated: boolean;
  mail: MailConfig;
  rateLimits: RateLimitConfig;
  /**
   * How many proxies in front of the app append to X-Forwarded-For (Express `trust proxy`).
   * Firebase Hosting → Functions is one: the client address is the right-most entry, so
   * whatever a client writes into the header itself is ignored. 0 uses the socket address.
   */
  trustProxyHops: number;
}

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : undefined;
};

const positiveInt = (name: string, fallback: number): number => {
  const value = Number(env(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const nonNegativeInt = (name: string, fallback: number): number => {
  const raw = env(name);
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The embedded database of the local stack (`npm start`): the database when DATABASE_URL is not set. */
export const LOCAL_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5433/postgres';

export function loadConfig(): AppConfig {
  const geminiApiKey = env('GEMINI_API_KEY') ?? env('GOOGLE_GENAI_API_KEY') ?? env('GOOGLE_API_KEY');
  const provider: AiProvider = (env('AI_PROVIDER') as AiProvider | undefined) ?? (geminiApiKey ? 'gemini' : 'offline');
  return {
    databaseUrl: env('DATABASE_URL') ?? LOCAL_DATABASE_URL,
    authEmulatorHost: env('FIREBASE_AUTH_EMULATOR_HOST'),
    projectId: env('GCLOUD_PROJECT') ?? env('GOOGLE_CLOUD_PROJECT') ?? 'demo-escape-studio',
    // Not FIREBASE_WEB_API_KEY: firebase deploy refuses FIREBASE_-prefixed keys in functions/.env files.
    firebaseWebApiKey: env('WEB_API_KEY') ?? 'demo-api-key',
    ai: {
      provider: provider === 'gemini' && geminiApiKey ? 'gemini' : 'offline',
      geminiApiKey,
      geminiBaseUrl: env('GEMINI_BASE_URL'),
      textModel: env('GEMINI_TEXT_MODEL') ?? DEFAULT_GEMINI_MODELS.textModel,
      imageModel: env('GEMINI_IMAGE_MODEL') ?? DEFAULT_GEMINI_MODELS.imageModel,
      liteModel: env('GEMINI_LITE_MODEL') ?? DEFAULT_GEMINI_MODELS.liteModel,
      timeoutMs: positiveInt('GEMINI_TIMEOUT_MS', 60_000),
      retry: {
        maxRetries: nonNegativeInt('GEMINI_MAX_RETRIES', 2),
        initialDelayMs: positiveInt('GEMINI_RETRY_DELAY_MS', 1_000),
        jitter: true,
      },
    },
    isEmulated: env('FUNCTIONS_EMULATOR') === 'true' || Boolean(env('FIREBASE_AUTH_EMULATOR_HOST')),
    mail: {
      smtpUrl: env('SMTP_URL'),
      smtpHost: env('SMTP_HOST'),
      smtpPort: positiveInt('SMTP_PORT', 587),
      smtpUser: env('SMTP_USER'),
      smtpPass: env('SMTP_PASS'),
      from: env('SMTP_FROM') ?? 'Escape Room Studio <no-reply@localhost>',
      appBaseUrl: (env('APP_BASE_URL') ?? 'http://localhost:5000').replace(/\/+$/, ''),
    },
    rateLimits: {
      eoiPerMinute: positiveInt('EOI_RATE_LIMIT_PER_MINUTE', 10),
      invitationsPerMinute: positiveInt('INVITATION_RATE_LIMIT_PER_MINUTE', 60),
      signupPerMinute: positiveInt('SIGNUP_RATE_LIMIT_PER_MINUTE', 20),
      loginPerMinute: positiveInt('LOGIN_RATE_LIMIT_PER_MINUTE', 30),
      aiPerMinute: positiveInt('AI_RATE_LIMIT_PER_MINUTE', 60),
      chatPerMinute: positiveInt('CHAT_RATE_LIMIT_PER_MINUTE', 20),
      playInteractPerMinute: positiveInt('PLAY_INTERACT_RATE_LIMIT_PER_MINUTE', 300),
      playSyncPerMinute: positiveInt('PLAY_SYNC_RATE_LIMIT_PER_MINUTE', 300),
      playRestartPerMinute: positiveInt('PLAY_RESTART_RATE_LIMIT_PER_MINUTE', 10),
      playHintsPerMinute: positiveInt('PLAY_HINT_RATE_LIMIT_PER_MINUTE', 30),
      wrongCodesPerLock: positiveInt('WRONG_CODES_PER_LOCK_PER_MINUTE', 10),
      wrongCodeWindowMs: positiveInt('WRONG_CODE_WINDOW_MS', 60_000),
      playInFlightPerUser: positiveInt('PLAY_IN_FLIGHT_PER_USER', 1),
    },
    trustProxyHops: nonNegativeInt('TRUST_PROXY_HOPS', 1),
  };
}

let cached: AppConfig | undefined;
export const config = (): AppConfig => (cached ??= loadConfig());
/** Tests swap configuration (for example to point the AI at a mock Gemini server). */
export const setConfigForTests = (next: AppConfig | undefined): void => {
  cached = next;
};
