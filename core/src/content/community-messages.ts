/** The messages of the room browser, ratings, leaderboards and XP (issue 31). */
export const COMMUNITY_MESSAGES = {
  /** A rating before the player escaped the room (403). */
  rateAfterEscape: 'Escape this room before rating it',
  reviewNotFound: 'Review not found',
  cursorInvalid: 'cursor is not valid for this sort',
  /** The browser's empty state. */
  noRoomsMatch: 'No rooms match — clear the filters',
} as const;

/** Remix with credit and the owner's remix switch (issue 32 item 3). */
export const REMIX_MESSAGES = {
  /** The owner turned remixing off (403). */
  remixOff: 'The creator of this room does not allow remixes.',
  /** A published room players may not open now (disabled), to those who may see it (403). */
  notOpen: 'Only a room players can open can be remixed. Enable it first.',
  /** The copy failed the solvability proof (422; nothing is written). */
  unsolvable: (reason: string) => `The remix could not be proven solvable: ${reason}`,
  remixed: 'Remixed: the copy is a draft in your library.',
  remixFailed: 'The room could not be remixed',
  settingsFailed: 'The room settings could not be saved',
} as const;
