import { IonToast } from '@ionic/react';
import { SNACKBAR_MS } from '@core';

/** A snackbar for a short notice (rooms-and-play-spec §9: 4000 ms); null hides it. */
export default function NoticeToast({
  notice,
  onDismiss,
  testId,
}: {
  notice: string | null;
  onDismiss: () => void;
  testId: string;
}) {
  return (
    <IonToast
      isOpen={notice !== null}
      message={notice ?? ''}
      duration={SNACKBAR_MS}
      position="bottom"
      onDidDismiss={onDismiss}
      data-testid={testId}
    />
  );
}
