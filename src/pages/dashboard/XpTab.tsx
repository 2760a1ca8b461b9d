/**
 * XP Program (rooms §2): a button opens the XP site (by default our /xp page) in a new tab; under it
 * the player's balance, rank, latest XP and the global XP boards (issue 31, XpLedger).
 */
import { IonButton, IonIcon } from '@ionic/react';
import { openOutline, starOutline } from 'ionicons/icons';
import { XP_SITE_URL } from './links';
import XpLedger from './XpLedger';

export default function XpTab() {
  return (
    <>
      <section className="coming-soon surface-card">
        <IonIcon icon={starOutline} aria-hidden="true" />
        <h2>XP Program</h2>
        <p className="muted">
          Earn experience points for creating, playing and sharing rooms. The XP page explains what XP is and how it is
          earned.
        </p>
        <IonButton href={XP_SITE_URL} target="_blank" rel="noopener" className="gradient-button" data-testid="open-xp">
          Open XP Program
          <IonIcon aria-hidden="true" slot="end" icon={openOutline} />
        </IonButton>
      </section>
      <XpLedger />
    </>
  );
}
