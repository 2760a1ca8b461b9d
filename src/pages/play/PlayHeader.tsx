/**
 * Play header, phone first: back, the room's full title (it wraps, never cut off), the scene
 * name and "Scene N of M", the Hint button; then a status bar with points, hints used, the
 * Journal, offline and sync status, and Ermie's chat.
 */
import type { ReactNode } from 'react';
import { IonButton, IonButtons, IonChip, IonHeader, IonIcon, IonLabel, IonToolbar } from '@ionic/react';
import { arrowBack, book, bulb, cloudDone, cloudOffline, cloudUpload, sync, trophy } from 'ionicons/icons';
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
  /** The points a hint costs now, shown on the button's accessible name. */
  hintCost?: number;
  onJournal?: () => void;
  /** Ermie's chat button, docked at the end of the status bar where it covers nothing. */
  chatButton?: ReactNode;
}

export default function PlayHeader(props: PlayHeaderProps) {
  const { title, sceneName, sceneCounter, points, hintsUsed, practice, online, pending = 0, syncing = false } = props;
  const syncIcon = pending > 0 ? (syncing ? sync : cloudUpload) : cloudDone;
  return (
    <IonHeader>
      <IonToolbar className="play-toolbar">
        <IonButtons slot="start">
          <IonButton
            routerLink="/escape-rooms"
            routerDirection="back"
            aria-label="Back to escape rooms"
            data-testid="play-back"
          >
            <IonIcon slot="icon-only" icon={arrowBack} aria-hidden="true" />
          </IonButton>
        </IonButtons>
        <div className="play-heading">
          <h1 className="play-title" data-testid="room-title">
            {title}
          </h1>
          {(sceneName || sceneCounter) && (
            <p className="play-subtitle">
              {sceneCounter && <span data-testid="scene-counter">{sceneCounter}</span>}
              {sceneName && sceneCounter && ' · '}
              {sceneName && <span data-testid="scene-name">{sceneName}</span>}
            </p>
          )}
        </div>
        {props.onHint && (
          <IonButtons slot="end">
            <IonButton
              fill="solid"
              color="tertiary"
              className="play-hint-button"
              onClick={props.onHint}
              disabled={props.hintDisabled}
              aria-label={props.hintCost === undefined ? 'Hint' : `Hint (costs ${props.hintCost} points)`}
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
              title={syncLabel(pending, syncing, online)}
            >
              <IonIcon icon={syncIcon} aria-hidden="true" />
              <span className="play-sync-label">{syncLabel(pending, syncing, online)}</span>
            </span>
            <span className="play-status-end">
              {props.onJournal && (
                <IonButton
                  fill="outline"
                  size="small"
                  className="play-journal-button"
                  onClick={props.onJournal}
                  data-testid="journal-button"
                >
                  <IonIcon slot="start" icon={book} aria-hidden="true" />
                  Journal
                </IonButton>
              )}
              {props.chatButton}
            </span>
          </div>
        </IonToolbar>
      )}
    </IonHeader>
  );
}
