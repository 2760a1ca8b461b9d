/**
 * The top of a room's page (issue 31 item 2): cover, title, chips, premise, creator and, for a remix,
 * its credit (issue 32), the stats (plays, escape rate, median time, median hints), and Play, Share,
 * Remix (creators and admins, when the owner allows it), Edit scenes (its owner and admins) and Make
 * available offline.
 */
import { lazy, Suspense, useState } from 'react';
import { IonButton, IonChip, IonIcon, IonLabel } from '@ionic/react';
import { createOutline, play, shareSocial } from 'ionicons/icons';
import type { RoomPage } from '@core';
import NoticeToast from '../../components/feedback/NoticeToast';
import { clockOf, statusText } from '../rooms/browser-query';
import { difficultyColor } from '../rooms/difficulty';
import { roomLink, shareLink, SHARE_NOTICES } from './share';
import RemixButton from './RemixButton';

/** A chunk of its own, as on the browser's cards: its download code checks the offline package with zod. */
const OfflineDownload = lazy(() => import('../rooms/OfflineDownload'));

function Stats({ stats }: { stats: RoomPage['stats'] }) {
  const rate = stats.escape_rate === null ? '–' : `${Math.round(stats.escape_rate * 100)} %`;
  const items: Array<[string, string, string]> = [
    ['Plays', String(stats.plays), 'stat-plays'],
    ['Escape rate', rate, 'stat-escape-rate'],
    ['Median time', stats.median_ms === null ? '–' : clockOf(stats.median_ms), 'stat-median-time'],
    [
      'Median hints',
      stats.median_hints === null ? '–' : String(Math.round(stats.median_hints * 10) / 10),
      'stat-median-hints',
    ],
  ];
  return (
    <dl className="room-stats" data-testid="room-stats">
      {items.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `admin` or the page's `can_edit` (the room's owner): the room's scenes can be opened in the editor from here. */
export default function RoomDetails({ page, admin }: { page: RoomPage; admin: boolean }) {
  const { room } = page;
  const [notice, setNotice] = useState<string | null>(null);
  const status = statusText(room.my_status);
  return (
    <section className="room-details" aria-labelledby="room-title">
      <div className="room-cover">{room.cover_url && <img src={room.cover_url} alt="" width={480} height={270} />}</div>
      <h1 id="room-title" className="room-title" data-testid="room-title">
        {room.title}
      </h1>
      <div className="room-card-chips">
        <IonChip color={difficultyColor(room.difficulty)} data-testid="difficulty-chip">
          <IonLabel style={{ textTransform: 'capitalize' }}>{room.difficulty}</IonLabel>
        </IonChip>
        {room.theme && (
          <IonChip outline color="medium">
            <IonLabel>{room.theme}</IonLabel>
          </IonChip>
        )}
        <IonChip outline color="medium">
          <IonLabel>About {room.estimated_minutes} min</IonLabel>
        </IonChip>
      </div>
      <p className="muted" data-testid="room-creator">
        By {room.creator_name}
        {status && <span data-testid="room-status"> · {status}</span>}
      </p>
      {room.remix_of && (
        <p className="muted" data-testid="room-remix-credit">
          {room.remix_of.credit}
        </p>
      )}
      <p className="room-premise" data-testid="room-premise">
        {room.premise ?? room.description}
      </p>
      <Stats stats={page.stats} />
      <div className="room-actions">
        <IonButton routerLink={`/play/${room.id}`} data-testid="room-play" className="gradient-button">
          <IonIcon slot="start" icon={play} aria-hidden="true" />
          Play
        </IonButton>
        <IonButton
          fill="outline"
          data-testid="room-share"
          onClick={() =>
            void shareLink(roomLink(room.id), room.title).then((outcome) => setNotice(SHARE_NOTICES[outcome]))
          }
        >
          <IonIcon slot="start" icon={shareSocial} aria-hidden="true" />
          Share
        </IonButton>
        {page.can_remix && <RemixButton roomId={room.id} title={room.title} />}
        {(admin || page.can_edit) && (
          <IonButton fill="outline" routerLink={`/escape-rooms/${room.id}/edit/0`} data-testid="room-edit">
            <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
            Edit scenes
          </IonButton>
        )}
      </div>
      <Suspense fallback={null}>
        <OfflineDownload roomId={room.id} title={room.title} onStored={() => undefined} />
      </Suspense>
      <NoticeToast notice={notice} onDismiss={() => setNotice(null)} testId="room-share-toast" />
    </section>
  );
}
