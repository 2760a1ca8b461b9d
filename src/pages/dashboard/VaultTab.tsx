/**
 * My Vault / Library. A creator's My Creations opens their own rooms here (publish, enable, edit);
 * for players and admins it links to /admin as before. The rest is coming soon.
 */
import { useState } from 'react';
import { IonCard, IonCardHeader, IonCardSubtitle, IonCardTitle, IonIcon } from '@ionic/react';
import { bookmarkOutline, construct, timeOutline } from 'ionicons/icons';
import RoomManagementTable from '../admin/RoomManagementTable';

const CARDS = [
  { id: 'creations', title: 'My Creations', subtitle: 'Rooms you built with Ermie', icon: construct, to: '/admin' },
  { id: 'saved', title: 'Saved Puzzles', subtitle: 'Coming soon', icon: bookmarkOutline },
  { id: 'history', title: 'Play History', subtitle: 'Coming soon', icon: timeOutline },
] as const;

export default function VaultTab({ creator = false }: { creator?: boolean }) {
  const [showCreations, setShowCreations] = useState(false);
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
          const opensLibrary = creator && card.id === 'creations';
          const to = !opensLibrary && 'to' in card ? card.to : undefined;
          return (
            <IonCard
              key={card.id}
              button={Boolean(to) || opensLibrary}
              routerLink={to}
              onClick={opensLibrary ? () => setShowCreations(true) : undefined}
              disabled={!to && !opensLibrary}
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
      {creator && showCreations && (
        <div data-testid="my-creations">
          <RoomManagementTable title="My Creations" subtitle="Rooms you built with Ermie" mine />
        </div>
      )}
    </>
  );
}
