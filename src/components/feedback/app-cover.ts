/**
 * A prerendered screen that covers the app while it loads (the play screen's, pages/play/prerender/play-prerender.ts)
 * already says that something is loading, and is what the player sees and what assistive technology
 * reads. The app's own loading states beneath it draw nothing then: Ionic's components cost a phone
 * tens of milliseconds to set up, for a screen nobody would see (issue 13: total blocking time).
 */
export const APP_COVER_ATTRIBUTE = 'data-app-cover';

/** Whether a prerendered screen covers the app now. */
export const appCovered = (doc: Document = document): boolean => doc.querySelector(`[${APP_COVER_ATTRIBUTE}]`) !== null;
