/**
 * The screen labels the specs quote (platform-spec §2, rooms-and-play-spec §2), written once
 * and used by name on the screens. Messages (errors, notices) are in messages.ts; the
 * early-access texts and option sets in early-access.ts. tests/conformance/catalogue.test.ts
 * checks that every quoted text of the specs is in one of these catalogues, that every
 * entry is used, and that no screen retypes one.
 */

export const LANDING_LABELS = {
  betaChip: 'Now in Beta',
  meetGameMaster: 'Meet the AI Game Master',
  joinEarlyAccess: 'Join Early Access',
} as const;

export const AUTH_LABELS = {
  toSignup: 'create a new account',
  toLogin: 'sign in to existing account',
  createAccount: 'Create Account',
} as const;

export const NAVIGATION_LABELS = {
  backToHome: 'Back to Home',
  backToDashboard: 'Back to Dashboard',
  goToLogin: 'Go to Login',
} as const;

export const EARLY_ACCESS_LABELS = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  pleaseSpecify: 'Please specify',
} as const;

export const INVITATION_LABELS = {
  alreadyHaveAccount: 'Already have an account? Sign In',
  expired: 'Expired',
} as const;

export const EDITOR_LABELS = {
  title: (title: string) => `Edit Scene: ${title}`,
  subtitle: (sceneNumber: number, aiPositioned: boolean) =>
    `Scene ${sceneNumber} - ${aiPositioned ? EDITOR_LABELS.aiPositioned : EDITOR_LABELS.legacy}`,
  aiPositioned: 'AI Positioned',
  legacy: 'Legacy',
  manual: 'Manual',
  generatingGrid: 'Generating Grid...',
  loading: 'Loading scene editor...',
  playerView: 'Player View',
} as const;

export const SCENE_LABELS = {
  noImage: 'No image available',
  sceneOf: (scene: number, total: number) => `Scene ${scene} of ${total}`,
} as const;

/** Ermie's chat on the play screen (issue 33): the next hint, offered in a reply, bought only on this button. */
export const CHAT_LABELS = {
  getHint: (cost: number) => `Get a hint — ${cost} ${cost === 1 ? 'point' : 'points'}`,
  showHintAgain: 'Show hint again — free',
} as const;
