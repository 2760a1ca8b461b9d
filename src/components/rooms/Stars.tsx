/** A rating shown as five stars (read as "4.3 out of 5 stars, 12 ratings"), or "Not rated yet". */
import { IonIcon } from '@ionic/react';
import { star, starHalf, starOutline } from 'ionicons/icons';
import './stars.css';

export function ratingLabel(average: number | null, count: number): string {
  if (average === null || count === 0) return 'Not rated yet';
  return `${average.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

export default function Stars({ average, count, testId }: { average: number | null; count: number; testId?: string }) {
  const label = ratingLabel(average, count);
  if (average === null || count === 0)
    return (
      <span className="stars stars--none muted" data-testid={testId}>
        {label}
      </span>
    );
  const rounded = Math.round(average * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={label} data-testid={testId} data-average={average}>
      {[1, 2, 3, 4, 5].map((n) => (
        <IonIcon key={n} aria-hidden="true" icon={rounded >= n ? star : rounded >= n - 0.5 ? starHalf : starOutline} />
      ))}
      <span aria-hidden="true" className="stars-count">
        {average.toFixed(1)} ({count})
      </span>
    </span>
  );
}
