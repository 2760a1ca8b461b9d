/**
 * The play screen's snackbar: an action's message (rooms-and-play-spec §9: 4000 ms), above the
 * footer while playing, or under the element dialog's header while that is open (never over its
 * controls). Screen readers hear its words from the play screen's live region, so it is hidden
 * from them. A chunk of its own (with Ionic's toast), fetched for the first message.
 */
import { useEffect, useState } from 'react';
import { IonToast } from '@ionic/react';
import { SNACKBAR_MS } from '@core';
import type { PlayMessage } from '../../../data/play/usePlayRoom';

const laidOut = (anchor: string | undefined): boolean =>
  anchor === undefined || (document.getElementById(anchor)?.offsetParent ?? null) !== null;

/**
 * True while open, once this message's anchor is laid out. Ionic places a toast against its anchor when it
 * opens and falls back to the top of the screen when the anchor is not there yet: a message that
 * opens the element dialog (a key tapped onto a lock) would then sit over the dialog's Close button.
 */
function useAnchorLaidOut(messageId: number | undefined, anchor: string | undefined, open: boolean): boolean {
  const wanted = `${messageId ?? ''}|${anchor ?? ''}`;
  const [found, setFound] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const check = () => {
      if (laidOut(anchor)) setFound(wanted);
      else frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [wanted, anchor, open]);
  return open && found === wanted;
}

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
  const anchorReady = useAnchorLaidOut(message?.id, anchor, open);
  return (
    <IonToast
      key={message?.id ?? 0}
      isOpen={anchorReady}
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
