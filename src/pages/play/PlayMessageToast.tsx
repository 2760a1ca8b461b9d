/**
 * The play screen's snackbar: an action's message (rooms-and-play-spec §9: 4000 ms), above the
 * footer while playing. A chunk of its own (with Ionic's toast), fetched for the first message.
 */
import { IonToast } from '@ionic/react';
import { SNACKBAR_MS } from '@core';
import type { PlayMessage } from '../../data/usePlayRoom';

export default function PlayMessageToast({
  message,
  anchor,
  onDismiss,
}: {
  message: PlayMessage | null;
  /** The id of the element it sits above; none on the escape screen. */
  anchor: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <IonToast
      key={message?.id ?? 0}
      isOpen={message !== null}
      message={message?.text}
      color={message?.tone === 'danger' ? 'danger' : 'dark'}
      duration={SNACKBAR_MS}
      position="bottom"
      positionAnchor={anchor}
      onDidDismiss={onDismiss}
      data-testid="play-message"
    />
  );
}
