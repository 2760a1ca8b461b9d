/** The invitation screen's states other than the form: verifying the link, an unusable link, the account created. */
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkCircle, logInOutline } from 'ionicons/icons';
import { NAVIGATION_LABELS } from '@core/content/labels';
import ErrorBanner from '../../components/feedback/ErrorBanner';

export function VerifyingInvitation() {
  return (
    <div className="invitation-status" role="status" aria-live="polite" data-testid="invitation-verifying">
      <IonSpinner name="crescent" color="primary" aria-label="Verifying invitation" />
    </div>
  );
}

export function InvalidInvitation({ reason }: { reason: string | null }) {
  return (
    <div className="invitation-status" data-testid="invitation-invalid">
      <ErrorBanner message={reason} testId="invitation-invalid-reason" />
      <p className="muted">Ask the person who invited you for a new link, or sign in if you already have an account.</p>
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
  );
}

export function RegistrationSuccess({ message }: { message: string }) {
  return (
    <div
      className="invitation-status invitation-success"
      role="status"
      aria-live="polite"
      data-testid="registration-success"
    >
      <IonIcon icon={checkmarkCircle} color="success" aria-hidden="true" className="invitation-success__icon" />
      <p data-testid="registration-success-message">{message || 'Account created. You can now sign in.'}</p>
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
  );
}
