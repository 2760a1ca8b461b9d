/**
 * Play header, phone first: back, the room's full title (it wraps, never cut off), the scene
 * name and "Scene N of M", the Hint button; then a status bar with points, hints used, the
 * Journal, offline and sync status, and Ermie's chat.
 * Plain elements styled as Ionic's md header, toolbar and buttons (play-header.css), not Ionic's own
 * components: each of those is set up and drawn by Ionic's runtime in the task that opens the room,
 * and the header's ten made that task one of the longest on a phone (issue 13: total blocking time).
 */
import type { MouseEvent, ReactNode } from 'react';
import { useIonRouter } from '@ionic/react';
import { arrowBack, book, bulb, cloudDone, cloudOffline, cloudUpload, sync, trophy } from 'ionicons/icons';
import Icon from '../../components/Icon';
import { syncLabel } from './play-labels';
import './play-header.css';

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

/** Where the back control goes: the list of escape rooms. */
const ROOMS_ADDRESS = '/escape-rooms';

export default function PlayHeader(props: PlayHeaderProps) {
  const { title, sceneName, sceneCounter, points, hintsUsed, practice, online, pending = 0, syncing = false } = props;
  const syncIcon = pending > 0 ? (syncing ? sync : cloudUpload) : cloudDone;
  const router = useIonRouter();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click goes back within the app, with the back transition; a click with a modifier
    // (a new tab, a new window) is the browser's to follow.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(ROOMS_ADDRESS, 'back');
  };
  return (
    <header className="play-header">
      <div className="play-toolbar">
        <a
          className="play-back"
          href={ROOMS_ADDRESS}
          onClick={back}
          aria-label="Back to escape rooms"
          data-testid="play-back"
        >
          <Icon icon={arrowBack} />
        </a>
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
          <button
            type="button"
            className="play-button play-button--solid play-hint-button"
            onClick={props.onHint}
            disabled={props.hintDisabled}
            aria-label={props.hintCost === undefined ? 'Hint' : `Hint (costs ${props.hintCost} points)`}
            data-testid="hint-button"
          >
            <Icon icon={bulb} />
            Hint
          </button>
        )}
      </div>
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
                <button
                  type="button"
                  className="play-button play-button--outline play-journal-button"
                  onClick={props.onJournal}
                  data-testid="journal-button"
                >
                  <Icon icon={book} />
                  Journal
                </button>
              )}
              {props.chatButton}
            </span>
          </div>
        </div>
      )}
    </header>
  );
}
