/**
 * A room's rating and its latest reviews (issue 31 item 3), with the player's own rating to give
 * or edit once they have escaped the room.
 */
import type { RoomPage } from '@core';
import RatingForm from '../../components/rooms/RatingForm';
import Stars from '../../components/rooms/Stars';
import type { SavedRating } from '../../data/community/community-calls';
import ReviewItem from './ReviewItem';

interface Props {
  page: RoomPage;
  admin: boolean;
  onRate: (stars: number, review: string) => Promise<SavedRating>;
  onHidden: (reviewId: string, hidden: boolean, reason?: string) => Promise<void>;
}

export default function RoomReviews({ page, admin, onRate, onHidden }: Props) {
  const { rating } = page.room;
  return (
    <section className="room-section" aria-labelledby="room-reviews-h" data-testid="room-reviews">
      <h2 id="room-reviews-h">Ratings and reviews</h2>
      <Stars average={rating.average} count={rating.count} testId="room-page-rating" />
      {page.can_rate ? (
        <RatingForm
          initial={page.my_rating ? { stars: page.my_rating.stars, review: page.my_rating.review } : null}
          onSave={onRate}
        />
      ) : (
        <p className="muted" data-testid="rate-after-escape">
          Escape this room to rate it.
        </p>
      )}
      {page.reviews.length === 0 ? (
        <p className="muted" data-testid="reviews-empty">
          No reviews yet.
        </p>
      ) : (
        <ul className="reviews">
          {page.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} admin={admin} onHidden={onHidden} />
          ))}
        </ul>
      )}
    </section>
  );
}
