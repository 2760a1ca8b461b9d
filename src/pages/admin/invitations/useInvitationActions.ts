/**
 * User Invitations' actions: send one, resend or cancel one from the list, copy a link just issued;
 * each ends in a notice or an error.
 */
import { useState } from 'react';
import type { Invitation, InvitationRole } from '@core/contracts/invitations';
import { copyInvitationLink, type IssuedLink, type useInvitations } from '../../../data/admin/useInvitations';

type Invitations = ReturnType<typeof useInvitations>;

export function useInvitationActions({ send, resend, cancel }: Pick<Invitations, 'send' | 'resend' | 'cancel'>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toCancel, setToCancel] = useState<Invitation | null>(null);

  const onSend = async (email: string, role: InvitationRole = 'user') => {
    const message = await send(email, role);
    setNotice(message || `Invitation sent to ${email.trim()}`);
    return message;
  };

  /** Copies a link from the answer that issued it (the only time it is shown). */
  const onCopy = async (issued: IssuedLink) => {
    setActionError(null);
    try {
      await copyInvitationLink(issued.link);
      setNotice('Link copied');
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    }
  };

  /** Runs a list action on one invitation, with its spinner, and shows its message or error. */
  const onItem = (action: (id: string) => Promise<string>, fallback: string) => async (invitation: Invitation) => {
    setBusyId(invitation.id);
    setActionError(null);
    try {
      setNotice((await action(invitation.id)) || fallback);
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusyId(null);
    }
  };

  const doCancel = onItem(cancel, 'Invitation cancelled');
  const onResend = onItem(resend, 'Invitation sent again with a new link');

  return { busyId, actionError, notice, setNotice, toCancel, setToCancel, onSend, onCopy, onResend, doCancel };
}
