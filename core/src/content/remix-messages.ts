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
