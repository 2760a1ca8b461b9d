/** The dashboard's tabs (rooms-and-play-spec §2), in order. */
export const DASHBOARD_TABS = [
  { id: 'create', label: 'Create with Ermie' },
  { id: 'play', label: 'Play Puzzle' },
  { id: 'vault', label: 'My Vault / Library' },
  { id: 'xp', label: 'XP Program' },
  { id: 'staking', label: 'Staking & Rewards' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];
