/** Create Account (platform-spec §2, §5): mismatched passwords never reach the network. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IonSpinner } from '@ionic/react';
import { AUTH_MESSAGES } from '@core/content/auth-messages';
import ErrorBanner from '../components/feedback/ErrorBanner';
import OutlinedField from '../components/controls/OutlinedField';
import { useAuth } from '../data/auth/useAuth';
import AuthLayout from '../components/layout/AuthLayout';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { AUTH_LABELS } from '@core/content/labels';

export default function SignupPage() {
  const { signup } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const {
    busy,
    error,
    setError,
    submit: send,
  } = useFormSubmit(async () => {
    await signup(email, password, confirmation);
    navigate('/dashboard', { replace: true });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password !== confirmation) {
      setError(AUTH_MESSAGES.passwordsDoNotMatch);
      return;
    }
    void send();
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Or <Link to="/login">{AUTH_LABELS.toLogin}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Create account">
        <ErrorBanner message={error} testId="signup-error" />
        <OutlinedField
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValue={setEmail}
          testId="signup-email"
        />
        <OutlinedField
          type="password"
          label="Password"
          autoComplete="new-password"
          required
          value={password}
          onValue={setPassword}
          testId="signup-password"
        />
        <OutlinedField
          type="password"
          label="Confirm password"
          autoComplete="new-password"
          required
          value={confirmation}
          onValue={setConfirmation}
          testId="signup-password-confirmation"
        />
        <button type="submit" className="auth-submit" disabled={busy} data-testid="signup-submit">
          {busy ? <IonSpinner name="crescent" aria-label="Creating account" /> : 'Create account'}
        </button>
      </form>
    </AuthLayout>
  );
}
