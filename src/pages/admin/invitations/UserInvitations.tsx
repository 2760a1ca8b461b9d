/**
 * User Invitations (platform-spec §2, §4, §5, §8): send one or many invitations, see
 * each one's status, resend or cancel pending ones, copy a new link once, and read the dev outbox.
 */
import TabHead from '../TabHead';
import NoticeToast from '../../../components/feedback/NoticeToast';
import { IonAlert, IonSpinner } from '@ionic/react';
import type { Invitation } from '@core/contracts/invitations';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import { useInvitations } from '../../../data/admin/useInvitations';
import { loadedCountText } from '../../../data/http/paging';
import LoadMore from '../../../components/controls/LoadMore';
import DevOutbox from './DevOutbox';
import InvitationItem from './InvitationItem';
import IssuedLinks from './IssuedLinks';
import { BulkInviteForm, SingleInviteForm, sentText } from './InviteForms';
import { useInvitationActions } from './useInvitationActions';
import '../users/responsive-table.css';
import './UserInvitations.css';

export default function UserInvitations() {
  const state = useInvitations();
  const { invitations, outbox, loading, error, outboxError, reload, paging, issued, dismissIssued, sendBulk } = state;
  const { busyId, actionError, notice, setNotice, toCancel, setToCancel, onSend, onCopy, onResend, doCancel } =
    useInvitationActions(state);

  return (
    <section aria-label="User Invitations" data-testid="user-invitations">
      <TabHead
        title="User Invitations"
        summary="Invite creators by email. Each link works once and expires after 30 days."
        count={
          invitations.length > 0
            ? `${loadedCountText(invitations.length, paging.total, paging.hasMore)} invitations`
            : undefined
        }
        onRefresh={reload}
        loading={loading}
        refreshLabel="Refresh invitations"
        testId="invitations-refresh"
      />

      <div className="invite-forms">
        <SingleInviteForm onSend={onSend} />
        <BulkInviteForm onSend={sendBulk} onSent={(result) => setNotice(sentText(result.sentCount))} />
      </div>
      <IssuedLinks links={issued} onCopy={onCopy} onDone={dismissIssued} />

      <h3 className="invitations-title">Invitations</h3>
      <ErrorBanner message={error} testId="invitations-error" />
      <ErrorBanner message={actionError} testId="invitations-action-error" />
      <InvitationList
        invitations={invitations}
        loading={loading}
        error={error}
        busyId={busyId}
        onResend={onResend}
        onCancel={setToCancel}
      />
      {invitations.length > 0 && (
        <LoadMore paging={paging} label="Load more invitations" testId="invitations-load-more" />
      )}

      <DevOutbox messages={outbox} error={outboxError} />

      <IonAlert
        isOpen={toCancel !== null}
        header="Cancel invitation?"
        message={toCancel ? `The link sent to ${toCancel.email} will stop working.` : ''}
        buttons={[
          { text: 'Keep it', role: 'cancel' },
          {
            text: 'Cancel invitation',
            role: 'destructive',
            handler: () => {
              if (toCancel) void doCancel(toCancel);
            },
          },
        ]}
        onDidDismiss={() => setToCancel(null)}
        data-testid="cancel-invitation-alert"
      />
      <NoticeToast notice={notice} onDismiss={() => setNotice(null)} testId="invitations-toast" />
    </section>
  );
}

/** The invitations: a spinner while the first page loads, a hint while there are none, else the list. */
function InvitationList(props: {
  invitations: Invitation[];
  loading: boolean;
  error: string | null;
  busyId: string | null;
  onResend: (invitation: Invitation) => void;
  onCancel: (invitation: Invitation) => void;
}) {
  const { invitations } = props;
  if (props.loading && invitations.length === 0)
    return (
      <div className="centered-fill">
        <IonSpinner name="crescent" aria-label="Loading invitations" />
      </div>
    );
  if (invitations.length === 0 && !props.error)
    return (
      <p className="muted admin-empty" data-testid="invitations-empty">
        No invitations yet. Send the first one above.
      </p>
    );
  return (
    <ul className="invitation-list" data-testid="invitation-list">
      {invitations.map((inv) => (
        <InvitationItem
          key={inv.id}
          invitation={inv}
          busy={props.busyId === inv.id}
          onResend={props.onResend}
          onCancel={props.onCancel}
        />
      ))}
    </ul>
  );
}
