/** Play Puzzle: the way into the room browser (issue 31), and a note on what is still coming. */
import { IonCard, IonCardContent, IonCardHeader, IonCardSubtitle, IonCardTitle, IonIcon } from '@ionic/react';
import { chevronForward, keyOutline } from 'ionicons/icons';
import TopRooms from './TopRooms';

export default function PlayTab() {
  return (
    <>
      <div className="tab-head">
        <div>
          <h2>Play Puzzle</h2>
          <p className="muted">Step into a room and find your way out. Rooms you open stay playable offline.</p>
        </div>
      </div>
      <IonCard button routerLink="/escape-rooms" className="link-card" data-testid="browse-rooms">
        <IonCardHeader>
          <div className="link-card__row">
            <IonIcon icon={keyOutline} className="link-card__icon" aria-hidden="true" />
            <div>
              <IonCardTitle>Browse escape rooms</IonCardTitle>
              <IonCardSubtitle>Search, filter and rate the studio's rooms; climb their leaderboards</IonCardSubtitle>
            </div>
            <IonIcon icon={chevronForward} className="link-card__chevron" aria-hidden="true" />
          </div>
        </IonCardHeader>
      </IonCard>
      <TopRooms />
      <IonCard className="link-card link-card--muted">
        <IonCardContent>Weekly challenges are coming soon.</IonCardContent>
      </IonCard>
    </>
  );
}
