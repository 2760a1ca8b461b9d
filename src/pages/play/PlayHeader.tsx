/**
 * Play header, phone first: back, the room's full title (it wraps, never cut off), the scene
 * name and "Scene N of M", the Hint button; then a status bar with points, hints used, the
 * Journal, offline and sync status, and Ermie's chat.
 */
import type { ReactNode } from 'react';
import { IonButton, IonButtons, IonHeader, IonToolbar } from '@ionic/react';
import { arrowBack, book, bulb, cloudDone, cloudOffline, cloudUpload, sync, trophy } from 'ionicons/icons';
import Icon from '../../components/Icon';
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
            <Icon slot="icon-only" icon={arrowBack} />
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
              <Icon slot="start" icon={bulb} />
              Hint
            </IonButton>
          </IonButtons>
        )}
      </IonToolbar>
      {points !== undefined && (
        // Plain elements, not Ionic's toolbar and chips: the status bar only shows (issue 13: each
        // Ionic component costs a phone milliseconds to set up, in the task that opens the room).
        <div className="play-status-bar">
          <div className="play-status">
            <span
              className="play-chip play-chip--warning"
              role="img"
              data-testid="points"
              aria-label={`${points} points`}
            >
              <Icon icon={trophy} />
              <span>{points} pts</span>
            </span>
            <span
              className="play-chip play-chip--tertiary"
              role="img"
              data-testid="hints"
              aria-label={`${hintsUsed ?? 0} hints used`}
            >
              <Icon icon={bulb} />
              <span>
                {hintsUsed ?? 0} {hintsUsed === 1 ? 'hint' : 'hints'}
              </span>
            </span>
            {practice && (
              <span className="play-chip play-chip--medium play-chip--filled" data-testid="replay-badge">
                <span>Replay</span>
              </span>
            )}
            {!online && (
              <span className="play-chip play-chip--danger play-chip--filled" data-testid="offline-badge">
                <Icon icon={cloudOffline} />
                <span>Offline</span>
              </span>
            )}
            <span
              className={`play-sync${props.syncFailed && pending > 0 ? ' play-sync--failed' : ''}`}
              data-testid="sync-status"
              data-pending={pending}
              role="status"
              aria-live="polite"
              title={syncLabel(pending, syncing, online)}
            >
              <Icon icon={syncIcon} />
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
                  <Icon slot="start" icon={book} />
                  Journal
                </IonButton>
              )}
              {props.chatButton}
            </span>
          </div>
        </div>
      )}
    </IonHeader>
  );
}
