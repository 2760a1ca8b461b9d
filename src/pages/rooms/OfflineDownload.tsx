/**
 * A room card's "Make available offline" (issue 29 item 2): the player confirms after reading that
 * offline runs count for XP, not for the leaderboard; then the download shows its progress, and
 * its failure. Once the room is stored the card shows its "Available offline" chip.
 */
import { lazy, Suspense, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { cloudDownload } from 'ionicons/icons';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import { OFFLINE_DOWNLOAD_TEXT } from '../../data/play/offline/offline-download';
import { useOfflineDownload } from '../../data/play/offline/useOfflineDownload';

const OfflineConfirm = lazy(() => import('./OfflineConfirm'));

interface Props {
  roomId: string;
  title: string;
  /** Called once the room and its scene images are on this device. */
  onStored: (roomId: string) => void;
}

export default function OfflineDownload({ roomId, title, onStored }: Props) {
  const { state, start } = useOfflineDownload(roomId, onStored);
  const [confirming, setConfirming] = useState(false);
  const downloading = state.status === 'downloading';
  const progress = downloading && state.progress ? state.progress : null;
  return (
    <div className="room-card-offline" data-testid={`offline-download-${roomId}`}>
      {state.status !== 'done' && (
        <IonButton
          fill="outline"
          expand="block"
          size="small"
          disabled={downloading}
          onClick={() => setConfirming(true)}
          aria-label={`${OFFLINE_DOWNLOAD_TEXT.action}: ${title}`}
          data-testid="make-available-offline"
        >
          <IonIcon slot="start" icon={cloudDownload} aria-hidden="true" />
          {OFFLINE_DOWNLOAD_TEXT.action}
        </IonButton>
      )}
      {downloading && (
        <>
          {/* A native bar: indeterminate until the package tells how many images follow. */}
          <progress
            className="room-card-offline-progress"
            max={progress?.total}
            value={progress?.done}
            aria-label={`Downloading ${title} for offline play`}
          />
          <p className="muted room-card-offline-status" role="status" data-testid="offline-download-progress">
            {progress ? `Downloading… ${progress.done} of ${progress.total}` : 'Downloading…'}
          </p>
        </>
      )}
      {state.status === 'done' && (
        <p className="muted room-card-offline-status" role="status" data-testid="offline-download-done">
          Stored on this device. {OFFLINE_DOWNLOAD_TEXT.notice}.
        </p>
      )}
      <ErrorBanner message={state.status === 'failed' ? state.message : null} testId="offline-download-error" />
      {/* Mounted only while asked, so the page holds one alert, not one per card. */}
      {confirming && (
        <Suspense fallback={null}>
          <OfflineConfirm onConfirm={start} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  );
}
