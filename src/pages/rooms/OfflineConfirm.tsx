/**
 * What "Make available offline" says before it downloads anything (issue 29 item 2). A chunk of its
 * own, fetched when a player first presses the button: Ionic's alert is about 12 KB (gzip) the
 * rooms list need not fetch to show.
 */
import { IonAlert } from '@ionic/react';
import { OFFLINE_DOWNLOAD_TEXT } from '../../data/play/offline/offline-download';

interface Props {
  onConfirm: () => void;
  onClose: () => void;
}

export default function OfflineConfirm({ onConfirm, onClose }: Props) {
  return (
    <IonAlert
      isOpen
      header={`${OFFLINE_DOWNLOAD_TEXT.action}?`}
      message={`${OFFLINE_DOWNLOAD_TEXT.notice}. The room and its scene images are stored on this device, so you can play it with no network.`}
      buttons={[
        { text: 'Cancel', role: 'cancel' },
        { text: 'Download', role: 'confirm', handler: onConfirm },
      ]}
      onDidDismiss={onClose}
      data-testid="offline-download-alert"
    />
  );
}
