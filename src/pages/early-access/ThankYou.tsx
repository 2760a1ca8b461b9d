/** The view after a successful application: "Welcome to the Adventure!" and the server's message. */
import { IonButton, IonIcon } from '@ionic/react';
import { homeOutline, rocketOutline } from 'ionicons/icons';
import { EARLY_ACCESS_TEXTS } from '@core/contracts/early-access';
import { NAVIGATION_LABELS } from '@core/content/labels';

export default function ThankYou({ message, onHome }: { message: string; onHome: () => void }) {
  return (
    <section className="ea-thanks surface-card" data-testid="ea-thank-you" aria-labelledby="ea-thanks-title">
      <div className="ea-thanks__badge" aria-hidden="true">
        <IonIcon aria-hidden="true" icon={rocketOutline} />
      </div>
      <h1 id="ea-thanks-title">{EARLY_ACCESS_TEXTS.thankYouTitle}</h1>
      {message && (
        <p className="ea-thanks__message" data-testid="ea-thank-you-message">
          {message}
        </p>
      )}
      <p className="muted">Keep an eye on your inbox: Ermie is warming up the puzzles.</p>
      <IonButton className="gradient-button" size="large" onClick={onHome} data-testid="ea-thank-you-home">
        <IonIcon slot="start" icon={homeOutline} aria-hidden="true" />
        {NAVIGATION_LABELS.backToHome}
      </IonButton>
    </section>
  );
}
