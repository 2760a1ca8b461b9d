/** A friendly "coming soon" panel for features that are not open yet. */
import type { ReactNode } from 'react';
import { IonIcon, IonText } from '@ionic/react';
import { hourglassOutline } from 'ionicons/icons';
import { APP_MESSAGES } from '@core/content/play-messages';

export default function ComingSoon({
  title,
  children,
  icon = hourglassOutline,
}: {
  title: string;
  children?: ReactNode;
  icon?: string;
}) {
  return (
    <section className="coming-soon surface-card" data-testid="coming-soon">
      <IonIcon icon={icon} aria-hidden="true" />
      <h2>{title}</h2>
      <IonText color="medium">
        <p>{children ?? `${APP_MESSAGES.comingSoon}. Ermie is still polishing this corner of the studio.`}</p>
      </IonText>
    </section>
  );
}
