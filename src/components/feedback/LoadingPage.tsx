import { IonSpinner } from '@ionic/react';
import { appCovered } from './app-cover';

/**
 * A full-screen centred spinner, used while a session or a lazy page loads. It is
 * deliberately not an IonPage: the router outlet would animate it as a page and leave
 * the real page that replaces it invisible. Under a prerendered screen that says the same (app-cover.ts)
 * it draws nothing.
 */
export default function LoadingPage({ label = 'Loading' }: { label?: string }) {
  if (appCovered()) return <div className="loading-screen" data-testid="page-loading" />;
  return (
    <div
      className="loading-screen centered-fill"
      role="status"
      aria-live="polite"
      aria-label={label}
      data-testid="page-loading"
    >
      <IonSpinner name="crescent" color="primary" />
    </div>
  );
}
