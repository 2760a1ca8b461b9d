/** The creation wizard's five steps (rooms-and-play-spec §2). */
export const WIZARD_STEP_LABELS = [
  'Room Details',
  'AI Agent & Theme',
  'Generate Storyboard',
  'Create Scene Images',
  'Finalize Room',
] as const;
export const STEP = { details: 0, agent: 1, storyboard: 2, images: 3, finalize: 4 } as const;
