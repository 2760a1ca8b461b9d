/** /escape-rooms: the rooms a player can play, including the ones made available offline on this device. */
import {
  IonButton,
  IonButtons,
  IonChip,
  IonContent,
  IonHeader,
  IonIcon,
  IonLabel,
  IonPage,
  IonRefresher,
  IonRefresherContent,
  IonSpinner,
  IonToolbar,
} from '@ionic/react';
import { arrowBack, cloudOffline, extensionPuzzle } from 'ionicons/icons';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import LoadMore from '../../components/controls/LoadMore';
import { useRoomList } from '../../data/rooms/useRoomList';
import RoomCard from './RoomCard';
import './rooms.css';

export default function EscapeRoomsPage() {
  const { rooms, loading, error, online, fromDevice, paging, reload, markStored } = useRoomList();
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton routerLink="/dashboard" routerDirection="back" aria-label="Back to dashboard">
              <IonIcon aria-hidden="true" slot="icon-only" icon={arrowBack} />
            </IonButton>
          </IonButtons>
          {/* The page's heading, and it wraps with large text (ion-title keeps one line). */}
          <h1 className="toolbar-heading">Escape rooms</h1>
          {!online && (
            <IonChip slot="end" color="danger" data-testid="offline-badge">
              <IonIcon icon={cloudOffline} aria-hidden="true" />
              <IonLabel>Offline</IonLabel>
            </IonChip>
          )}
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonRefresher
          slot="fixed"
          onIonRefresh={(event) => {
            reload();
            setTimeout(() => event.detail.complete(), 600);
          }}
        >
          <IonRefresherContent />
        </IonRefresher>
        <div className="rooms-page page-width">
          <ErrorBanner message={error} testId="rooms-error" />
          {error && (
            <IonButton fill="outline" size="small" onClick={reload}>
              Try again
            </IonButton>
          )}
          {fromDevice && !error && rooms.length > 0 && (
            <p className="muted" data-testid="rooms-offline-note">
              You are offline. These rooms are stored on this device and can be played now.
            </p>
          )}
          {loading ? (
            <div className="centered-fill" role="status" aria-label="Loading escape rooms" data-testid="rooms-loading">
              <IonSpinner name="crescent" color="primary" />
            </div>
          ) : rooms.length === 0 ? (
            <div className="rooms-empty" data-testid="rooms-empty">
              <IonIcon icon={extensionPuzzle} aria-hidden="true" />
              <h2>No escape rooms {fromDevice ? 'on this device' : 'yet'}</h2>
              <p className="muted">
                {fromDevice
                  ? 'Rooms you make available offline while online are stored here, ready to play with no network.'
                  : 'New rooms appear here as soon as they are published.'}
              </p>
            </div>
          ) : (
            <div className="rooms-grid" data-testid="rooms-list">
              {rooms.map((room) => (
                <RoomCard key={room.id} room={room} onStored={fromDevice ? undefined : markStored} />
              ))}
            </div>
          )}
          {!loading && <LoadMore paging={paging} label="Load more rooms" testId="rooms-load-more" />}
        </div>
      </IonContent>
    </IonPage>
  );
}
