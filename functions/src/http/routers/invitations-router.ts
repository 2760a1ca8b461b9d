/**
 * Invitations (platform-spec §7): the admin list, create, bulk create and cancel; the public verify
 * and accept, which answer `{ success, … }` / `{ success: false, error }`; and the admin outbox.
 */
import { Router } from 'express';
import { INVITATION_SERVER_MESSAGES, invitationsApi } from '@core';
import {
  cancelInvitation,
  inviteEmail,
  inviteMany,
  listInvitations,
  resendInvitation,
} from '../../domain/accounts/invitations';
import { acceptInvitation, verifyInvitation } from '../../domain/accounts/invitation-acceptance';
import { listOutbox } from '../../domain/accounts/mailer';
import { mount, Reply, signedIn } from '../route';

export function invitationsRouter(): Router {
  const router = Router();

  mount(router, invitationsApi.list, async ({ query }) => {
    const page = await listInvitations(query);
    return { status: 'success', invitations: page.items, next_cursor: page.next_cursor };
  });

  mount(router, invitationsApi.create, async (input) => {
    const result = await inviteEmail(signedIn(input), input.body.invitation.email, input.body.invitation.role);
    const body = {
      status: 'success',
      invitation: result.invitation,
      message: result.message,
      email_sent: result.emailSent,
    };
    return new Reply(body, result.refreshed ? 200 : 201);
  });

  mount(router, invitationsApi.resend, async ({ params }) => {
    const result = await resendInvitation(params.id);
    return { status: 'success', invitation: result.invitation, message: result.message, email_sent: result.emailSent };
  });

  mount(router, invitationsApi.bulk, async (input) => {
    const result = await inviteMany(signedIn(input), input.body.invitation.emails, input.body.invitation.role);
    return {
      status: 'success',
      sent_count: result.sentCount,
      invitations: result.invitations,
      skipped: result.skipped,
    };
  });

  mount(router, invitationsApi.cancel, async ({ params }) => ({
    status: 'success',
    invitation: await cancelInvitation(params.id),
    message: INVITATION_SERVER_MESSAGES.cancelled,
  }));

  mount(router, invitationsApi.outbox, async () => ({ status: 'success', messages: await listOutbox() }));

  mount(router, invitationsApi.verify, async ({ body }) => ({
    success: true,
    ...(await verifyInvitation(body.token)),
  }));

  mount(router, invitationsApi.accept, async ({ body }) => {
    const { token, user } = body;
    const created = await acceptInvitation({ token, ...user });
    return { success: true, message: INVITATION_SERVER_MESSAGES.accepted, user: created };
  });

  return router;
}
