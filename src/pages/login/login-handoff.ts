/**
 * The prerendered Sign In screen (login-prerender.ts) handed over to the app without a flash:
 * main.tsx lifts it out of #root before React renders there (React would clear it while the
 * page's chunk still loads), so it stays on top, fixed over the app; LoginPage.tsx then takes
 * what was typed into it, and the focus, once its own fields are drawn, and removes it.
 */

/** The prerendered screen's element id: the app lifts it above itself, then removes it. */
export const LOGIN_PRERENDER_ID = 'login-prerender';
/** The name of each prerendered field, the one the app's form takes its value from. */
export const LOGIN_FIELDS = { email: 'email', password: 'password' } as const;
/**
 * Set on the prerendered screen by its inline script (login-prerender.ts, LOGIN_PRESS_JS) when Sign in
 * is pressed, or Enter in a field, before the app has taken over: the app then signs in once from it.
 */
export const LOGIN_PRESSED_ATTRIBUTE = 'data-pressed';

/**
 * Moves the prerendered screen, when the page has one, from #root to the end of <body>. From then
 * on the app's form (beneath it, the same words and fields) is the one assistive technology reads;
 * a press on the screen, still on top until LoginPage takes over, is still recorded by its script.
 */
export function liftPrerenderedLogin(doc: Document = document): void {
  const screen = doc.getElementById(LOGIN_PRERENDER_ID);
  if (!screen) return;
  // Moving a node takes the focus from the field in it: it is given back.
  const focused = doc.activeElement;
  screen.setAttribute('aria-hidden', 'true');
  // Hidden from assistive technology, so out of the tab order too: Tab moves into the app's form.
  screen.querySelectorAll('a, input, button').forEach((element) => element.setAttribute('tabindex', '-1'));
  doc.body.appendChild(screen);
  if (focused instanceof HTMLElement && screen.contains(focused)) focused.focus();
}

/** What the visitor typed into the prerendered fields, and which one had the focus. */
export type PrerenderedLogin = { email: string; password: string; focused: keyof typeof LOGIN_FIELDS | null };

/** The prerendered screen's fields, or null when this visit did not start on it (or it is gone). */
export function readPrerenderedLogin(doc: Document = document): PrerenderedLogin | null {
  const screen = doc.getElementById(LOGIN_PRERENDER_ID);
  if (!screen) return null;
  const field = (name: string) => screen.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const focused = (['email', 'password'] as const).find((key) => doc.activeElement === field(LOGIN_FIELDS[key]));
  return {
    email: field(LOGIN_FIELDS.email)?.value ?? '',
    password: field(LOGIN_FIELDS.password)?.value ?? '',
    focused: focused ?? null,
  };
}

/** True when Sign in was pressed (or Enter) on the prerendered screen and nothing has acted on it yet. */
export function prerenderedLoginPressed(doc: Document = document): boolean {
  return doc.getElementById(LOGIN_PRERENDER_ID)?.hasAttribute(LOGIN_PRESSED_ATTRIBUTE) ?? false;
}

/** Removes the prerendered screen: the app's own is drawn beneath it in the same place. */
export function removePrerenderedLogin(doc: Document = document): void {
  doc.getElementById(LOGIN_PRERENDER_ID)?.remove();
}
