/** One room's "Make available offline" for the signed-in user (offline-download.ts): its progress and outcome. */
import { useCallback, useState } from 'react';
import {
  httpOfflineNetwork,
  makeAvailableOffline,
  OFFLINE_DOWNLOAD_TEXT,
  OfflineDownloadError,
  type DownloadProgress,
} from './offline-download';
import { usePlaySpace } from './usePlaySpace';

export type OfflineDownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: DownloadProgress | null }
  | { status: 'done' }
  | { status: 'failed'; message: string };

/** `onStored` runs once the room and all its images are on this device. */
export function useOfflineDownload(roomId: string, onStored?: (roomId: string) => void) {
  const { store } = usePlaySpace();
  const [state, setState] = useState<OfflineDownloadState>({ status: 'idle' });

  const start = useCallback(() => {
    setState({ status: 'downloading', progress: null });
    makeAvailableOffline(store, httpOfflineNetwork, roomId, (progress) => setState({ status: 'downloading', progress }))
      .then(() => {
        setState({ status: 'done' });
        onStored?.(roomId);
      })
      .catch((error: unknown) =>
        setState({
          status: 'failed',
          message: error instanceof OfflineDownloadError ? error.message : OFFLINE_DOWNLOAD_TEXT.failed,
        }),
      );
  }, [store, roomId, onStored]);

  return { state, start };
}
