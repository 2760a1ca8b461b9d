/**
 * The prerendered play screen (play-prerender.ts) handed over to the app: main.tsx lifts it out of
 * #root before React renders there (React would clear it while the play screen's code still loads),
 * so the room's cover stays on top, fixed over the app. It is the screen until the room is open: it
 * covers the app (app-cover.ts), whose loading states draw nothing beneath it, so it stays the one
 * assistive technology reads and the one a press reaches. It goes once the room is open or cannot
 * be (PlayPage.tsx), or when the app is on another address (App.tsx: a visitor who is not signed in
 * is sent to /login).
 */

import { APP_COVER_ATTRIBUTE } from '../../../components/feedback/app-cover';

/** The prerendered screen's element id: the app lifts it above itself, then removes it. */
export const PLAY_PRERENDER_ID = 'play-prerender';

/** Moves the prerendered screen, when the page has one, to the end of <body>, where it covers the app. */
export function liftPrerenderedPlay(doc: Document = document): void {
  const screen = doc.getElementById(PLAY_PRERENDER_ID);
  if (!screen) return;
  // Moving a node takes the focus from the link in it: it is given back.
  const focused = doc.activeElement;
  screen.setAttribute(APP_COVER_ATTRIBUTE, '');
  doc.body.appendChild(screen);
  if (focused instanceof HTMLElement && screen.contains(focused)) focused.focus();
}

/** Removes the prerendered screen: the app shows its own. */
export function removePrerenderedPlay(doc: Document = document): void {
  doc.getElementById(PLAY_PRERENDER_ID)?.remove();
}
