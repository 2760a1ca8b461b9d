/**
 * One invitation: email, status chip, dates; resend, cancel and days left only while pending. The list
 * never shows a link (only a hash of it is kept): resending issues a new one, shown once above the list.
 */
import { IonChip, IonIcon, IonLabel, IonSpinner } from '@ionic/react';
import { closeCircleOutline, refreshOutline, timeOutline } from 'ionicons/icons';
import type { Invitation } from '@core/contracts/invitations';
import RowActionButton from '../../../components/controls/RowActionButton';
import { formatDate } from '../users/user-text';
import { STATUS_COLORS, STATUS_LABELS, expiryNote, isPending } from './invitation-view';

interface Props {
  invitation: Invitation;
  busy: boolean;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
}

export default function InvitationItem({ invitation: inv, busy, onResend, onCancel }: Props) {
  const note = expiryNote(inv);
  return (
    <li
      className="invitation-item surface-card"
      data-testid="invitation-item"
      data-email={inv.email}
      data-status={inv.status}
    >
      <div className="invitation-item__main">
        <span className="invitation-item__email">{inv.email}</span>
        <IonChip color={STATUS_COLORS[inv.status]} className="invitation-item__status" data-testid="invitation-status">
          <IonLabel>{STATUS_LABELS[inv.status]}</IonLabel>
        </IonChip>
        {inv.role === 'creator' && (
          <IonChip color="tertiary" className="invitation-item__status" data-testid="invitation-role">
            <IonLabel>Creator</IonLabel>
          </IonChip>
        )}
      </div>
      <p className="invitation-item__meta muted">
        Sent {formatDate(inv.created_at)}
        {inv.invited_by_email ? ` by ${inv.invited_by_email}` : ''}
        {inv.accepted_at ? ` · accepted ${formatDate(inv.accepted_at)}` : ''}
      </p>
      {isPending(inv) && (
        <div className="invitation-item__actions">
          {note && (
            <span
              className={`invitation-item__days${note.warning ? ' is-warning' : ''}`}
              data-testid="invitation-days-left"
              data-warning={note.warning}
            >
              <IonIcon icon={timeOutline} aria-hidden="true" /> {note.text}
            </span>
          )}
          {busy ? (
            <IonSpinner name="crescent" aria-label={`Updating the invitation for ${inv.email}`} />
          ) : (
            <span className="invitation-item__buttons">
              <RowActionButton
                icon={refreshOutline}
                label="Resend"
                hiddenContext={` the invitation for ${inv.email} with a new link`}
                onClick={() => onResend(inv)}
                testId="invitation-resend"
              />
              <RowActionButton
                icon={closeCircleOutline}
                label="Cancel"
                hiddenContext={` the invitation for ${inv.email}`}
                onClick={() => onCancel(inv)}
                testId="invitation-cancel"
                danger
              />
            </span>
          )}
        </div>
      )}
    </li>
  );
}
