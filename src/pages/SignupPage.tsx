/** Create Account (platform-spec §2, §5): mismatched passwords never reach the network. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IonButton, IonInput, IonSpinner } from '@ionic/react';
import { AUTH_MESSAGES } from '@core/messages';
import ErrorBanner from '../components/ErrorBanner';
import { useAuth } from '../data/useAuth';
import AuthLayout from '../components/AuthLayout';
import { useFormSubmit } from '../hooks/useFormSubmit';
import { AUTH_LABELS } from '@core/labels';

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
        <IonInput
          type="email"
          label="Email"
          labelPlacement="floating"
          fill="outline"
          autocomplete="email"
          inputmode="email"
          required
          value={email}
          onIonInput={(e) => setEmail(String(e.detail.value ?? ''))}
          data-testid="signup-email"
        />
        <IonInput
          type="password"
          label="Password"
          labelPlacement="floating"
          fill="outline"
          autocomplete="new-password"
          required
          value={password}
          onIonInput={(e) => setPassword(String(e.detail.value ?? ''))}
          data-testid="signup-password"
        />
        <IonInput
          type="password"
          label="Confirm password"
          labelPlacement="floating"
          fill="outline"
          autocomplete="new-password"
          required
          value={confirmation}
          onIonInput={(e) => setConfirmation(String(e.detail.value ?? ''))}
          data-testid="signup-password-confirmation"
        />
        <IonButton type="submit" expand="block" className="gradient-button" disabled={busy} data-testid="signup-submit">
          {busy ? <IonSpinner name="crescent" aria-label="Creating account" /> : 'Create account'}
        </IonButton>
      </form>
    </AuthLayout>
  );
}
