/** The fallback messages of the community calls (issue 31), for when the server gives none. Zod-free: the escape screen's rating uses them. */
export const COMMUNITY_FALLBACKS = {
  leaderboardFailed: 'Failed to load the leaderboard',
  rateFailed: 'Failed to save your rating',
  visibilityFailed: 'Failed to change the review',
  xpFailed: 'Failed to load your XP',
  xpBoardFailed: 'Failed to load the XP board',
} as const;
