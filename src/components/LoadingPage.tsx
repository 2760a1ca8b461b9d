import { IonContent, IonPage, IonSpinner } from '@ionic/react';

/** A full page with a centred spinner, used while a session or a lazy page loads. */
export default function LoadingPage({ label = 'Loading' }: { label?: string }) {
  return (
    <IonPage>
      <IonContent>
        <div className="centered-fill" role="status" aria-live="polite" aria-label={label} data-testid="page-loading">
          <IonSpinner name="crescent" color="primary" />
        </div>
      </IonContent>
    </IonPage>
  );
}
