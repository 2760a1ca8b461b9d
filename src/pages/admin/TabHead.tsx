import { IonButton, IonIcon } from '@ionic/react';
import { refresh } from 'ionicons/icons';

/** The heading of an admin tab: title, one-line summary and a refresh button. */
export default function TabHead(props: {
  title: string;
  summary: string;
  /** How many items are shown, e.g. "50 of 120" or "50 loaded" (never a page count passed off as a total). */
  count?: string;
  onRefresh: () => void;
  loading: boolean;
  refreshLabel: string;
  testId: string;
}) {
  return (
    <div className="tab-head">
      <div>
        <h2>{props.title}</h2>
        <p className="muted">{props.summary}</p>
        {props.count && (
          <p className="muted" data-testid={`${props.testId}-count`}>
            {props.count}
          </p>
        )}
      </div>
      <IonButton
        fill="clear"
        onClick={props.onRefresh}
        disabled={props.loading}
        aria-label={props.refreshLabel}
        data-testid={props.testId}
      >
        <IonIcon slot="icon-only" icon={refresh} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
