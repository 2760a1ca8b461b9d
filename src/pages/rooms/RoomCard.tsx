/**
 * One playable room: cover, title, difficulty chip, a 100-character preview, Play, the offline
 * marker, and "Make available offline" while the room is not on this device.
 */
import { useState } from 'react';
import {
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardTitle,
  IonChip,
  IonIcon,
  IonLabel,
} from '@ionic/react';
import { cloudDone, images, play } from 'ionicons/icons';
import type { RoomCardData } from '../../data/rooms/useRoomList';
import { descriptionPreview } from '../admin/room-preview';
import { difficultyColor } from './difficulty';
import OfflineDownload from './OfflineDownload';

interface Props {
  room: RoomCardData;
  /** Offers "Make available offline" (the list came from the server); told when the room is stored. */
  onStored?: (roomId: string) => void;
}

export default function RoomCard({ room, onStored }: Props) {
  // The download's outcome stays in sight once the room shows as available offline.
  const [storedHere, setStoredHere] = useState(false);
  const offerDownload = onStored && (!room.available_offline || storedHere);
  return (
    <IonCard className="room-card" data-testid={`room-card-${room.id}`}>
      <div className="room-card-cover">
        {room.cover_url ? (
          <img src={room.cover_url} alt="" loading="lazy" />
        ) : (
          <div className="room-card-cover--empty" aria-hidden="true">
            <IonIcon aria-hidden="true" icon={images} />
          </div>
        )}
      </div>
      <IonCardHeader>
        <IonCardTitle className="room-card-title">{room.title}</IonCardTitle>
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
      </IonCardHeader>
      <IonCardContent>
        <p className="room-card-description">{descriptionPreview(room.description)}</p>
        <p className="muted room-card-meta">
          {room.scene_count} {room.scene_count === 1 ? 'scene' : 'scenes'}
          {room.owner_name && <span data-testid="room-owner"> · by {room.owner_name}</span>}
        </p>
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
          <OfflineDownload
            roomId={room.id}
            title={room.title}
            onStored={(roomId) => {
              setStoredHere(true);
              onStored(roomId);
            }}
          />
        )}
      </IonCardContent>
    </IonCard>
  );
}
