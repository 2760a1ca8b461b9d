/**
 * The play header's status bar: points, hints used, the replay, unranked and offline badges, the sync
 * status, the Journal button and Ermie's chat button.
 * Plain elements, not Ionic's toolbar and chips: the status bar only shows (issue 13: each
 * Ionic component costs a phone milliseconds to set up, in the task that opens the room).
 */
import type { ReactNode } from 'react';
import { book, bulb, cloudDone, cloudDownload, cloudOffline, cloudUpload, sync, trophy } from 'ionicons/icons';
import Icon from '../../../components/icons/Icon';
import { syncLabel } from '../play-labels';
import { PLAY_MESSAGES } from '@core/content/play-messages';

/** What the status bar shows; the play header takes them too and shows the bar once there are points. */
export interface PlayStatusProps {
  points?: number;
  hintsUsed?: number;
  practice?: boolean;
  /** The session received the offline package: its runs earn XP, never a leaderboard place. */
  unranked?: boolean;
  online: boolean;
  pending?: number;
  syncing?: boolean;
  syncFailed?: boolean;
  onJournal?: () => void;
  /** Ermie's chat button, docked at the end of the status bar where it covers nothing. */
  chatButton?: ReactNode;
}

export default function PlayStatusBar(props: PlayStatusProps & { points: number }) {
  const { points, hintsUsed, practice, online, pending = 0, syncing = false } = props;
  const syncIcon = pending > 0 ? (syncing ? sync : cloudUpload) : cloudDone;
  return (
    <div className="play-status-bar">
      <div className="play-status">
        <span className="play-chip play-chip--warning" role="img" data-testid="points" aria-label={`${points} points`}>
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
        {props.unranked && (
          <span
            className="play-chip play-chip--medium"
            role="img"
            data-testid="unranked-badge"
            aria-label={`Unranked: ${PLAY_MESSAGES.offlineUnranked}`}
            title={PLAY_MESSAGES.offlineUnranked}
          >
            <Icon icon={cloudDownload} />
            <span>Unranked</span>
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
  );
}
