/**
 * A small outline button for an action on one item of a list: an icon, a short visible label, and
 * words for screen readers naming the item it acts on (a list of "Resend" buttons is otherwise
 * ambiguous when read out of context).
 */
import { IonButton, IonIcon } from '@ionic/react';

interface Props {
  icon: string;
  label: string;
  /** Read after the label by screen readers only, e.g. " the invitation for ada@example.com". */
  hiddenContext: string;
  onClick: () => void;
  testId: string;
  /** A destructive action shows in the danger colour instead of the ghost style. */
  danger?: boolean;
}

export default function RowActionButton({ icon, label, hiddenContext, onClick, testId, danger = false }: Props) {
  return (
    <IonButton
      size="small"
      fill="outline"
      {...(danger ? { color: 'danger' } : { className: 'ghost-button' })}
      onClick={onClick}
      data-testid={testId}
    >
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      {label}
      <span className="visually-hidden">{hiddenContext}</span>
    </IonButton>
  );
}
