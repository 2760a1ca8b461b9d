import { describe, expect, it } from 'vitest';
import {
  AcceptInvitationRequestSchema,
  BulkInvitationRequestSchema,
  CreateInvitationRequestSchema,
  InvitationSchema,
  IssuedInvitationSchema,
  bulkEmailsError,
  daysLeft,
  daysLeftNote,
  invitationExpiry,
  parseBulkEmails,
  validateInviteEmail,
  validateRegistration,
} from './invitations';

const DAY = 24 * 60 * 60 * 1000;
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('invitation emails', () => {
  it('when the email is blank or malformed then the §5 message is returned', () => {
    expect(validateInviteEmail('  ')).toBe('Please enter an email address');
    expect(validateInviteEmail(undefined)).toBe('Please enter an email address');
    expect(validateInviteEmail('bob@')).toBe('Please enter a valid email address');
    expect(validateInviteEmail(' bob@example.com ')).toBeNull();
  });

  it('when bulk text mixes commas, newlines and blanks then it splits, trims and drops blanks', () => {
    expect(parseBulkEmails('a@x.io, b@x.io\n\n c@x.io ,,\r\nnope, A@x.io')).toEqual({
      valid: ['a@x.io', 'b@x.io', 'c@x.io'],
      invalid: ['nope'],
    });
    expect(parseBulkEmails(['a@x.io', 'b@x.io,c@x.io'])).toEqual({
      valid: ['a@x.io', 'b@x.io', 'c@x.io'],
      invalid: [],
    });
    expect(bulkEmailsError(parseBulkEmails('x, y@z.io, w'))).toBe('Invalid email addresses: x, w');
    expect(bulkEmailsError(parseBulkEmails(' ,\n '))).toBe('Please enter email addresses');
    expect(bulkEmailsError(parseBulkEmails('y@z.io'))).toBeNull();
  });

  it('when an invitation names a role then it is user by default, creator when asked, never admin', () => {
    const create = (role?: string) =>
      CreateInvitationRequestSchema.safeParse({ invitation: { email: 'a@x.io', role } });
    expect(create().data?.invitation.role).toBe('user');
    expect(create('creator').data?.invitation.role).toBe('creator');
    expect(issues(create('admin'))).toEqual(['role must be user or creator']);
    const bulk = BulkInvitationRequestSchema.parse({ invitation: { emails: 'a@x.io', role: 'creator' } });
    expect(bulk.invitation.role).toBe('creator');
  });

  it('parses the create and bulk bodies with the same messages', () => {
    expect(CreateInvitationRequestSchema.parse({ invitation: { email: ' Bob@X.io ' } }).invitation.email).toBe(
      'bob@x.io',
    );
    expect(issues(CreateInvitationRequestSchema.safeParse({ invitation: { email: '' } }))).toEqual([
      'Please enter an email address',
    ]);
    expect(issues(CreateInvitationRequestSchema.safeParse({}))).toEqual(['Please enter an email address']);
    expect(BulkInvitationRequestSchema.parse({ invitation: { emails: 'A@x.io\nb@x.io' } }).invitation.emails).toEqual([
      'a@x.io',
      'b@x.io',
    ]);
    expect(issues(BulkInvitationRequestSchema.safeParse({ invitation: { emails: 'a, b@x.io' } }))).toEqual([
      'Invalid email addresses: a',
    ]);
    expect(issues(BulkInvitationRequestSchema.safeParse({ invitation: { emails: [] } }))).toEqual([
      'Please enter email addresses',
    ]);
    expect(issues(BulkInvitationRequestSchema.safeParse({ invitation: {} }))).toEqual(['Please enter email addresses']);
  });
});

describe('expiry', () => {
  it('counts whole days left, rounded up, and flags the warning and Expired notes', () => {
    const created = new Date('2025-01-01T00:00:00Z');
    const expires = invitationExpiry(created);
    expect(expires.toISOString()).toBe('2025-01-31T00:00:00.000Z');
    expect(daysLeft(expires.toISOString(), created)).toBe(30);
    expect(daysLeft(expires, created.getTime() + 29.9 * DAY)).toBe(1);
    expect(daysLeft(expires, created.getTime() + 30 * DAY)).toBe(0);
    expect(daysLeftNote(0)).toEqual({ text: 'Expired', warning: true });
    expect(daysLeftNote(3)).toEqual({ text: '3 days left', warning: true });
    expect(daysLeftNote(4)).toEqual({ text: '4 days left', warning: false });
  });
});

describe('registration', () => {
  it('when fields are missing then each gets its §5 message', () => {
    expect(validateRegistration({})).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      password: 'Password is required',
      password_confirmation: 'Please confirm your password',
    });
  });

  it('when the password is short or differs then those messages are given', () => {
    expect(
      validateRegistration({ first_name: 'A', last_name: 'B', password: 'short', password_confirmation: 'short' }),
    ).toEqual({ password: 'Password must be at least 8 characters' });
    expect(
      validateRegistration({
        first_name: 'A',
        last_name: 'B',
        password: 'longenough',
        password_confirmation: 'longenougH',
      }),
    ).toEqual({ password_confirmation: 'Passwords do not match' });
    expect(
      validateRegistration({
        first_name: 'A',
        last_name: 'B',
        password: 'longenough',
        password_confirmation: 'longenough',
      }),
    ).toEqual({});
  });

  it('parses the accept body and reports field paths', () => {
    const ok = AcceptInvitationRequestSchema.parse({
      token: 't',
      user: { first_name: ' Ada ', last_name: 'L', password: 'password1', password_confirmation: 'password1' },
    });
    expect(ok.user.first_name).toBe('Ada');
    const bad = AcceptInvitationRequestSchema.safeParse({ token: '', user: { password: 'x' } });
    expect(bad.success).toBe(false);
    expect(issues(bad)).toEqual(
      expect.arrayContaining([
        'Invalid invitation link',
        'First name is required',
        'Password must be at least 8 characters',
      ]),
    );
  });
});

describe('invitation tokens in answers', () => {
  const listed = {
    id: 'i1',
    email: 'a@b.co',
    status: 'pending',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2026-01-31T00:00:00.000Z',
    accepted_at: null,
    invited_by_email: null,
    delivery_status: 'sent',
    delivery_error: null,
    role: 'creator',
  };

  it('when a list entry carries a token then the contract drops it; an issued invitation must carry one', () => {
    const parsed = InvitationSchema.parse({ ...listed, invitation_token: 'secret' });
    expect(parsed).not.toHaveProperty('invitation_token');
    expect(IssuedInvitationSchema.safeParse(listed).success).toBe(false);
    expect(IssuedInvitationSchema.parse({ ...listed, invitation_token: 'secret' }).invitation_token).toBe('secret');
  });
});
