/**
 * /escape-rooms, the room browser (issue 31 item 1): search, filters and sort kept in the address,
 * cards a page at a time with "Load more", skeletons while loading, an empty state that clears the
 * filters, and offline the rooms made available on this device.
 */
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
  IonToolbar,
  useIonViewWillEnter,
} from '@ionic/react';
import { useRef } from 'react';
import { arrowBack, cloudOffline, extensionPuzzle } from 'ionicons/icons';
import { COMMUNITY_MESSAGES } from '@core/content/community-messages';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import LoadMore from '../../components/controls/LoadMore';
import { useRoomBrowser } from '../../data/community/useRoomBrowser';
import BrowserFilters from './BrowserFilters';
import { isFiltered } from './browser-query';
import RoomCard from './RoomCard';
import RoomCardSkeletons from './RoomCardSkeletons';
import { useBrowserAddress } from './useBrowserAddress';
import './rooms.css';

function EmptyState({
  filtered,
  fromDevice,
  onClear,
}: {
  filtered: boolean;
  fromDevice: boolean;
  onClear: () => void;
}) {
  if (filtered)
    return (
      <div className="rooms-empty" data-testid="rooms-empty">
        <IonIcon icon={extensionPuzzle} aria-hidden="true" />
        <h2>{COMMUNITY_MESSAGES.noRoomsMatch}</h2>
        <IonButton onClick={onClear} data-testid="clear-filters">
          Clear the filters
        </IonButton>
      </div>
    );
  return (
    <div className="rooms-empty" data-testid="rooms-empty">
      <IonIcon icon={extensionPuzzle} aria-hidden="true" />
      <h2>No escape rooms {fromDevice ? 'on this device' : 'yet'}</h2>
      <p className="muted">
        {fromDevice
          ? 'Rooms you make available offline while online are stored here, ready to play with no network.'
          : 'New rooms appear here as soon as they are published.'}
      </p>
    </div>
  );
}

export default function EscapeRoomsPage() {
  const { filters, text, setText, apply, clear, address } = useBrowserAddress();
  const { cards, loading, error, online, fromDevice, paging, reload, markStored, refresh } = useRoomBrowser(filters);
  // Ionic keeps this page under a room's page or the play screen: back on it, the cards in sight
  // are read again (a room just played shows "Escaped in"), the list and its place kept.
  const entered = useRef(false);
  useIonViewWillEnter(() => {
    if (entered.current) refresh();
    entered.current = true;
  });
  const pageHref = (id: string) => `/escape-rooms/${id}?from=${encodeURIComponent(address)}`;
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
          <BrowserFilters text={text} onText={setText} filters={filters} onChange={apply} />
          <ErrorBanner message={error} testId="rooms-error" />
          {error && (
            <IonButton fill="outline" size="small" onClick={reload} data-testid="rooms-retry">
              Try again
            </IonButton>
          )}
          {fromDevice && !error && cards.length > 0 && (
            <p className="muted" data-testid="rooms-offline-note">
              You are offline. These rooms are stored on this device and can be played now.
            </p>
          )}
          {loading ? (
            <RoomCardSkeletons />
          ) : cards.length === 0 ? (
            <EmptyState filtered={isFiltered(filters)} fromDevice={fromDevice} onClear={clear} />
          ) : (
            <div className="rooms-grid" data-testid="rooms-list">
              {cards.map((room) => (
                <RoomCard
                  key={room.id}
                  room={room}
                  pageHref={pageHref(room.id)}
                  onStored={fromDevice ? undefined : markStored}
                />
              ))}
            </div>
          )}
          {!loading && <LoadMore paging={paging} label="Load more" testId="rooms-load-more" />}
        </div>
      </IonContent>
    </IonPage>
  );
}
