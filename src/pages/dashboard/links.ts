/** External destinations of the dashboard. */
import { XP_PAGE_PATH } from '@core';

/**
 * Where the XP Program button goes: the build setting VITE_XP_SITE_URL (README, Configuration)
 * when set, else our own prerendered /xp page (what XP is and how it is earned).
 */
export const xpSiteUrl = (configured: string | undefined): string => configured?.trim() || XP_PAGE_PATH;

export const XP_SITE_URL = xpSiteUrl(import.meta.env.VITE_XP_SITE_URL);
