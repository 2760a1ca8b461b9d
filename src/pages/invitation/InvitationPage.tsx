/**
 * /invitation/{token} (platform-spec §2, §4): verifying spinner, then an invalid card
 * with "Go to Login", the registration form, or a success view that moves on to
 * /login after REGISTRATION_REDIRECT_MS.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkCircle, logInOutline } from 'ionicons/icons';
import { REGISTRATION_REDIRECT_MS } from '@core/constants';
import AuthLayout from '../../components/AuthLayout';
import ErrorBanner from '../../components/ErrorBanner';
import { useInvitationRegistration } from '../../data/useInvitationRegistration';
import { formatDate } from '../admin/users/user-text';
import RegistrationForm from './RegistrationForm';
import './InvitationPage.css';
import { NAVIGATION_LABELS } from '@core/content/labels';

export default function InvitationPage() {
  const { token } = useParams<{ token: string }>();
  const state = useInvitationRegistration(token);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase, navigate]);

  switch (state.phase) {
    case 'verifying':
      return (
        <AuthLayout title="Checking your invitation" subtitle="One moment while Ermie looks up your link.">
          <div className="invitation-status" role="status" aria-live="polite" data-testid="invitation-verifying">
            <IonSpinner name="crescent" color="primary" aria-label="Verifying invitation" />
          </div>
        </AuthLayout>
      );
    case 'invalid':
      return (
        <AuthLayout title="Invitation unavailable" subtitle="This link cannot be used to create an account.">
          <div className="invitation-status" data-testid="invitation-invalid">
            <ErrorBanner message={state.invalidReason} testId="invitation-invalid-reason" />
            <p className="muted">
              Ask the person who invited you for a new link, or sign in if you already have an account.
            </p>
            <IonButton
              routerLink="/login"
              routerDirection="root"
              expand="block"
              className="gradient-button"
              data-testid="invitation-go-to-login"
            >
              <IonIcon slot="start" icon={logInOutline} aria-hidden="true" />
              {NAVIGATION_LABELS.goToLogin}
            </IonButton>
          </div>
        </AuthLayout>
      );
    case 'success':
      return (
        <AuthLayout title="Welcome aboard!" subtitle="Your account is ready.">
          <div
            className="invitation-status invitation-success"
            role="status"
            aria-live="polite"
            data-testid="registration-success"
          >
            <IonIcon icon={checkmarkCircle} color="success" aria-hidden="true" className="invitation-success__icon" />
            <p data-testid="registration-success-message">
              {state.successMessage || 'Account created. You can now sign in.'}
            </p>
            <p className="muted">Taking you to sign in…</p>
            <IonButton
              routerLink="/login"
              routerDirection="root"
              fill="outline"
              className="ghost-button"
              data-testid="registration-sign-in-now"
            >
              Sign in now
            </IonButton>
          </div>
        </AuthLayout>
      );
    default:
      return (
        <AuthLayout
          title="Create your account"
          subtitle={
            <>
              {state.invitedBy
                ? `${state.invitedBy} invited you to Ermie Escape Studio.`
                : 'You are invited to Ermie Escape Studio.'}
              {state.expires && (
                <span className="invitation-expires"> The invitation is valid until {formatDate(state.expires)}.</span>
              )}
            </>
          }
        >
          <RegistrationForm state={state} />
        </AuthLayout>
      );
  }
}
