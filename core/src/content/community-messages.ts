/** The messages of the room browser, ratings, leaderboards and XP (issue 31). */
export const COMMUNITY_MESSAGES = {
  /** A rating before the player escaped the room (403). */
  rateAfterEscape: 'Escape this room before rating it',
  reviewNotFound: 'Review not found',
  cursorInvalid: 'cursor is not valid for this sort',
  /** The browser's empty state. */
  noRoomsMatch: 'No rooms match — clear the filters',
} as const;
