/**
 * Shown once the player escapes: points, time taken, hints used, the best completed score, the
 * rating form (issue 31: its own chunk, fetched now), Play again, the room's page (its leaderboard)
 * and Back to rooms.
 */
import { lazy, Suspense } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { bulb, podium, refresh, ribbon, time, trophy } from 'ionicons/icons';

const EscapeRating = lazy(() => import('./EscapeRating'));

export interface EscapeScreenProps {
  roomId: string;
  title: string;
  points: number;
  duration: string;
  hintsUsed: number;
  /** The best completed score of this room (a replay keeps the first run's record). */
  best: number;
  onPlayAgain: () => void;
}

export default function EscapeScreen({
  roomId,
  title,
  points,
  duration,
  hintsUsed,
  best,
  onPlayAgain,
}: EscapeScreenProps) {
  return (
    <section className="play-escape surface-card" data-testid="escape-screen" aria-labelledby="escape-heading">
      {/* Focusable from code: the focus lands here when the last dialog goes with the escape. */}
      <h1 id="escape-heading" className="gradient-text" tabIndex={-1}>
        You escaped!
      </h1>
      <p className="muted">{title}</p>
      <dl className="play-escape-stats">
        <div>
          <dt>
            <IonIcon icon={trophy} aria-hidden="true" /> Total points
          </dt>
          <dd data-testid="escape-points">{points}</dd>
        </div>
        <div>
          <dt>
            <IonIcon icon={time} aria-hidden="true" /> Time
          </dt>
          <dd data-testid="escape-time">{duration}</dd>
        </div>
        <div>
          <dt>
            <IonIcon icon={bulb} aria-hidden="true" /> Hints used
          </dt>
          <dd data-testid="escape-hints">{hintsUsed}</dd>
        </div>
        <div>
          <dt>
            <IonIcon icon={ribbon} aria-hidden="true" /> Best score
          </dt>
          <dd data-testid="escape-best">{best}</dd>
        </div>
      </dl>
      <Suspense fallback={null}>
        <EscapeRating roomId={roomId} />
      </Suspense>
      <div className="play-escape-actions">
        <IonButton onClick={onPlayAgain} data-testid="play-again">
          <IonIcon slot="start" icon={refresh} aria-hidden="true" />
          Play again
        </IonButton>
        <IonButton fill="outline" routerLink={`/escape-rooms/${roomId}`} data-testid="room-leaderboard-link">
          <IonIcon slot="start" icon={podium} aria-hidden="true" />
          Leaderboard
        </IonButton>
        <IonButton fill="outline" routerLink="/escape-rooms" routerDirection="back" data-testid="back-to-rooms">
          Back to rooms
        </IonButton>
      </div>
    </section>
  );
}
