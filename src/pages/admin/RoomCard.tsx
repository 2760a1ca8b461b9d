/**
 * One room in the management table: preview, difficulty, the credit of a remix, the enabled and "Allow
 * remixes" switches, Play, Edit scenes, Analytics for a published room (issue 32), and Publish for a draft
 * (a remix, or a room left in the wizard).
 */
import { useState } from 'react';
import { IonButton, IonCard, IonCardContent, IonChip, IonIcon, IonLabel, IonToggle } from '@ionic/react';
import { cloudUploadOutline, createOutline, imageOutline, playOutline, statsChartOutline } from 'ionicons/icons';
import type { RoomSummary } from '@core';
import DifficultyChip from '../../components/rooms/DifficultyChip';
import { descriptionPreview } from './room-preview';

interface Props {
  room: RoomSummary;
  onToggle: (roomId: string) => Promise<void>;
  /** The owner's switch: whether other creators may remix the room (rejects when the server refused). */
  onAllowRemix: (roomId: string, allow: boolean) => Promise<void>;
  /** Publishes a draft (rejects when the server refused). */
  onPublish: (roomId: string) => Promise<void>;
}

/** A switch whose change the server may refuse: then it is remounted, so it shows the real state again. */
function ServerSwitch(props: {
  checked: boolean;
  label: string;
  ariaLabel: string;
  testId: string;
  onChange: (checked: boolean) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const change = async (checked: boolean) => {
    setPending(true);
    try {
      await props.onChange(checked);
    } catch {
      setResetKey((k) => k + 1);
    } finally {
      setPending(false);
    }
  };
  return (
    <IonToggle
      key={resetKey}
      checked={props.checked}
      disabled={pending}
      onIonChange={(event) => void change(event.detail.checked)}
      labelPlacement="end"
      aria-label={props.ariaLabel}
      data-testid={props.testId}
    >
      {props.label}
    </IonToggle>
  );
}

function PublishButton({ room, onPublish }: Pick<Props, 'room' | 'onPublish'>) {
  const [pending, setPending] = useState(false);
  const publish = async () => {
    setPending(true);
    try {
      await onPublish(room.id);
    } catch {
      // The table shows the server's reason.
    } finally {
      setPending(false);
    }
  };
  return (
    <IonButton
      size="small"
      onClick={() => void publish()}
      disabled={pending || room.scene_count === 0}
      aria-label={`Publish ${room.title}`}
      data-testid="room-publish"
    >
      <IonIcon aria-hidden="true" slot="start" icon={cloudUploadOutline} />
      {pending ? 'Publishing…' : 'Publish'}
    </IonButton>
  );
}

/** The room's creator analytics (issue 32), for its owner or an admin. */
function AnalyticsButton({ room }: Pick<Props, 'room'>) {
  return (
    <IonButton
      size="small"
      fill="outline"
      routerLink={`/escape-rooms/${room.id}/analytics`}
      aria-label={`Analytics of ${room.title}`}
      data-testid="room-analytics"
    >
      <IonIcon aria-hidden="true" slot="start" icon={statsChartOutline} />
      Analytics
    </IonButton>
  );
}

export default function RoomCard({ room, onToggle, onAllowRemix, onPublish }: Props) {
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
        {room.remix_of && (
          <p className="room-card__meta" data-testid="room-remix-credit">
            {room.remix_of.credit}
          </p>
        )}
        <p className="room-card__desc" data-testid="room-description-preview">
          {descriptionPreview(room.description)}
        </p>
        <div className="room-card__actions">
          <ServerSwitch
            checked={room.enabled}
            label={room.enabled ? 'Enabled' : 'Disabled'}
            ariaLabel={`Enabled: ${room.title}`}
            testId="room-enabled-toggle"
            onChange={() => onToggle(room.id)}
          />
          <ServerSwitch
            checked={room.allow_remix}
            label="Allow remixes"
            ariaLabel={`Allow remixes: ${room.title}`}
            testId="room-allow-remix-toggle"
            onChange={(allow) => onAllowRemix(room.id, allow)}
          />
          {!room.published && <PublishButton room={room} onPublish={onPublish} />}
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
          {room.published && <AnalyticsButton room={room} />}
        </div>
      </IonCardContent>
    </IonCard>
  );
}
