/**
 * A room's page (issue 31 item 2): the page and its leaderboard, asked for together. A room the
 * server answers 404 for is `not-found` (it does not exist, or players may not open it); the
 * leaderboard failing alone leaves the page in sight with the board's own error.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Review, RoomPage } from '@core';
import {
  fetchLeaderboard,
  fetchRoomPage,
  rateRoom,
  RoomNotFound,
  setReviewHidden,
  type RoomLeaderboard,
  type SavedRating,
} from './community-calls';

export type RoomPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: RoomPage; board: RoomLeaderboard | null; boardError: string | null };

/** `page` with `review` put in place of the review of the same id (and as the caller's own when it is). */
export function withReview(page: RoomPage, review: Review): RoomPage {
  const reviews = page.reviews.some((r) => r.id === review.id)
    ? page.reviews.map((r) => (r.id === review.id ? review : r))
    : review.mine
      ? [review, ...page.reviews]
      : page.reviews;
  return { ...page, reviews, my_rating: review.mine ? review : page.my_rating };
}

export function useRoomPage(roomId: string) {
  const [state, setState] = useState<RoomPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const board = fetchLeaderboard(roomId).then(
      (value) => ({ value, error: null }),
      (error: Error) => ({ value: null, error: error.message }),
    );
    fetchRoomPage(roomId)
      .then(async (page) => {
        const { value, error } = await board;
        if (current) setState({ status: 'ready', page, board: value, boardError: error });
      })
      .catch((error: Error) => {
        if (!current) return;
        setState(error instanceof RoomNotFound ? { status: 'not-found' } : { status: 'error', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [roomId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const putReview = useCallback(
    (review: Review) =>
      setState((now) => (now.status === 'ready' ? { ...now, page: withReview(now.page, review) } : now)),
    [],
  );

  /** Saves the player's rating; the page shows it at once, and the room's rating once read again. */
  const rate = useCallback(
    async (stars: number, review: string): Promise<SavedRating> => {
      const saved = await rateRoom(roomId, stars, review.trim() || null);
      putReview(saved.rating);
      fetchRoomPage(roomId)
        .then((page) => setState((now) => (now.status === 'ready' ? { ...now, page } : now)))
        .catch(() => undefined);
      return saved;
    },
    [roomId, putReview],
  );

  /** An admin hides (with a reason) or shows a review. */
  const setHidden = useCallback(
    async (reviewId: string, hidden: boolean, reason?: string) =>
      putReview(await setReviewHidden(reviewId, hidden, reason)),
    [putReview],
  );

  return { state, reload, rate, setHidden };
}
