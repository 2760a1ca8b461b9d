import { IonToast } from '@ionic/react';
import { useRef, useState } from 'react';
import { SNACKBAR_MS } from '@core';

/**
 * A snackbar for a short notice (rooms-and-play-spec §9: 4000 ms); null hides it. Each new notice
 * gets a toast of its own and its own 4000 ms: one that arrives while the last is still up (or on
 * its way out) replaces it, and the last one's dismissal does not clear it. With one toast for all,
 * a second notice showed only for what was left of the first one's time (0.9 s of 4 s, measured).
 */
export default function NoticeToast({
  notice,
  onDismiss,
  testId,
}: {
  notice: string | null;
  onDismiss: () => void;
  testId: string;
}) {
  const [shown, setShown] = useState({ notice, turn: 0 });
  // A new notice starts a new turn; clearing the notice keeps the turn, so the toast leaves normally.
  if (notice !== shown.notice) setShown({ notice, turn: notice === null ? shown.turn : shown.turn + 1 });
  const currentTurn = useRef(shown.turn);
  currentTurn.current = shown.turn;
  const turn = shown.turn;
  return (
    <IonToast
      key={turn}
      isOpen={notice !== null}
      message={notice ?? ''}
      duration={SNACKBAR_MS}
      position="bottom"
      onDidDismiss={() => {
        if (currentTurn.current === turn) onDismiss();
      }}
      data-testid={testId}
    />
  );
}
