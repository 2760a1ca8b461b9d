/**
 * The play screen's content while the room loads, and when it cannot be opened
 * (spec §8 Play). The page keeps one IonPage throughout: Ionic's router animates the
 * page element it first saw, so swapping IonPages would leave the new one hidden.
 */
import { IonButton, IonContent, IonSpinner } from '@ionic/react';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import type { RoomLoadError } from '../../data/play/offline/room-cache';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import { PLAY_LOADING_TEXT } from './play-labels';

export function PlayLoading() {
  return (
    <IonContent>
      <div
        className="centered-fill"
        role="status"
        aria-live="polite"
        aria-label="Loading escape room"
        data-testid="play-loading"
      >
        <IonSpinner name="crescent" color="primary" />
        <p className="muted">{PLAY_LOADING_TEXT}</p>
      </div>
    </IonContent>
  );
}

export function PlayError({ error, onRetry }: { error: RoomLoadError | null; onRetry: () => void }) {
  const notFound = error?.kind === 'not_found';
  return (
    <IonContent className="ion-padding">
      <div className="play-error page-width" data-testid="play-error">
        <ErrorBanner message={error?.message ?? PLAY_MESSAGES.loadRoomFailed} testId="play-error-message" />
        {!notFound && error?.offline && (
          <p className="muted">
            You are offline and this room has not been saved on this device yet. Open it once while online to play it
            offline.
          </p>
        )}
        <div className="play-error-actions">
          <IonButton routerLink="/escape-rooms" routerDirection="back" data-testid="play-error-back">
            Back to rooms
          </IonButton>
          {!notFound && (
            <IonButton fill="outline" onClick={onRetry}>
              Try again
            </IonButton>
          )}
        </div>
      </div>
    </IonContent>
  );
}
