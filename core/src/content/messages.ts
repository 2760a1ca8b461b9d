/**
 * The spec's user-facing messages (platform-spec §5, §8; rooms-and-play-spec §5, §8),
 * written once and used by name on the client and the server, so a test can check each.
 * Messages with a placeholder are functions.
 */

export const EARLY_ACCESS_MESSAGES = {
  submitFailed: 'Failed to submit EOI',
} as const;

export const ADMIN_MESSAGES = {
  fetchEoiResponsesFailed: 'Failed to fetch EOI responses',
  fetchUsersFailed: 'Failed to fetch users',
  promoteFailed: 'Failed to promote user',
  demoteFailed: 'Failed to demote user',
  /** Granting or revoking the creator role (issue 32; the spec's catalogue predates the role). */
  roleChangeFailed: 'Failed to change role',
  deleteFailed: 'Failed to delete user',
  fetchInvitationsFailed: 'Failed to fetch invitations',
  sendInvitationFailed: 'Failed to send invitation',
  sendBulkInvitationsFailed: 'Failed to send bulk invitations',
  cancelInvitationFailed: 'Failed to cancel invitation',
  copyInvitationLinkFailed: 'Failed to copy invitation link',
  invitationEmailRequired: 'Please enter an email address',
  invitationEmailInvalid: 'Please enter a valid email address',
  bulkEmailsRequired: 'Please enter email addresses',
  bulkEmailsInvalid: (list: string) => `Invalid email addresses: ${list}`,
} as const;

export const INVITATION_MESSAGES = {
  invalidLink: 'Invalid invitation link',
  invalidOrExpired: 'Invalid or expired invitation',
  verifyFailed: 'Failed to verify invitation. Please check your link.',
  createAccountFailed: 'Failed to create account',
  createAccountRetry: 'Failed to create account. Please try again.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const ROOM_MESSAGES = {
  loadAgentsFailed: 'Failed to load agents',
  createAgentFailed: 'Failed to create agent',
  agentFieldsRequired: 'Please fill in all required fields',
  selectAgent: 'Please select an AI agent',
  createRoomFailed: 'Failed to create escape room',
  finalizeFailed: 'Failed to finalize escape room',
  generateImagesFailed: (detail: string) => `Failed to generate scene images: ${detail}`,
  finalized: 'Escape room finalized and published!',
  updateElementFailed: 'Failed to update element',
  modifySceneFailed: 'Failed to modify scene',
  loadSceneFailed: 'Failed to load scene data',
  fetchRoomsFailed: 'Failed to fetch escape rooms',
  updateRoomStatusFailed: 'Failed to update escape room status',
  gridActionNameRequired: 'Please provide an element name for the grid action',
  modificationPromptRequired: 'Please enter a modification prompt',
} as const;

export const EDITOR_MESSAGES = {
  gridOverlayFailed: 'Failed to generate grid overlay',
  regenerateVisualizationFailed: 'Failed to regenerate visualization',
  updatePositionFailed: 'Failed to update element position',
  aiResponseFailed: (error: string) => `Failed to get AI response: ${error}`,
  aiCommunicationFailed: (message: string) => `Failed to communicate with AI: ${message}`,
  createFromGridFailed: (message: string) => `Failed to create element from grid action: ${message}`,
  gridOverlayGenerated: 'Grid overlay generated successfully',
  visualizationRegenerated: 'Visualization regenerated successfully',
  moved: (name: string) => `Moved ${name} to new position`,
  elementAtGrid: (x: number, y: number) => `Element will be created at grid position [${x}, ${y}]`,
} as const;

export const AI_MESSAGES = {
  generateResponseFailed: 'Failed to generate response',
  processRequestFailed: 'Failed to process AI request',
  processImageRequestFailed: 'Failed to process AI image request',
  generateSceneFailed: 'Failed to generate new scene',
  suggestionsFailed: 'Failed to get AI suggestions',
  validateRoomFailed: 'Failed to validate escape room',
} as const;

/** Progress and status lines of the creation wizard. */
export const WIZARD_MESSAGES = {
  writingStoryboard: 'Ermie is writing your storyboard…',
  creatingScenes: 'Preparing the scenes…',
  paintingScene: (n: number, total: number) => `Painting scene ${n} of ${total}…`,
  finalizing: 'Checking the puzzles and publishing…',
  complete: 'Escape Room Complete!',
  provenSolvable: (steps: number) => `Proven solvable in ${steps} steps`,
} as const;

/** The storyboard and scene-image assistance in the creation wizard (issue 10). */
export const WIZARD_AI_MESSAGES = {
  askLabel: 'Tell Ermie what to change',
  addSceneLabel: 'What happens in the new scene? (optional)',
  rewriting: (what: string) => `Ermie is rewriting ${what}…`,
  addingScene: 'Ermie is writing a new scene…',
  validating: 'Ermie is checking the room…',
  changingPicture: (scene: number) => `Ermie is changing the picture of scene ${scene}…`,
  offlineNotice: (notice: string) => `The offline engine answered: ${notice}`,
  engineName: (engine: 'gemini' | 'offline') => (engine === 'gemini' ? 'Gemini' : 'the offline engine'),
  solvable: (steps: number, depth: number) =>
    `Solvable: ${steps} steps through ${depth} ${depth === 1 ? 'scene' : 'scenes'}`,
  notSolvable: (reason: string | null) => `Not solvable${reason ? `: ${reason}` : ''}`,
  checkedRoom: "Checked this room's own puzzle design.",
  checkedStoryboard: 'Checked a puzzle design made from this storyboard.',
  pictureChanged: (scene: number, description: string) => `Scene ${scene} now shows: ${description}`,
} as const;

// What every page's frame (sign-in state, chat, update prompt) and the play screen show live apart,
// so the play route's initial JavaScript carries only them.
export { APP_MESSAGES, CHAT_MESSAGES, PLAY_MESSAGES } from './play-messages';
export { AUTH_MESSAGES } from './auth-messages';
