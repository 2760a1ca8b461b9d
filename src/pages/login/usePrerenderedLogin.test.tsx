// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import OutlinedField from '../../components/controls/OutlinedField';
import { liftPrerenderedLogin } from './login-handoff';
import { LOGIN_PRESS_JS, loginMarkup } from './login-prerender';
import { LOGIN_COPY } from './login-copy';
import { usePrerenderedLogin } from './usePrerenderedLogin';

/** LoginPage's fields and its side of the handover, without the rest of the screen. */
function Fields({ onSubmit = () => {} }: { onSubmit?: (values: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  usePrerenderedLogin(
    { email: emailInput, password: passwordInput },
    {
      take: (typed) => {
        setEmail(typed.email);
        setPassword(typed.password);
      },
      submit: () => onSubmit({ email, password }),
    },
  );
  return (
    <>
      <OutlinedField
        ref={emailInput}
        label="Email"
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="email"
      />
      <OutlinedField
        ref={passwordInput}
        label="Password"
        type="password"
        value={password}
        onValue={setPassword}
        autoComplete="current-password"
      />
    </>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('usePrerenderedLogin', () => {
  it('when the app takes over then its fields hold what was typed, the focus is where it was, and the prerendered screen is gone', async () => {
    document.body.innerHTML = `<div id="root">${loginMarkup()}</div>`;
    const prerendered = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    prerendered('email').value = 'ada@example.com';
    prerendered('password').value = 'secret-pass';
    prerendered('password').focus();
    liftPrerenderedLogin();

    render(<Fields />, { container: document.getElementById('root')! });

    await waitFor(() => expect(document.getElementById('login-prerender')).toBeNull());
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'secret-pass');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('issue 33 item 1: when Sign in was pressed before the app ran then it shows "Signing in…" and the app signs in once, with what was typed', async () => {
    document.body.innerHTML = `<div id="root">${loginMarkup()}</div>`;
    // The markup's inline script, as the browser runs it while parsing the page.
    new Function(LOGIN_PRESS_JS)();
    const prerendered = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const button = document.querySelector<HTMLButtonElement>('#login-prerender .auth-submit')!;
    prerendered('email').value = 'ada@example.com';
    prerendered('password').value = 'secret-pass';
    button.click();
    prerendered('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    button.click();
    expect(button.textContent).toBe(LOGIN_COPY.signingIn);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(prerendered('email').readOnly).toBe(true);
    liftPrerenderedLogin();
    const onSubmit = vi.fn();

    render(<Fields onSubmit={onSubmit} />, { container: document.getElementById('root')! });

    await waitFor(() => expect(document.getElementById('login-prerender')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it('when nothing was pressed on the prerendered screen then the app does not sign in', async () => {
    document.body.innerHTML = `<div id="root">${loginMarkup()}</div>`;
    new Function(LOGIN_PRESS_JS)();
    document.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ada@example.com';
    liftPrerenderedLogin();
    const onSubmit = vi.fn();

    render(<Fields onSubmit={onSubmit} />, { container: document.getElementById('root')! });

    await waitFor(() => expect(document.getElementById('login-prerender')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the visit did not start on the prerendered screen then nothing is taken and nothing has the focus', async () => {
    render(<Fields />);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(document.body);
  });
});
