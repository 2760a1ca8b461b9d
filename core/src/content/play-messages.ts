/**
 * The messages the play screen and the app's frame (chat, update prompt, page errors) show, apart
 * from the rest of the catalogue (messages.ts re-exports them): the play route's initial
 * JavaScript carries only these (its budget is in scripts/bundle-size.mjs).
 */

export const PLAY_MESSAGES = {
  loadRoomFailed: 'Failed to load escape room',
  roomNotFound: 'Escape room not found',
  useKeyFailed: 'Failed to use key',
  keyDoesNotFit: 'Key does not work with this lock',
  interactFailed: 'Failed to interact with element',
  /** Online play: codes are checked by the server, and it could not be reached. */
  codeNeedsConnection: 'Codes are checked online. Reconnect, or make this room available offline.',
  interactionFailed: 'Interaction failed',
  combinationRequired: 'Please enter a combination',
  /** A lock took too many wrong codes (the server's 429): the code entry counts down to when it takes one again. */
  lockWait: (seconds: number) => `Too many tries. Try again in ${seconds} s`,
  /** "Make available offline" says it before downloading (issue 29 item 2); the play screen's Unranked chip too. */
  offlineUnranked: 'Offline runs count for XP, not for the leaderboard',
  offlineDownloadFailed: 'Could not make this room available offline. Check your connection and try again.',
} as const;

export const CHAT_MESSAGES = {
  issue: 'Sorry, I encountered an issue. Please try again.',
  unreachable: 'Unable to connect to the assistant. Please check your connection and try again.',
  /** With a Gemini key set the chat spends the AI budget, so only signed-in users may ask (issue 29). */
  signInRequired: 'Please sign in to chat with Ermie.',
  signInLink: 'Sign in',
  /** The notice of an answer the offline engine gave because Gemini failed: never the upstream error's own text. */
  aiUnavailable: "Ermie's AI could not answer just now, so this answer comes from the built-in guide.",
  /** The play screen's answer to a request for a code, the solution, a hint or help: asking is free. */
  hintOffer:
    "I won't give away codes or solutions (finding them is the game!), but I can point you at the next step. Asking is free; the hint costs only if you take it.",
  noHint: 'No hint is available from here.',
  /** A hint offered earlier is not the next step any more (the player moved on, or bought it elsewhere). */
  hintMoved: 'Things have moved on since I offered that hint, so here is the next step instead.',
} as const;

export const APP_MESSAGES = {
  updateAvailable: 'A new version is available',
  /** A lazily loaded page whose code would not load, after the one reload for a new version (src/stale-code.ts). */
  pageLoadFailed: 'This page could not be loaded. Check your connection, then reload.',
  comingSoon: 'Coming soon',
} as const;
