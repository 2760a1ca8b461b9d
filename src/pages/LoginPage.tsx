/**
 * Sign In (platform-spec §2): email and password; errors in an alert banner. A visit that opens
 * /login starts on its prerendered copy (login/login-prerender.ts), which this page takes over.
 */
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IonButton, IonInput, IonSpinner } from '@ionic/react';
import ErrorBanner from '../components/ErrorBanner';
import { useAuth } from '../data/useAuth';
import AuthLayout from '../components/AuthLayout';
import { useReturnTo } from '../hooks/useReturnTo';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { AUTH_LABELS } from '@core/labels';
import { LOGIN_COPY } from './login/login-copy';
import { usePrerenderedLogin } from './login/usePrerenderedLogin';

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLIonInputElement>(null);
  const passwordInput = useRef<HTMLIonInputElement>(null);
  usePrerenderedLogin({ email: emailInput, password: passwordInput }, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
  });
  const { busy, error, submit } = useFormSubmit(async () => {
    await login(email, password);
    navigate(returnTo, { replace: true });
  });

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
        <IonInput
          ref={emailInput}
          type="email"
          label={LOGIN_COPY.email}
          labelPlacement="floating"
          fill="outline"
          autocomplete="email"
          inputmode="email"
          required
          value={email}
          onIonInput={(e) => setEmail(String(e.detail.value ?? ''))}
          data-testid="login-email"
        />
        <IonInput
          ref={passwordInput}
          type="password"
          label={LOGIN_COPY.password}
          labelPlacement="floating"
          fill="outline"
          autocomplete="current-password"
          required
          value={password}
          onIonInput={(e) => setPassword(String(e.detail.value ?? ''))}
          data-testid="login-password"
        />
        <IonButton type="submit" expand="block" className="gradient-button" disabled={busy} data-testid="login-submit">
          {busy ? <IonSpinner name="crescent" aria-label="Signing in" /> : LOGIN_COPY.submit}
        </IonButton>
      </form>
    </AuthLayout>
  );
}
