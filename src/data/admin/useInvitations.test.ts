import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import {
  InvitationInputError,
  cancelInvitation,
  copyInvitationLink,
  invitationLink,
  listInvitations,
  listOutbox,
  resendInvitation,
  sendBulkInvitations,
  sendInvitation,
} from './useInvitations';

beforeEach(() => {
  installIdentity('tok');
});

/** An invitation as a list answers it (the answers are checked against the contract): no token. */
const invitation = (id: string, email = 'a@b.co') => ({
  id,
  email,
  status: 'pending',
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-31T00:00:00.000Z',
  accepted_at: null,
  invited_by_email: 'admin@example.com',
  delivery_status: 'sent',
  delivery_error: null,
  role: 'user',
});
/** An invitation as its create, bulk or resend answer gives it: with its new link's token. */
const issued = (id: string, email = 'a@b.co') => ({ ...invitation(id, email), invitation_token: `token-${id}` });
const outboxMessage = {
  id: 'm1',
  to: 'a@b.co',
  subject: 'You are invited',
  text: 'Hello',
  html: '<p>Hello</p>',
  transport: 'outbox',
  delivery_status: 'sent',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('single invitation', () => {
  it('when the email is blank or malformed then no call is made and the §5 message is thrown', async () => {
    const calls = installFetch({});
    await expect(sendInvitation('  ')).rejects.toThrow('Please enter an email address');
    await expect(sendInvitation('not-an-email')).rejects.toThrow('Please enter a valid email address');
    await expect(sendInvitation('x@')).rejects.toBeInstanceOf(InvitationInputError);
    expect(calls).toEqual([]);
  });

  it('when valid then posts invitation{email} trimmed and returns the server message', async () => {
    const calls = installFetch({
      'POST /api/v1/admin/invitations': () =>
        json(
          { status: 'success', invitation: issued('i1'), message: 'Invitation sent to a@b.co', email_sent: true },
          201,
        ),
    });
    expect(await sendInvitation(' a@b.co ')).toMatchObject({
      message: 'Invitation sent to a@b.co',
      invitation: { invitation_token: 'token-i1' },
    });
    expect(calls[0].body).toEqual({ invitation: { email: 'a@b.co' } });
    await sendInvitation('c@d.co', 'creator');
    expect(calls[1].body).toEqual({ invitation: { email: 'c@d.co', role: 'creator' } });
  });

  it('when the server fails then its message, else "Failed to send invitation"', async () => {
    installFetch({
      'POST /api/v1/admin/invitations': () => json({ message: 'A user with this email already exists' }, 409),
    });
    await expect(sendInvitation('a@b.co')).rejects.toThrow('A user with this email already exists');
    installFetch({ 'POST /api/v1/admin/invitations': () => json(null, 500) });
    await expect(sendInvitation('a@b.co')).rejects.toThrow('Failed to send invitation');
  });
});

describe('bulk invitations', () => {
  it('when any address is invalid then lists them and sends nothing', async () => {
    const calls = installFetch({});
    await expect(sendBulkInvitations('a@b.co, nope\nalso bad,c@d.co')).rejects.toThrow(
      'Invalid email addresses: nope, also bad',
    );
    await expect(sendBulkInvitations(' ,\n , ')).rejects.toThrow('Please enter email addresses');
    expect(calls).toEqual([]);
  });

  it('when all are valid then posts the split list and returns sent_count', async () => {
    const calls = installFetch({
      'POST /api/v1/admin/invitations/bulk': () =>
        json({
          status: 'success',
          sent_count: 2,
          invitations: [issued('i1'), issued('i2', 'c@d.co')],
          skipped: [],
        }),
    });
    const result = await sendBulkInvitations('a@b.co,\n c@d.co \n');
    expect(result.sentCount).toBe(2);
    expect(result.invitations.map((i) => i.invitation_token)).toEqual(['token-i1', 'token-i2']);
    expect(calls[0].body).toEqual({ invitation: { emails: ['a@b.co', 'c@d.co'] } });
  });

  it('when the server fails then "Failed to send bulk invitations"', async () => {
    installFetch({ 'POST /api/v1/admin/invitations/bulk': () => json({}, 500) });
    await expect(sendBulkInvitations('a@b.co')).rejects.toThrow('Failed to send bulk invitations');
  });
});

describe('list, cancel and outbox', () => {
  it('lists invitations or says "Failed to fetch invitations"', async () => {
    installFetch({
      'GET /api/v1/admin/invitations?limit=50': () =>
        json({ status: 'success', invitations: [invitation('i1')], next_cursor: null }),
    });
    expect(await listInvitations()).toEqual({ items: [invitation('i1')], next_cursor: null, total: null });
    installFetch({ 'GET /api/v1/admin/invitations?limit=50': () => json(null, 502) });
    await expect(listInvitations()).rejects.toThrow('Failed to fetch invitations');
  });

  it('cancels with DELETE or says "Failed to cancel invitation"', async () => {
    const calls = installFetch({
      'DELETE /api/v1/admin/invitations/i1': () =>
        json({
          status: 'success',
          invitation: { ...invitation('i1'), status: 'cancelled' },
          message: 'Invitation cancelled',
        }),
    });
    expect(await cancelInvitation('i1')).toBe('Invitation cancelled');
    expect(calls[0].method).toBe('DELETE');
    installFetch({ 'DELETE /api/v1/admin/invitations/i1': () => json({}, 500) });
    await expect(cancelInvitation('i1')).rejects.toThrow('Failed to cancel invitation');
  });

  it("when an answer lacks the new link's token then it is refused as unexpected", async () => {
    installFetch({
      'POST /api/v1/admin/invitations/i1/resend': () =>
        json({ status: 'success', invitation: invitation('i1'), message: 'sent', email_sent: true }),
    });
    await expect(resendInvitation('i1')).rejects.toThrow();
  });

  it('resends with POST …/resend and returns the new token, or says "Failed to send invitation"', async () => {
    const message = 'Invitation sent again to a@b.co with a new link (the earlier link no longer works)';
    const calls = installFetch({
      'POST /api/v1/admin/invitations/i1/resend': () =>
        json({ status: 'success', invitation: issued('i1'), message, email_sent: true }),
    });
    expect(await resendInvitation('i1')).toEqual({ invitation: issued('i1'), message });
    expect(calls[0].method).toBe('POST');
    installFetch({ 'POST /api/v1/admin/invitations/i1/resend': () => json({}, 500) });
    await expect(resendInvitation('i1')).rejects.toThrow('Failed to send invitation');
  });

  it('reads the dev outbox', async () => {
    installFetch({
      'GET /api/v1/admin/outbox': () => json({ status: 'success', messages: [outboxMessage] }),
    });
    expect(await listOutbox()).toEqual([outboxMessage]);
  });
});

describe('copy link', () => {
  it('builds the registration link from the token', () => {
    expect(invitationLink('a b', 'https://ermie.app')).toBe('https://ermie.app/invitation/a%20b');
  });

  it('when the clipboard accepts then writes the link; when it refuses then "Failed to copy invitation link"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('window', { location: { origin: 'http://localhost:5000' } });
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const link = invitationLink('tok');
    expect(await copyInvitationLink(link)).toBe('http://localhost:5000/invitation/tok');
    expect(writeText).toHaveBeenCalledWith('http://localhost:5000/invitation/tok');
    writeText.mockRejectedValue(new Error('denied'));
    await expect(copyInvitationLink(link)).rejects.toThrow('Failed to copy invitation link');
    vi.stubGlobal('navigator', {});
    await expect(copyInvitationLink(link)).rejects.toThrow('Failed to copy invitation link');
    vi.unstubAllGlobals();
  });
});
