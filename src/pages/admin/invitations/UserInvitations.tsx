/**
 * User Invitations (platform-spec §2, §4, §5, §8): send one or many invitations, see
 * each one's status, copy or cancel pending ones, and read the dev outbox.
 */
import TabHead from '../TabHead';
import NoticeToast from '../../../components/NoticeToast';
import { useState } from 'react';
import { IonAlert, IonSpinner } from '@ionic/react';
import type { Invitation } from '@core/invitations';
import ErrorBanner from '../../../components/ErrorBanner';
import { copyInvitationLink, useInvitations } from '../../../data/useInvitations';
import { loadedCountText } from '../../../data/http/paging';
import LoadMore from '../../../components/LoadMore';
import DevOutbox from './DevOutbox';
import InvitationItem from './InvitationItem';
import { BulkInviteForm, SingleInviteForm, sentText } from './InviteForms';
import '../users/responsive-table.css';
import './UserInvitations.css';

export default function UserInvitations() {
  const { invitations, outbox, loading, error, outboxError, reload, paging, send, sendBulk, cancel } = useInvitations();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toCancel, setToCancel] = useState<Invitation | null>(null);

  const onSend = async (email: string) => {
    const message = await send(email);
    setNotice(message || `Invitation sent to ${email.trim()}`);
    return message;
  };

  const onCopy = async (invitation: Invitation) => {
    setActionError(null);
    try {
      await copyInvitationLink(invitation.invitation_token);
      setNotice('Link copied');
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    }
  };

  const doCancel = async (invitation: Invitation) => {
    setBusyId(invitation.id);
    setActionError(null);
    try {
      const message = await cancel(invitation.id);
      setNotice(message || 'Invitation cancelled');
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusyId(null);
    }
  };

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

      <h3 className="invitations-title">Invitations</h3>
      <ErrorBanner message={error} testId="invitations-error" />
      <ErrorBanner message={actionError} testId="invitations-action-error" />
      {loading && invitations.length === 0 ? (
        <div className="centered-fill">
          <IonSpinner name="crescent" aria-label="Loading invitations" />
        </div>
      ) : invitations.length === 0 && !error ? (
        <p className="muted admin-empty" data-testid="invitations-empty">
          No invitations yet. Send the first one above.
        </p>
      ) : (
        <ul className="invitation-list" data-testid="invitation-list">
          {invitations.map((inv) => (
            <InvitationItem
              key={inv.id}
              invitation={inv}
              busy={busyId === inv.id}
              onCopy={onCopy}
              onCancel={setToCancel}
            />
          ))}
        </ul>
      )}
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
