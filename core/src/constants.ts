/** Constants from the product spec, written once and referenced everywhere. */

export const TOKEN_STORAGE_KEY = 'token';
export const BEARER_PREFIX = 'Bearer ';

/** The most earlier chat messages sent with a question (rooms-and-play-spec §4 Chat). */
export const CHAT_HISTORY_MAX = 50;

export const SNACKBAR_MS = 4000;
export const SCROLL_ANIMATION_MS = 300;
export const REGISTRATION_REDIRECT_MS = 2000;
/** Every account password (sign-up, invitation): at least 8 characters (platform-spec §5, NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 8;

export const INVITE_TTL_DAYS = 30;
export const INVITE_WARNING_DAYS = 3;

export const WIZARD_STEPS = 5;
export const IMAGE_GRID_COLUMNS = 3;
export const GRID_SIZE = 16;
export const DEFAULT_IMAGE_WIDTH = 1024;
export const DEFAULT_IMAGE_HEIGHT = 768;

export const LOW_CONFIDENCE_THRESHOLD = 0.7;
export const DEFAULT_POINTS_AWARDED = 25;
export const PLAY_ELEMENT_SIZE_PX = 50;
export const PLAY_SCENE_HEIGHT_PX = 600;
export const EDITOR_MARKER_PX = 24;
export const POSITION_CLAMP = { maxX: 750, maxY: 550 } as const;
export const ZOOM = { min: 0.5, max: 3, step: 0.25, initial: 1 } as const;
export const DESCRIPTION_PREVIEW_CHARS = 100;
export const STORYBOARD_PANEL_MAX_HEIGHT = 400;

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export const DEFAULT_DIFFICULTY = 'medium';

export const AGENT_PERSONALITIES = [
  'Mysterious',
  'Friendly',
  'Scholarly',
  'Mischievous',
  'Wise',
  'Eccentric',
  'Dramatic',
  'Analytical',
] as const;
export const AGENT_SETTINGS = [
  'Ancient Library',
  'Haunted Mansion',
  'Space Station',
  'Medieval Castle',
  'Modern Laboratory',
  'Underwater Base',
  'Desert Temple',
  'Cyberpunk City',
] as const;
export const AGENT_THEMES = [
  'Mystery',
  'Horror',
  'Sci-Fi',
  'Fantasy',
  'Adventure',
  'Steampunk',
  'Egyptian',
  'Victorian',
] as const;

/** Points a hint costs in play. */
export const HINT_COST_POINTS = 10;
