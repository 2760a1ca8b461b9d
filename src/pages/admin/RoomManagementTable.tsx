/** The escape-room management table (rooms-and-play-spec §2): cards with an enabled toggle. */
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { refresh } from 'ionicons/icons';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import { useRooms } from '../../data/rooms/useRooms';
import { loadedCountText } from '../../data/http/paging';
import LoadMore from '../../components/controls/LoadMore';
import RoomCard from './RoomCard';
import './RoomManagement.css';

interface Props {
  title: string;
  subtitle: string;
  /** Only the caller's own rooms (a creator's My Creations). */
  mine?: boolean;
}

export default function RoomManagementTable({ title, subtitle, mine = false }: Props) {
  const { rooms, loading, error, reload, paging, toggle, setAllowRemix, publish } = useRooms({ mine });
  const [toggleError, setToggleError] = useState<string | null>(null);

  /** Runs a room action, showing the server's reason when it is refused (and rejecting, so the control resets). */
  const reported = async (action: () => Promise<void>) => {
    setToggleError(null);
    try {
      await action();
    } catch (e) {
      setToggleError(e instanceof Error ? e.message : String(e));
      throw e;
    }
  };
  const onToggle = (roomId: string) => reported(() => toggle(roomId));
  const onAllowRemix = (roomId: string, allow: boolean) => reported(() => setAllowRemix(roomId, allow));
  const onPublish = (roomId: string) => reported(() => publish(roomId));

  return (
    <section aria-label={title}>
      <div className="tab-head">
        <div>
          <h2>{title}</h2>
          <p className="muted">{subtitle}</p>
          {rooms.length > 0 && (
            <p className="muted" data-testid="rooms-count">
              {loadedCountText(rooms.length, paging.total, paging.hasMore)} rooms
            </p>
          )}
        </div>
        <IonButton fill="clear" onClick={reload} disabled={loading} aria-label="Refresh rooms">
          <IonIcon aria-hidden="true" slot="icon-only" icon={refresh} />
        </IonButton>
      </div>
      <ErrorBanner message={error ?? toggleError} testId="rooms-error" />
      {loading ? (
        <div className="centered-fill">
          <IonSpinner name="crescent" aria-label="Loading rooms" />
        </div>
      ) : rooms.length === 0 && !error ? (
        <p className="muted rooms-empty">
          {mine
            ? 'No creations yet. Build your first room in Create with Ermie.'
            : 'No escape rooms yet. Create one in the Escape Room Lab.'}
        </p>
      ) : (
        <div className="room-grid" data-testid="room-grid">
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} onToggle={onToggle} onAllowRemix={onAllowRemix} onPublish={onPublish} />
          ))}
        </div>
      )}
      {!loading && rooms.length > 0 && <LoadMore paging={paging} label="Load more rooms" testId="rooms-load-more" />}
    </section>
  );
}
