/** User Invitations' actions on the list: send one, copy a link, cancel one; each ends in a notice or an error. */
import { useState } from 'react';
import type { Invitation } from '@core/contracts/invitations';
import { copyInvitationLink, type useInvitations } from '../../../data/admin/useInvitations';

type Invitations = ReturnType<typeof useInvitations>;

export function useInvitationActions(send: Invitations['send'], cancel: Invitations['cancel']) {
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

  return { busyId, actionError, notice, setNotice, toCancel, setToCancel, onSend, onCopy, doCancel };
}
