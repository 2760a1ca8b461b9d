/**
 * The prerendered play screen (play-prerender.ts) handed over to the app: main.tsx lifts it out of
 * #root before React renders there (React would clear it while the play screen's code still loads),
 * so the room's cover stays on top, fixed over the app, with presses passing through it to the app
 * beneath (play-prerender.css). It goes once the room is open or cannot be (PlayPage.tsx), or when the
 * app is on another address (App.tsx: a visitor who is not signed in is sent to /login).
 */

/** The prerendered screen's element id: the app lifts it above itself, then removes it. */
export const PLAY_PRERENDER_ID = 'play-prerender';

/** Moves the prerendered screen, when the page has one, to the end of <body>, hidden from assistive technology. */
export function liftPrerenderedPlay(doc: Document = document): void {
  const screen = doc.getElementById(PLAY_PRERENDER_ID);
  if (!screen) return;
  // The app's own screen beneath (its loading state says the same) is the one read and reached.
  screen.setAttribute('aria-hidden', 'true');
  screen.querySelectorAll('a').forEach((link) => link.setAttribute('tabindex', '-1'));
  screen.classList.add('play-prerender--lifted');
  doc.body.appendChild(screen);
}

/** Removes the prerendered screen: the app shows its own. */
export function removePrerenderedPlay(doc: Document = document): void {
  doc.getElementById(PLAY_PRERENDER_ID)?.remove();
}
