/**
 * /escape-rooms/{id}/analytics, a room's creator analytics (issue 32 items 4 and 5), opened from My
 * Creations (and, for admins, from the room table): the funnel and where abandoned runs stopped, the
 * puzzles, the escapes' time and hints, and the puzzle graph with its heat layer. Aggregates only:
 * the server leaves out every row of fewer than 5 players; with none left the screen says so. Plain
 * SVG charts; the graph (xyflow) is a lazy chunk of its own, shared with the scene editor.
 */
import { lazy, Suspense, useMemo } from 'react';
import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonPage, IonSpinner, IonToolbar } from '@ionic/react';
import { arrowBack } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import type { RoomAnalytics } from '@core';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import { useProfile } from '../../data/auth/useProfile';
import { useRoomAnalytics } from '../../data/rooms/useRoomAnalytics';
import { DistributionChart, FunnelChart } from './AnalyticsCharts';
import PuzzleTable from './PuzzleTable';
import './analytics.css';

const PuzzleGraphPanel = lazy(() => import('../editor/graph/PuzzleGraphPanel'));
const noSelection = () => undefined;

/** Whether no row passed the threshold: nothing to chart. */
const isEmpty = (a: RoomAnalytics) =>
  a.funnel.length === 0 &&
  a.drop_off.length === 0 &&
  a.puzzles.length === 0 &&
  a.time.buckets.length === 0 &&
  a.hints.buckets.length === 0;

function VersionPicker({ analytics, onPick }: { analytics: RoomAnalytics; onPick: (version: string) => void }) {
  if (analytics.versions.length < 2) return null;
  return (
    <label className="analytics-version">
      Room version{' '}
      <select
        value={analytics.version ?? ''}
        onChange={(event) => onPick(event.target.value)}
        data-testid="analytics-version"
      >
        {analytics.versions.map((version) => (
          <option key={version} value={version}>
            {version}
            {version === analytics.current_version ? ' (current)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

function AnalyticsBody({ analytics, roomId }: { analytics: RoomAnalytics; roomId: string }) {
  const heat = useMemo(
    () => Object.fromEntries(analytics.puzzles.map((p) => [p.element_id, p.stuck_share])),
    [analytics.puzzles],
  );
  if (isEmpty(analytics))
    return (
      <div className="rooms-empty" data-testid="analytics-empty">
        <h2>Not enough players yet</h2>
        <p className="muted">
          Figures appear once at least {analytics.min_players} players are in them, so no player can be singled out.
          {analytics.versions.length === 0 ? ' Nobody has played this room yet.' : ''}
        </p>
      </div>
    );
  return (
    <>
      <section className="analytics-card" aria-labelledby="funnel-title" data-testid="analytics-funnel">
        <h2 id="funnel-title">Funnel</h2>
        {analytics.funnel.length ? (
          <FunnelChart funnel={analytics.funnel} />
        ) : (
          <p className="muted">No step has 5 players yet.</p>
        )}
        {analytics.drop_off.length > 0 && (
          <div data-testid="analytics-drop-off">
            <h3>Where players gave up (the last thing they solved)</h3>
            <ul>
              {analytics.drop_off.map((d) => (
                <li key={d.element_id ?? 'none'} data-testid="drop-off-row">
                  {d.label}: {d.players} players
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section className="analytics-card" aria-labelledby="puzzles-title">
        <h2 id="puzzles-title">Puzzles</h2>
        <PuzzleTable puzzles={analytics.puzzles} />
      </section>
      <section className="analytics-card analytics-card--split" aria-label="Escapes">
        <div>
          <h2>Time to escape</h2>
          <DistributionChart distribution={analytics.time} kind="time" />
        </div>
        <div>
          <h2>Hints to escape</h2>
          <DistributionChart distribution={analytics.hints} kind="hints" />
        </div>
      </section>
      <div data-testid="analytics-graph">
        <Suspense fallback={<IonSpinner name="crescent" aria-label="Loading the puzzle graph" />}>
          <PuzzleGraphPanel roomId={roomId} revision={0} sceneIndex={0} onSelectElement={noSelection} heat={heat} />
        </Suspense>
      </div>
    </>
  );
}

export default function AnalyticsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { isAdmin } = useProfile();
  const { state, setVersion, reload } = useRoomAnalytics(id);
  const title = state.status === 'ready' ? `Analytics: ${state.analytics.title}` : 'Room analytics';
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton
              routerLink={isAdmin ? '/admin' : '/dashboard'}
              routerDirection="back"
              aria-label="Back"
              data-testid="analytics-back"
            >
              <IonIcon aria-hidden="true" slot="icon-only" icon={arrowBack} />
            </IonButton>
          </IonButtons>
          <h1 className="toolbar-heading">{title}</h1>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="analytics-page page-width" data-testid="analytics-page">
          {state.status === 'loading' && (
            <div className="centered-fill" role="status" aria-label="Loading the analytics">
              <IonSpinner name="crescent" color="primary" />
            </div>
          )}
          {state.status === 'error' && (
            <>
              <ErrorBanner message={state.message} testId="analytics-error" />
              <IonButton fill="outline" onClick={reload}>
                Try again
              </IonButton>
            </>
          )}
          {state.status === 'ready' && (
            <>
              <p className="muted">
                Aggregates of the runs the server replayed. A row shows only when at least {state.analytics.min_players}{' '}
                players are in it; no player is named.
              </p>
              <VersionPicker analytics={state.analytics} onPick={setVersion} />
              <AnalyticsBody analytics={state.analytics} roomId={id} />
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
