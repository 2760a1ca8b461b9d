/** One room in the management table: preview, difficulty, enabled toggle, Play and Edit scenes links. */
import { useState } from 'react';
import { IonButton, IonCard, IonCardContent, IonChip, IonIcon, IonLabel, IonToggle } from '@ionic/react';
import { createOutline, imageOutline, playOutline } from 'ionicons/icons';
import type { RoomSummary } from '@core';
import DifficultyChip from '../../components/rooms/DifficultyChip';
import { descriptionPreview } from './room-preview';

interface Props {
  room: RoomSummary;
  onToggle: (roomId: string) => Promise<void>;
}

export default function RoomCard({ room, onToggle }: Props) {
  const [pending, setPending] = useState(false);
  // Remounts the toggle when the server refused, so it shows the real state again.
  const [resetKey, setResetKey] = useState(0);
  const toggle = async () => {
    setPending(true);
    try {
      await onToggle(room.id);
    } catch {
      setResetKey((k) => k + 1);
    } finally {
      setPending(false);
    }
  };

  return (
    <IonCard className="room-card" data-testid="room-card" data-room-id={room.id}>
      <div className="room-card__cover">
        {room.cover_image_url ? (
          <img src={room.cover_image_url} alt="" loading="lazy" />
        ) : (
          <IonIcon icon={imageOutline} aria-hidden="true" />
        )}
        {!room.published && (
          <IonChip color="medium" className="room-card__draft">
            <IonLabel>Draft</IonLabel>
          </IonChip>
        )}
      </div>
      <IonCardContent>
        <div className="room-card__title-row">
          <h3>{room.title}</h3>
          <DifficultyChip difficulty={room.difficulty} />
        </div>
        <p className="room-card__meta">
          {room.theme} · {room.scene_count} {room.scene_count === 1 ? 'scene' : 'scenes'} ·{' '}
          <span data-testid="room-owner">
            {room.owner_name}
            {room.owner_email ? ` (${room.owner_email})` : ''}
          </span>
        </p>
        <p className="room-card__desc" data-testid="room-description-preview">
          {descriptionPreview(room.description)}
        </p>
        <div className="room-card__actions">
          <IonToggle
            key={resetKey}
            checked={room.enabled}
            disabled={pending}
            onIonChange={toggle}
            labelPlacement="end"
            aria-label={`Enabled: ${room.title}`}
            data-testid="room-enabled-toggle"
          >
            {room.enabled ? 'Enabled' : 'Disabled'}
          </IonToggle>
          <IonButton
            size="small"
            fill="outline"
            routerLink={`/play/${room.id}`}
            aria-label={`Play ${room.title}`}
            data-testid="room-play"
          >
            <IonIcon aria-hidden="true" slot="start" icon={playOutline} />
            Play
          </IonButton>
          <IonButton
            size="small"
            fill="outline"
            routerLink={`/escape-rooms/${room.id}/edit/0`}
            disabled={room.scene_count === 0}
            aria-label={`Edit the scenes of ${room.title}`}
            data-testid="room-edit-scenes"
          >
            <IonIcon aria-hidden="true" slot="start" icon={createOutline} />
            Edit scenes
          </IonButton>
        </div>
      </IonCardContent>
    </IonCard>
  );
}
