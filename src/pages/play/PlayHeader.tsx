/** Play header: back to the rooms, room title, scene name and "Scene N of M", points, hints, offline and sync status. */
import type { ReactNode } from 'react';
import { IonButton, IonButtons, IonChip, IonHeader, IonIcon, IonLabel, IonTitle, IonToolbar } from '@ionic/react';
import { arrowBack, bulb, cloudDone, cloudOffline, cloudUpload, sync, trophy } from 'ionicons/icons';
import { HINT_COST_POINTS } from '@core';
import { syncLabel } from './play-labels';

export interface PlayHeaderProps {
  title: string;
  sceneName?: string;
  sceneCounter?: string;
  points?: number;
  hintsUsed?: number;
  practice?: boolean;
  online: boolean;
  pending?: number;
  syncing?: boolean;
  syncFailed?: boolean;
  onHint?: () => void;
  hintDisabled?: boolean;
  /** Ermie's chat button, docked at the end of the status bar where it covers nothing. */
  chatButton?: ReactNode;
}

export default function PlayHeader(props: PlayHeaderProps) {
  const {
    title,
    sceneName,
    sceneCounter,
    points,
    hintsUsed,
    practice,
    online,
    pending = 0,
    syncing = false,
    onHint,
  } = props;
  const syncIcon = pending > 0 ? (syncing ? sync : cloudUpload) : cloudDone;
  return (
    <IonHeader>
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton
            routerLink="/escape-rooms"
            routerDirection="back"
            aria-label="Back to escape rooms"
            data-testid="play-back"
          >
            <IonIcon slot="icon-only" icon={arrowBack} />
          </IonButton>
        </IonButtons>
        <IonTitle>
          <div className="play-title" data-testid="room-title">
            {title}
          </div>
          {sceneName && (
            <div className="play-subtitle">
              <span data-testid="scene-name">{sceneName}</span>
              {sceneCounter && <span data-testid="scene-counter"> · {sceneCounter}</span>}
            </div>
          )}
        </IonTitle>
        {onHint && (
          <IonButtons slot="end">
            <IonButton
              fill="solid"
              color="tertiary"
              className="play-hint-button"
              onClick={onHint}
              disabled={props.hintDisabled}
              aria-label={`Hint (costs ${HINT_COST_POINTS} points)`}
              data-testid="hint-button"
            >
              <IonIcon slot="start" icon={bulb} aria-hidden="true" />
              Hint
            </IonButton>
          </IonButtons>
        )}
      </IonToolbar>
      {points !== undefined && (
        <IonToolbar className="play-status-bar">
          <div className="play-status">
            <IonChip color="warning" outline data-testid="points" aria-label={`${points} points`}>
              <IonIcon icon={trophy} aria-hidden="true" />
              <IonLabel>{points} pts</IonLabel>
            </IonChip>
            <IonChip color="tertiary" outline data-testid="hints" aria-label={`${hintsUsed ?? 0} hints used`}>
              <IonIcon icon={bulb} aria-hidden="true" />
              <IonLabel>
                {hintsUsed ?? 0} {hintsUsed === 1 ? 'hint' : 'hints'}
              </IonLabel>
            </IonChip>
            {practice && (
              <IonChip color="medium" data-testid="replay-badge">
                <IonLabel>Replay</IonLabel>
              </IonChip>
            )}
            {!online && (
              <IonChip color="danger" data-testid="offline-badge">
                <IonIcon icon={cloudOffline} aria-hidden="true" />
                <IonLabel>Offline</IonLabel>
              </IonChip>
            )}
            <span
              className={`play-sync${props.syncFailed && pending > 0 ? ' play-sync--failed' : ''}`}
              data-testid="sync-status"
              data-pending={pending}
              role="status"
              aria-live="polite"
            >
              <IonIcon icon={syncIcon} aria-hidden="true" />
              {syncLabel(pending, syncing, online)}
            </span>
            {props.chatButton}
          </div>
        </IonToolbar>
      )}
    </IonHeader>
  );
}
