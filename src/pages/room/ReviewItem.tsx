/**
 * One review on a room's page: stars, text, author and date; hidden ones (seen only by their
 * author and admins) marked with the reason. An admin can hide one with a reason, or show it again
 * (issue 31 items 3 and 5).
 */
import { useId, useState, type FormEvent } from 'react';
import { HIDE_REASON_MAX_LENGTH } from '@core/contracts/community-rules';
import type { Review } from '@core';
import ErrorBanner from '../../components/feedback/ErrorBanner';

interface Props {
  review: Review;
  admin: boolean;
  onHidden: (reviewId: string, hidden: boolean, reason?: string) => Promise<void>;
}

function HideForm({ onHide, onCancel }: { onHide: (reason: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why the review is hidden');
    setBusy(true);
    onHide(reason.trim())
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <form className="review-hide-form" onSubmit={submit} data-testid="hide-review-form">
      <label htmlFor={id}>Reason for hiding</label>
      <input
        id={id}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={HIDE_REASON_MAX_LENGTH}
        data-testid="hide-review-reason"
      />
      <ErrorBanner message={error} testId="hide-review-error" />
      <div className="review-actions">
        <button type="submit" className="room-button" disabled={busy} data-testid="hide-review-confirm">
          Hide review
        </button>
        <button type="button" className="room-button room-button--plain" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default function ReviewItem({ review, admin, onHidden }: Props) {
  const [hiding, setHiding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = new Date(review.updated_at).toLocaleDateString();
  return (
    <li className={`review${review.hidden ? ' review--hidden' : ''}`} data-testid="review" data-review-id={review.id}>
      <p className="review-head">
        <span role="img" aria-label={`${review.stars} out of 5 stars`} className="review-stars">
          {'★'.repeat(review.stars)}
          <span className="rating-dim">{'★'.repeat(5 - review.stars)}</span>
        </span>{' '}
        <strong>{review.author_name}</strong>
        {review.mine && ' (you)'} · <span className="muted">{date}</span>
      </p>
      {review.review && <p className="review-text">{review.review}</p>}
      {review.hidden && (
        <p className="review-hidden-note" data-testid="review-hidden">
          Hidden by an admin{review.hidden_reason ? `: ${review.hidden_reason}` : ''}.
          {review.mine && ' Only you and the admins see it.'}
        </p>
      )}
      {admin && !hiding && (
        <button
          type="button"
          className="room-button room-button--plain"
          data-testid={review.hidden ? 'show-review' : 'hide-review'}
          onClick={() => {
            if (!review.hidden) return setHiding(true);
            setError(null);
            onHidden(review.id, false).catch((e: Error) => setError(e.message));
          }}
        >
          {review.hidden ? 'Show review again' : 'Hide review'}
        </button>
      )}
      <ErrorBanner message={error} testId="show-review-error" />
      {admin && hiding && (
        <HideForm
          onHide={async (reason) => {
            await onHidden(review.id, true, reason);
            setHiding(false);
          }}
          onCancel={() => setHiding(false)}
        />
      )}
    </li>
  );
}
