/**
 * The end of a paginated list: a "Load more" button (a real button, so keyboard and touch
 * both work) with its loading state, and the error of a failed page, which keeps the
 * items already shown and turns the button into "Try again".
 */
import { IonButton, IonSpinner } from '@ionic/react';
import type { Paging } from '../../data/http/useRemoteList';
import ErrorBanner from '../feedback/ErrorBanner';

export default function LoadMore({ paging, label, testId }: { paging: Paging; label: string; testId: string }) {
  if (!paging.hasMore) return null;
  return (
    <div className="load-more">
      <ErrorBanner message={paging.loadMoreError} testId={`${testId}-error`} />
      <IonButton
        fill="outline"
        onClick={paging.loadMore}
        disabled={paging.loadingMore}
        aria-busy={paging.loadingMore}
        data-testid={testId}
      >
        {paging.loadingMore && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        {paging.loadingMore ? 'Loading…' : paging.loadMoreError ? 'Try again' : label}
      </IonButton>
    </div>
  );
}
