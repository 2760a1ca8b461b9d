/** External destinations of the dashboard. */
export const XP_SITE_URL = 'https://example.com/xp';
