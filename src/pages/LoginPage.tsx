/**
 * Sign In (platform-spec §2): email and password; errors in an alert banner. A visit that opens
 * /login starts on its prerendered copy (login/login-prerender.ts), which this page takes over.
 */
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IonSpinner } from '@ionic/react';
import ErrorBanner from '../components/feedback/ErrorBanner';
import OutlinedField from '../components/controls/OutlinedField';
import { useAuth } from '../data/auth/useAuth';
import AuthLayout from '../components/layout/AuthLayout';
import { useReturnTo } from '../hooks/useReturnTo';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { AUTH_LABELS } from '@core/content/labels';
import { LOGIN_COPY } from './login/login-copy';
import { usePrerenderedLogin } from './login/usePrerenderedLogin';

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const { busy, error, submit } = useFormSubmit(async () => {
    await login(email, password);
    navigate(returnTo, { replace: true });
  });
  usePrerenderedLogin(
    { email: emailInput, password: passwordInput },
    {
      take: (typed) => {
        if (typed.email) setEmail(typed.email);
        if (typed.password) setPassword(typed.password);
      },
      submit: () => void submit(),
    },
  );

  return (
    <AuthLayout
      title={LOGIN_COPY.title}
      subtitle={
        <>
          {LOGIN_COPY.subtitleBefore} <Link to="/signup">{AUTH_LABELS.toSignup}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign in">
        <ErrorBanner message={error} testId="login-error" />
        <OutlinedField
          ref={emailInput}
          type="email"
          label={LOGIN_COPY.email}
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValue={setEmail}
          testId="login-email"
        />
        <OutlinedField
          ref={passwordInput}
          type="password"
          label={LOGIN_COPY.password}
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          testId="login-password"
        />
        <button type="submit" className="auth-submit" disabled={busy} data-testid="login-submit">
          {busy ? <IonSpinner name="crescent" aria-label="Signing in" /> : LOGIN_COPY.submit}
        </button>
      </form>
    </AuthLayout>
  );
}
