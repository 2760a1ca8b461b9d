/**
 * User Invitations (platform-spec §2, §4, §5, §7, §8): list, send one, send in bulk, resend,
 * cancel, and the dev outbox of emails that would have been sent. Emails are checked here
 * before any call. A link can be copied only from the answer that issued it (send, bulk,
 * resend): the server keeps a hash of the token, and no list carries it.
 */
import { useCallback, useEffect, useState } from 'react';
import { invitationsApi } from '@core';
import {
  bulkEmailsError,
  invitationPath,
  parseBulkEmails,
  validateInviteEmail,
  type Invitation,
  type InvitationRole,
  type IssuedInvitation,
  type OutboxMessage,
} from '@core/contracts/invitations';
import { ADMIN_MESSAGES } from '@core/content/messages';
import { ApiError, messageFrom } from '../http/api';
import { callApi } from '../http/api-client';
import { pageFields, pageQuery, type Page } from '../http/paging';
import { pagingOf, useRemoteList, type Paging } from '../http/useRemoteList';

const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? messageFrom(error.body, fallback) : fallback;

/** A client-side validation failure: shown as is, no call was made. */
export class InvitationInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvitationInputError';
  }
}

/** One page of invitations, newest first. */
export async function listInvitations(cursor: string | null = null): Promise<Page<Invitation>> {
  try {
    const body = await callApi(invitationsApi.list, { query: pageQuery(cursor) });
    return { items: body.invitations, ...pageFields(body) };
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.fetchInvitationsFailed));
  }
}

/** A link just issued, to be copied now: it is never shown again. */
export interface IssuedLink {
  email: string;
  link: string;
}

export const issuedLink = (invitation: IssuedInvitation): IssuedLink => ({
  email: invitation.email,
  link: invitationLink(invitation.invitation_token),
});

/**
 * The role field of an invitation's body: only a creator's invitation names one, so a player's
 * invitation is the spec's body exactly (`{ invitation: { email } }`, platform spec §7); the server's
 * default is a player.
 */
const roleField = (role: InvitationRole) => (role === 'user' ? {} : { role });

/** `role`: what the invitee becomes on registration, a player ('user') or a creator. */
export async function sendInvitation(
  email: string,
  role: InvitationRole = 'user',
): Promise<{ invitation: IssuedInvitation; message: string }> {
  const invalid = validateInviteEmail(email);
  if (invalid) throw new InvitationInputError(invalid);
  try {
    const body = await callApi(invitationsApi.create, {
      body: { invitation: { email: email.trim(), ...roleField(role) } },
    });
    return { invitation: body.invitation, message: body.message };
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.sendInvitationFailed));
  }
}

export interface BulkResult {
  sentCount: number;
  invitations: IssuedInvitation[];
  skipped: { email: string; reason: string }[];
}

export async function sendBulkInvitations(text: string, role: InvitationRole = 'user'): Promise<BulkResult> {
  const parsed = parseBulkEmails(text);
  const invalid = bulkEmailsError(parsed);
  if (invalid) throw new InvitationInputError(invalid);
  try {
    const body = await callApi(invitationsApi.bulk, {
      body: { invitation: { emails: parsed.valid, ...roleField(role) } },
    });
    return { sentCount: body.sent_count, invitations: body.invitations, skipped: body.skipped };
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.sendBulkInvitationsFailed));
  }
}

/** Sends a pending invitation again with a new link; the old link stops working. */
export async function resendInvitation(id: string): Promise<{ invitation: IssuedInvitation; message: string }> {
  try {
    const body = await callApi(invitationsApi.resend, { params: { id } });
    return { invitation: body.invitation, message: body.message };
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.sendInvitationFailed));
  }
}

export async function cancelInvitation(id: string): Promise<string> {
  try {
    return (await callApi(invitationsApi.cancel, { params: { id } })).message;
  } catch (error) {
    throw new Error(serverMessage(error, ADMIN_MESSAGES.cancelInvitationFailed));
  }
}

/** Emails the server would have sent (local development and tests). */
export async function listOutbox(): Promise<OutboxMessage[]> {
  return (await callApi(invitationsApi.outbox)).messages;
}

/** The absolute registration link of an invitation, as the invitee receives it. */
export const invitationLink = (token: string, origin: string = window.location.origin): string =>
  `${origin}${invitationPath(token)}`;

/** Copies a registration link; "Failed to copy invitation link" when the clipboard refuses. */
export async function copyInvitationLink(link: string): Promise<string> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(link);
  } catch {
    throw new Error(ADMIN_MESSAGES.copyInvitationLinkFailed);
  }
  return link;
}

export interface InvitationsState {
  invitations: Invitation[];
  outbox: OutboxMessage[];
  loading: boolean;
  error: string | null;
  /** Why the outbox could not be read (null when it was). */
  outboxError: string | null;
  reload: () => void;
  paging: Paging;
  /** The links issued by this screen's last send, bulk send or resend (cleared by `dismissIssued`). */
  issued: IssuedLink[];
  dismissIssued: () => void;
  send: (email: string, role?: InvitationRole) => Promise<string>;
  sendBulk: (text: string, role?: InvitationRole) => Promise<BulkResult>;
  resend: (id: string) => Promise<string>;
  cancel: (id: string) => Promise<string>;
}

export function useInvitations(): InvitationsState {
  const list = useRemoteList(listInvitations);
  const { items: invitations, setItems: setInvitations, loading, error, reload: reloadList } = list;
  const [outbox, setOutbox] = useState<OutboxMessage[]>([]);
  const [outboxError, setOutboxError] = useState<string | null>(null);
  const [outboxAttempt, setOutboxAttempt] = useState(0);
  const [issued, setIssued] = useState<IssuedLink[]>([]);
  const dismissIssued = useCallback(() => setIssued([]), []);

  useEffect(() => {
    let cancelled = false;
    listOutbox()
      .then((messages) => {
        if (cancelled) return;
        setOutbox(messages);
        setOutboxError(null);
      })
      .catch((e: unknown) => !cancelled && setOutboxError(serverMessage(e, 'The outbox could not be read')));
    return () => {
      cancelled = true;
    };
  }, [outboxAttempt]);

  /** The list starts again from its first page (where a new invitation shows), and the outbox is read again. */
  const reload = useCallback(() => {
    reloadList();
    setOutboxAttempt((n) => n + 1);
  }, [reloadList]);

  const send = useCallback(
    async (email: string, role: InvitationRole = 'user') => {
      const { invitation, message } = await sendInvitation(email, role);
      setIssued([issuedLink(invitation)]);
      reload();
      return message;
    },
    [reload],
  );

  const sendBulk = useCallback(
    async (text: string, role: InvitationRole = 'user') => {
      const result = await sendBulkInvitations(text, role);
      setIssued(result.invitations.map(issuedLink));
      reload();
      return result;
    },
    [reload],
  );

  const resend = useCallback(
    async (id: string) => {
      const { invitation, message } = await resendInvitation(id);
      setIssued([issuedLink(invitation)]);
      reload();
      return message;
    },
    [reload],
  );

  const cancel = useCallback(
    async (id: string) => {
      const message = await cancelInvitation(id);
      setInvitations((all) => all.map((inv) => (inv.id === id ? { ...inv, status: 'cancelled' } : inv)));
      setOutboxAttempt((n) => n + 1);
      return message;
    },
    [setInvitations],
  );

  return {
    invitations,
    outbox,
    loading,
    error,
    outboxError,
    reload,
    paging: pagingOf(list),
    issued,
    dismissIssued,
    send,
    sendBulk,
    resend,
    cancel,
  };
}
