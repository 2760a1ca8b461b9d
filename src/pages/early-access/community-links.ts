import { WHITEPAPER_PATH } from '@core';

/** Where an applicant can follow the project (platform-spec §2, Contact step). */
export const COMMUNITY_LINKS = [
  { id: 'social', label: 'Follow us on X', href: 'https://x.com/ermiestudio' },
  { id: 'chat', label: 'Join our Discord', href: 'https://discord.gg/ermiestudio' },
  { id: 'whitepaper', label: 'Read the whitepaper', href: WHITEPAPER_PATH },
] as const;
