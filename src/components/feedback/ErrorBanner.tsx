/** The spec's alert banner: errors shown inline, announced to screen readers. */
import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

export default function ErrorBanner({
  message,
  testId = 'error-banner',
}: {
  message: string | null | undefined;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <div className="error-banner" role="alert" data-testid={testId}>
      <IonIcon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
