/** What the browser shows while its first page loads: card-shaped placeholders, announced once. */
const SKELETONS = 4;

export default function RoomCardSkeletons() {
  return (
    <div className="rooms-grid" role="status" aria-label="Loading escape rooms" data-testid="rooms-loading">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <div key={i} className="room-card room-card--skeleton" aria-hidden="true">
          <div className="room-card-cover skeleton-block" />
          <div className="skeleton-line skeleton-line--title" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line--short" />
        </div>
      ))}
    </div>
  );
}
