/**
 * A player's rating of a room they escaped (issue 31 item 3): 1–5 stars (a radio group, so arrow
 * keys, touch and screen readers work) and an optional review of at most 280 characters with its
 * counter; saved by `onSave`, then shown with an Edit button. A failed save keeps what was written.
 * Zod-free: the escape screen loads it lazily on the play route.
 */
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_MAX_LENGTH } from '@core/contracts/community-rules';
import ErrorBanner from '../feedback/ErrorBanner';
import './rating-form.css';

export interface RatingValue {
  stars: number;
  review: string | null;
}

interface Props {
  /** The player's rating so far, if any: the form starts from it, folded. */
  initial: RatingValue | null;
  /** Saves, resolving to the XP it earned; throws an Error with the message to show. */
  onSave: (stars: number, review: string) => Promise<{ xp_awarded: number }>;
  heading?: string;
}

const STAR_WORDS = ['', '1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

function StarsField({ name, stars, onStars }: { name: string; stars: number; onStars: (stars: number) => void }) {
  return (
    <fieldset className="rating-form-stars">
      <legend>Stars</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= stars ? 'is-on' : undefined}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={stars === n}
            onChange={() => onStars(n)}
            aria-label={STAR_WORDS[n]}
            data-testid={`rating-star-${n}`}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}

interface SavedProps {
  headingId: string;
  stars: number;
  review: string;
  notice: string | null;
  onEdit: () => void;
}

function SavedRating({ headingId, stars, review, notice, onEdit }: SavedProps) {
  return (
    <section className="rating-form rating-form--saved" aria-labelledby={headingId} data-testid="rating-saved">
      <h2 id={headingId}>Your rating</h2>
      <p className="rating-form-stars-static">
        <span role="img" aria-label={`You rated it ${STAR_WORDS[stars]}`} data-stars={stars} data-testid="rating-stars">
          {'★'.repeat(stars)}
          <span className="rating-form-dim">{'★'.repeat(5 - stars)}</span>
        </span>
      </p>
      {review.trim() && <p className="rating-form-review">{review.trim()}</p>}
      {notice && (
        <p role="status" className="muted" data-testid="rating-notice">
          {notice}
        </p>
      )}
      <button
        type="button"
        className="rating-form-button rating-form-button--outline"
        onClick={onEdit}
        data-testid="rating-edit"
      >
        Edit your rating
      </button>
    </section>
  );
}

export default function RatingForm({ initial, onSave, heading = 'Rate this room' }: Props) {
  const id = useId();
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [review, setReview] = useState(initial?.review ?? '');
  const [editing, setEditing] = useState(initial === null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) return setError('Choose from 1 to 5 stars');
    setSaving(true);
    setError(null);
    onSave(stars, review)
      .then(({ xp_awarded }) => {
        setEditing(false);
        setNotice(xp_awarded > 0 ? `Thanks! Your rating is saved. +${xp_awarded} XP` : 'Thanks! Your rating is saved.');
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setSaving(false));
  };

  if (!editing)
    return (
      <SavedRating
        headingId={`${id}-h`}
        stars={stars}
        review={review}
        notice={notice}
        onEdit={() => setEditing(true)}
      />
    );

  const left = REVIEW_MAX_LENGTH - review.length;
  return (
    <form className="rating-form" onSubmit={submit} aria-labelledby={`${id}-h`} data-testid="rating-form">
      <h2 id={`${id}-h`}>{heading}</h2>
      <StarsField name={`${id}-stars`} stars={stars} onStars={setStars} />
      <label className="rating-form-field" htmlFor={`${id}-review`}>
        Review (optional)
      </label>
      <textarea
        id={`${id}-review`}
        value={review}
        onChange={(event) => setReview(event.target.value.slice(0, REVIEW_MAX_LENGTH))}
        maxLength={REVIEW_MAX_LENGTH}
        rows={3}
        aria-describedby={`${id}-count`}
        data-testid="rating-review"
      />
      <p id={`${id}-count`} className={`rating-form-count${left < 20 ? ' is-low' : ''}`} data-testid="rating-count">
        {review.length} / {REVIEW_MAX_LENGTH}
      </p>
      <ErrorBanner message={error} testId="rating-error" />
      <button
        type="submit"
        className="rating-form-button"
        disabled={saving}
        aria-busy={saving}
        data-testid="rating-submit"
      >
        {saving ? 'Saving…' : initial ? 'Save your rating' : 'Send rating'}
      </button>
    </form>
  );
}
