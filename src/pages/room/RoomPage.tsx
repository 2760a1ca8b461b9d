/**
 * /escape-rooms/{id}, a room's page (issue 31 item 2): its details, ratings and reviews, and its
 * leaderboard; a room the server answers 404 for shows "not found" (without saying whether it
 * exists). Back returns to the browser as it was left (its address comes in `from`).
 */
import { useRef } from 'react';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonPage,
  IonSpinner,
  IonToolbar,
  useIonViewWillEnter,
} from '@ionic/react';
import { arrowBack } from 'ionicons/icons';
import { useLocation, useParams } from 'react-router-dom';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import { useProfile } from '../../data/auth/useProfile';
import { useRoomPage } from '../../data/community/useRoomPage';
import RoomDetails from './RoomDetails';
import RoomLeaderboard from './RoomLeaderboard';
import RoomReviews from './RoomReviews';
import '../rooms/rooms.css';
import './room-page.css';

/** Where Back goes: the browser's address it was opened from, else the browser. */
export function backAddress(search: string): string {
  const from = new URLSearchParams(search).get('from');
  return from && /^\/escape-rooms(\?|$)/.test(from) ? from : '/escape-rooms';
}

export default function RoomPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { search } = useLocation();
  const { isAdmin } = useProfile();
  const { state, reload, rate, setHidden } = useRoomPage(id);
  // Ionic keeps the page when the player goes on (to play the room): back on it, it is read again.
  const entered = useRef(false);
  useIonViewWillEnter(() => {
    if (entered.current) reload();
    entered.current = true;
  });
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton
              routerLink={backAddress(search)}
              routerDirection="back"
              aria-label="Back to rooms"
              data-testid="room-back"
            >
              <IonIcon aria-hidden="true" slot="icon-only" icon={arrowBack} />
            </IonButton>
          </IonButtons>
          {/* The room's title is the page's heading once it is in; until then this one. */}
          {state.status !== 'ready' && <h1 className="toolbar-heading">Escape room</h1>}
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="room-page page-width" data-testid="room-page">
          {state.status === 'loading' && (
            <div className="centered-fill" role="status" aria-label="Loading the room" data-testid="room-page-loading">
              <IonSpinner name="crescent" color="primary" />
            </div>
          )}
          {state.status === 'not-found' && (
            <div className="rooms-empty" data-testid="room-not-found">
              <h2>{PLAY_MESSAGES.roomNotFound}</h2>
              <p className="muted">This room does not exist or is not open to players.</p>
              <IonButton routerLink="/escape-rooms" routerDirection="back">
                Browse escape rooms
              </IonButton>
            </div>
          )}
          {state.status === 'error' && (
            <>
              <ErrorBanner message={state.message} testId="room-page-error" />
              <IonButton fill="outline" onClick={reload} data-testid="room-page-retry">
                Try again
              </IonButton>
            </>
          )}
          {state.status === 'ready' && (
            <>
              <RoomDetails page={state.page} admin={isAdmin} />
              <RoomReviews page={state.page} admin={isAdmin} onRate={rate} onHidden={setHidden} />
              <RoomLeaderboard board={state.board} error={state.boardError} />
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
