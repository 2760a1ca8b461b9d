/**
 * Play Puzzle's top-rated rooms (issue 31 item 1): a few of the browser's cards, each a link to its
 * room's page, with skeletons while they load, an error that can be tried again, and nothing at
 * all when no room is published yet (the browser link above says where rooms appear).
 */
import { Link } from 'react-router-dom';
import { IonButton } from '@ionic/react';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import Stars from '../../components/rooms/Stars';
import { TOP_ROOMS, useTopRooms } from '../../data/community/useTopRooms';
import './top-rooms.css';

export default function TopRooms() {
  const [top, retry] = useTopRooms();
  if (top.status === 'ready' && top.value.length === 0) return null;
  return (
    <section className="top-rooms" aria-labelledby="top-rooms-h" data-testid="top-rooms">
      <h3 id="top-rooms-h">Top rated</h3>
      {top.status === 'loading' && (
        <div className="top-rooms-list" role="status" aria-label="Loading the top-rated rooms">
          {Array.from({ length: TOP_ROOMS }, (_, i) => (
            <div key={i} className="top-rooms-skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {top.status === 'error' && (
        <>
          <ErrorBanner message={top.message} testId="top-rooms-error" />
          <IonButton fill="outline" size="small" onClick={retry}>
            Try again
          </IonButton>
        </>
      )}
      {top.status === 'ready' && (
        <ul className="top-rooms-list">
          {top.value.map((room) => (
            <li key={room.id} className="top-rooms-item">
              {room.cover_url && <img src={room.cover_url} alt="" loading="lazy" width={96} height={54} />}
              <div>
                <Link to={`/escape-rooms/${room.id}`} data-testid={`top-room-${room.id}`}>
                  {room.title}
                </Link>
                <p className="muted">
                  <span style={{ textTransform: 'capitalize' }}>{room.difficulty}</span> · {room.theme} · about{' '}
                  {room.estimated_minutes} min
                </p>
                <Stars average={room.rating.average} count={room.rating.count} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
