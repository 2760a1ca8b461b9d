/** XP Program: explained here, run on the external XP site. */
import { IonButton, IonIcon } from '@ionic/react';
import { openOutline, starOutline } from 'ionicons/icons';
import { XP_SITE_URL } from './links';

export default function XpTab() {
  return (
    <section className="coming-soon surface-card">
      <IonIcon icon={starOutline} aria-hidden="true" />
      <h2>XP Program</h2>
      <p className="muted">
        Earn experience points for creating, playing and sharing rooms. Track your XP and rewards on the XP site.
      </p>
      <IonButton
        href={XP_SITE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="gradient-button"
        data-testid="open-xp"
      >
        Open XP Program
        <IonIcon slot="end" icon={openOutline} />
      </IonButton>
    </section>
  );
}
