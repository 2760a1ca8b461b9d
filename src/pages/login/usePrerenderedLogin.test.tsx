// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import OutlinedField from '../../components/OutlinedField';
import { liftPrerenderedLogin } from './login-handoff';
import { loginMarkup } from './login-prerender';
import { usePrerenderedLogin } from './usePrerenderedLogin';

/** LoginPage's fields and its side of the handover, without the rest of the screen. */
function Fields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  usePrerenderedLogin({ email: emailInput, password: passwordInput }, (typed) => {
    setEmail(typed.email);
    setPassword(typed.password);
  });
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

  it('when the visit did not start on the prerendered screen then nothing is taken and nothing has the focus', async () => {
    render(<Fields />);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(document.body);
  });
});
