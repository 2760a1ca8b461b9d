/** Shown for routes the app does not know (or not yet). */
import { IonButton, IonContent, IonPage } from '@ionic/react';
import AppLogo from '../layout/AppLogo';
import { NAVIGATION_LABELS } from '@core/content/labels';

export default function NotFound() {
  return (
    <IonPage>
      <IonContent>
        <div className="centered-fill" style={{ flexDirection: 'column', textAlign: 'center', gap: 12 }}>
          <AppLogo />
          <h1>This door is still locked</h1>
          <p className="muted">The page you are looking for does not exist yet.</p>
          <IonButton routerLink="/" className="gradient-button">
            {NAVIGATION_LABELS.backToHome}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
