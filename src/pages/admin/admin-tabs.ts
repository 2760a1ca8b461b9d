/** The admin panel's tabs (rooms-and-play-spec §2, platform-spec §2), in order. */
export const ADMIN_TABS = [
  { id: 'lab', label: 'Escape Room Lab' },
  { id: 'community', label: 'Community Game' },
  { id: 'templates', label: 'Template Library' },
  { id: 'xp', label: 'XP Program' },
  { id: 'rewards', label: '$ERM Rewards' },
  { id: 'users', label: 'User Management' },
  { id: 'invitations', label: 'User Invitations' },
  { id: 'applications', label: 'Builder Applications' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];
