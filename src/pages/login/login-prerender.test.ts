import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_LABELS } from '@core/content/labels';
import { LOGIN_COPY } from './login-copy';
import { LOGIN_CRITICAL_CSS_FILES, loginMarkup, loginPressScriptHash, prerenderLogin } from './login-prerender';

const FIREBASE = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8'));
const CSS = LOGIN_CRITICAL_CSS_FILES.map((file) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));
const SHELL =
  '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('login prerender', () => {
  it('when the shell is built then the Sign In screen is inside #root, its styles inline and the app started after the first paint', () => {
    const html = prerenderLogin(SHELL, CSS);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('.login-prerender__field');
    expect(head).toContain('.auth-card');
    expect(html).toContain('<div id="root"><div id="login-prerender"');
    expect(html).toContain(
      '<template id="app-boot"><script type="module" crossorigin src="/assets/index-a1.js"></script></template>',
    );
  });

  it('says what LoginPage says, with the same heading, link and fields', () => {
    const markup = loginMarkup();
    expect(markup).toContain(`<h1>${LOGIN_COPY.title}</h1>`);
    expect(markup).toContain(`<a href="/signup">${AUTH_LABELS.toSignup}</a>`);
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*name="email"[^>]*aria-label="Email"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"[^>]*autocomplete="current-password"/);
    expect(markup).toContain(`<button class="auth-submit" type="button">${LOGIN_COPY.submit}</button>`);
  });

  it('records a press with a script the Content-Security-Policy allows by its hash', () => {
    expect(loginMarkup()).toMatch(/<script>\(function \(\) \{[\s\S]*\}\)\(\);<\/script>\n<\/div>$/);
    const headers: { key: string; value: string }[] = FIREBASE.hosting.headers.flatMap(
      (h: { headers: { key: string; value: string }[] }) => h.headers,
    );
    const csp = headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src '));
    expect(scriptSrc).toContain(loginPressScriptHash());
  });

  it('has no form, so a press of Enter or of the button before the app runs sends nothing anywhere', () => {
    expect(loginMarkup()).not.toMatch(/<form|type="submit"/);
  });
});
