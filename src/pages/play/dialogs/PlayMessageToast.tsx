/**
 * The play screen's snackbar: an action's message (rooms-and-play-spec §9: 4000 ms), above the
 * footer while playing, or under the element dialog's header while that is open (never over its
 * controls). Screen readers hear its words from the play screen's live region, so it is hidden
 * from them. A chunk of its own (with Ionic's toast), fetched for the first message.
 */
import { IonToast } from '@ionic/react';
import { SNACKBAR_MS } from '@core';
import type { PlayMessage } from '../../../data/play/usePlayRoom';

export default function PlayMessageToast({
  message,
  open,
  inDialog,
  anchor,
  onDismiss,
}: {
  message: PlayMessage | null;
  open: boolean;
  /** Under the dialog's header (anchor) rather than above the footer (anchor). */
  inDialog: boolean;
  /** The id of the element it sits against; none on the escape screen. */
  anchor: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <IonToast
      key={message?.id ?? 0}
      isOpen={open}
      message={message?.text}
      color={message?.tone === 'danger' ? 'danger' : 'dark'}
      duration={SNACKBAR_MS}
      position={inDialog ? 'top' : 'bottom'}
      positionAnchor={anchor}
      htmlAttributes={{ 'aria-hidden': 'true' }}
      onDidDismiss={onDismiss}
      data-testid="play-message"
    />
  );
}
