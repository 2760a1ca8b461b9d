/** One playable room: cover, title, difficulty chip, a 100-character preview, Play, and the offline marker. */
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

export default function RoomCard({ room }: { room: RoomCardData }) {
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
      </IonCardContent>
    </IonCard>
  );
}
