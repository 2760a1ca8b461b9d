/**
 * The Sign In screen prerendered into dist/login.html at build time (vite.config.ts), so /login
 * paints its card before any JavaScript runs. It is AuthLayout.tsx's frame and LoginPage.tsx's
 * form in the same boxes: the same classes, and plain fields standing in for its OutlinedFields
 * (login-prerender.css). The fields are real: what is typed before the app starts is handed to
 * the app's form (login-handoff.ts). There is no <form>, so nothing is sent before the app runs; a
 * press of Sign in (or Enter) is recorded by a few inline lines (LOGIN_PRESS_JS), which show
 * "Signing in…" until the app takes over and signs in once from it.
 */
import { createHash } from 'node:crypto';
import { AUTH_LABELS } from '@core/content/labels';
import { prerenderShell, type PageCode } from '../landing/landing-prerender';
import { LOGIN_COPY } from './login-copy';
import { LOGIN_FIELDS, LOGIN_PRERENDER_ID, LOGIN_PRESSED_ATTRIBUTE } from './login-handoff';
/** The file Hosting serves for /login (firebase.json), precached as /login (vite.config.ts). */
export const LOGIN_PRERENDER_FILE = 'login.html';

/**
 * Records the first press of Sign in, or of Enter in a field, on the prerendered screen (issue 33:
 * a press before the app ran was lost): marks the screen (LOGIN_PRESSED_ATTRIBUTE), shows
 * "Signing in…" and holds the fields as they were pressed. It keeps listening after the app has lifted
 * the screen, until LoginPage takes it over and acts on the press (usePrerenderedLogin.ts). Inline, so
 * it runs before the first paint: firebase.json's Content-Security-Policy allows it by its hash.
 */
export const LOGIN_PRESS_JS = `(function () {
  var screen = document.getElementById('${LOGIN_PRERENDER_ID}');
  var button = screen && screen.querySelector('.auth-submit');
  if (!button) return;
  function press(event) {
    event.preventDefault();
    if (screen.hasAttribute('${LOGIN_PRESSED_ATTRIBUTE}')) return;
    screen.setAttribute('${LOGIN_PRESSED_ATTRIBUTE}', '');
    screen.querySelectorAll('input').forEach(function (field) { field.readOnly = true; });
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('aria-busy', 'true');
    button.textContent = ${JSON.stringify(LOGIN_COPY.signingIn)};
  }
  button.addEventListener('click', press);
  screen.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && event.target.tagName === 'INPUT') press(event);
  });
})();`;

/** The CSP source that allows LOGIN_PRESS_JS inline (firebase.json's script-src carries it). */
export const loginPressScriptHash = (): string =>
  `'sha256-${createHash('sha256').update(LOGIN_PRESS_JS).digest('base64')}'`;

/** The logo, the card and the form, marked up as AuthLayout.tsx and LoginPage.tsx render them. */
export function loginMarkup(): string {
  return `<div id="${LOGIN_PRERENDER_ID}" class="login-prerender" data-testid="login-prerender">
  <div class="auth-shell">
    <div class="auth-logo"><a class="app-logo" href="/" aria-label="Ermie Escape Studio home"><img src="/logo.svg" alt="" width="32" height="32" /><span class="app-logo__word">Ermie<span class="app-logo__studio"> Escape Studio</span></span></a></div>
    <section class="auth-card surface-card">
      <h1>${LOGIN_COPY.title}</h1>
      <p class="auth-subtitle">${LOGIN_COPY.subtitleBefore} <a href="/signup">${AUTH_LABELS.toSignup}</a></p>
      <div class="auth-form">
        <input class="login-prerender__field" type="email" name="${LOGIN_FIELDS.email}" inputmode="email" autocomplete="email" placeholder="${LOGIN_COPY.email}" aria-label="${LOGIN_COPY.email}" />
        <input class="login-prerender__field" type="password" name="${LOGIN_FIELDS.password}" autocomplete="current-password" placeholder="${LOGIN_COPY.password}" aria-label="${LOGIN_COPY.password}" />
        <button class="auth-submit" type="button">${LOGIN_COPY.submit}</button>
      </div>
    </section>
  </div>
  <script>${LOGIN_PRESS_JS}</script>
</div>`;
}

/** The styles the screen needs before the app's stylesheets apply, from the repository root. */
export const LOGIN_CRITICAL_CSS_FILES = [
  'src/theme/variables.css',
  'src/theme/global.css',
  'src/components/layout/AppLogo.css',
  'src/components/layout/AuthLayout.css',
  'src/pages/login/login-prerender.css',
] as const;

/** The module of the Sign In page, whose code login.html fetches with the app's. */
export const LOGIN_PAGE_MODULE = 'src/pages/LoginPage.tsx';

/** dist/login.html: the app shell with the Sign In screen and the page's code (landing-prerender.ts's prerenderShell). */
export const prerenderLogin = (shell: string, cssSources: readonly string[], page?: PageCode): string =>
  prerenderShell(shell, loginMarkup(), cssSources, page);
