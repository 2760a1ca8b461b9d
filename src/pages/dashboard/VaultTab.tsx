/** My Vault / Library: My Creations links to /admin; the rest is coming soon. */
import { IonCard, IonCardHeader, IonCardSubtitle, IonCardTitle, IonIcon } from '@ionic/react';
import { bookmarkOutline, construct, timeOutline } from 'ionicons/icons';

const CARDS = [
  { id: 'creations', title: 'My Creations', subtitle: 'Rooms you built with Ermie', icon: construct, to: '/admin' },
  { id: 'saved', title: 'Saved Puzzles', subtitle: 'Coming soon', icon: bookmarkOutline },
  { id: 'history', title: 'Play History', subtitle: 'Coming soon', icon: timeOutline },
] as const;

export default function VaultTab() {
  return (
    <>
      <div className="tab-head">
        <div>
          <h2>My Vault / Library</h2>
          <p className="muted">Everything you made and played, in one place.</p>
        </div>
      </div>
      <div className="card-grid">
        {CARDS.map((card) => {
          const to = 'to' in card ? card.to : undefined;
          return (
            <IonCard
              key={card.id}
              button={Boolean(to)}
              routerLink={to}
              disabled={!to}
              className="link-card"
              data-testid={`vault-${card.id}`}
            >
              <IonCardHeader>
                <IonIcon icon={card.icon} className="link-card__icon" aria-hidden="true" />
                <IonCardTitle>{card.title}</IonCardTitle>
                <IonCardSubtitle>{card.subtitle}</IonCardSubtitle>
              </IonCardHeader>
            </IonCard>
          );
        })}
      </div>
    </>
  );
}
