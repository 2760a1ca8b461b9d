/**
 * One room in the browser (issue 31 item 1): cover, title (a link to the room's page), difficulty
 * and theme, estimated time, rating, plays, the creator, the player's own status ("Escaped in
 * 12:41", "In progress"), Play, the offline marker, and "Make available offline" while the room is
 * not on this device.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { IonButton, IonCard, IonCardContent, IonCardHeader, IonChip, IonIcon, IonLabel } from '@ionic/react';
import { checkmarkCircle, cloudDone, hourglassOutline, images, play } from 'ionicons/icons';
import Stars from '../../components/rooms/Stars';
import type { BrowserCard } from '../../data/community/browser-cards';
import { statusText } from './browser-query';
import { difficultyColor } from './difficulty';

/**
 * "Make available offline" is a chunk of its own: its download code checks the offline package
 * with zod, which the browser's first load does without (issue 31: its first load within 200 KB).
 */
const OfflineDownload = lazy(() => import('./OfflineDownload'));

interface Props {
  room: BrowserCard;
  /** The room page's address, with the browser's state to come back to. */
  pageHref: string;
  /** Offers "Make available offline" (the list came from the server); told when the room is stored. */
  onStored?: (roomId: string) => void;
}

function CardChips({ room }: { room: BrowserCard }) {
  return (
    <div className="room-card-chips">
      <IonChip color={difficultyColor(room.difficulty)} data-testid="difficulty-chip">
        <IonLabel style={{ textTransform: 'capitalize' }}>{room.difficulty}</IonLabel>
      </IonChip>
      {room.theme && (
        <IonChip outline color="medium">
          <IonLabel>{room.theme}</IonLabel>
        </IonChip>
      )}
      {room.available_offline && (
        <IonChip color="tertiary" data-testid="offline-available">
          <IonIcon icon={cloudDone} aria-hidden="true" />
          <IonLabel>Available offline</IonLabel>
        </IonChip>
      )}
    </div>
  );
}

export default function RoomCard({ room, pageHref, onStored }: Props) {
  // The download's outcome stays in sight once the room shows as available offline.
  const [storedHere, setStoredHere] = useState(false);
  const offerDownload = onStored && (!room.available_offline || storedHere);
  const status = statusText(room.my_status);
  return (
    <IonCard className="room-card" data-testid={`room-card-${room.id}`}>
      <div className="room-card-cover">
        {room.cover_url ? (
          <img src={room.cover_url} alt="" loading="lazy" width={480} height={270} />
        ) : (
          <div className="room-card-cover--empty" aria-hidden="true">
            <IonIcon aria-hidden="true" icon={images} />
          </div>
        )}
        {status && (
          <span className={`room-card-status room-card-status--${room.my_status?.state}`} data-testid="room-status">
            <IonIcon
              aria-hidden="true"
              icon={room.my_status?.state === 'escaped' ? checkmarkCircle : hourglassOutline}
            />
            {status}
          </span>
        )}
      </div>
      <IonCardHeader>
        <h2 className="room-card-title">
          <Link to={pageHref} data-testid={`open-room-${room.id}`}>
            {room.title}
          </Link>
        </h2>
        <CardChips room={room} />
      </IonCardHeader>
      <IonCardContent>
        {room.rating && <Stars average={room.rating.average} count={room.rating.count} testId="room-rating" />}
        <p className="muted room-card-meta">
          <span data-testid="room-estimate">About {room.estimated_minutes} min</span>
          {room.plays !== null && (
            <span data-testid="room-plays">
              {' · '}
              {room.plays} {room.plays === 1 ? 'play' : 'plays'}
            </span>
          )}
          {room.creator_name && <span data-testid="room-owner"> · by {room.creator_name}</span>}
        </p>
        {room.remix_credit && (
          <p className="muted room-card-credit" data-testid="room-remix-credit">
            {room.remix_credit}
          </p>
        )}
        <IonButton
          routerLink={`/play/${room.id}`}
          expand="block"
          data-testid={`play-room-${room.id}`}
          aria-label={`Play ${room.title}`}
        >
          <IonIcon slot="start" icon={play} aria-hidden="true" />
          Play
        </IonButton>
        {offerDownload && (
          <Suspense fallback={null}>
            <OfflineDownload
              roomId={room.id}
              title={room.title}
              onStored={(roomId) => {
                setStoredHere(true);
                onStored(roomId);
              }}
            />
          </Suspense>
        )}
      </IonCardContent>
    </IonCard>
  );
}
