import { describe, expect, it } from 'vitest';
import type { MailConfig } from '../../config';
import { CREATOR_INVITATION_LINE, invitationEmail, smtpTransporter } from './mailer';

const mail = (overrides: Partial<MailConfig>): MailConfig => ({
  smtpUrl: undefined,
  smtpHost: undefined,
  smtpPort: 587,
  smtpUser: undefined,
  smtpPass: undefined,
  from: 'Studio <no-reply@example.org>',
  appBaseUrl: 'https://studio.example.org',
  ...overrides,
});

/** What the SMTP connection is opened with, and what every message starts from. */
const settingsOf = (transporter: ReturnType<typeof smtpTransporter>) => {
  const internals = transporter as unknown as { options: Record<string, unknown>; _defaults: Record<string, unknown> };
  return { connection: internals.options, messageDefaults: internals._defaults };
};

describe('the SMTP transporter', () => {
  it('when SMTP_URL is set then the connection has the server of the url and the timeouts, and messages no defaults', () => {
    const transporter = smtpTransporter(mail({ smtpUrl: 'smtp://mailer:secret@mail.example.org:2525' }));

    const { connection, messageDefaults } = settingsOf(transporter);
    expect(connection).toMatchObject({
      host: 'mail.example.org',
      port: 2525,
      auth: { user: 'mailer', pass: 'secret' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    expect(messageDefaults).toEqual({});
  });

  it('when SMTP_HOST is set then the connection has that host and port and the timeouts', () => {
    const transporter = smtpTransporter(mail({ smtpHost: 'smtp.example.org', smtpPort: 465, smtpUser: 'u' }));

    expect(settingsOf(transporter).connection).toMatchObject({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: '' },
      connectionTimeout: 10_000,
    });
  });

  it('when neither SMTP_URL nor SMTP_HOST is set then there is no transporter (the outbox is the mailbox)', () => {
    expect(smtpTransporter(mail({}))).toBeNull();
  });
});

describe('the invitation email', () => {
  const input = { to: 'new@example.org', token: 'tok', invitedBy: 'ada@example.org', expiresAt: new Date(0) };

  it("when the invitation is a creator's then its text and HTML say the account is a creator's", () => {
    const message = invitationEmail({ ...input, role: 'creator' });

    expect(message.text).toContain(CREATOR_INVITATION_LINE);
    expect(message.html).toContain('You are invited as a creator');
  });

  it("when the invitation is a player's then it says nothing of the creator role", () => {
    for (const message of [invitationEmail({ ...input, role: 'user' }), invitationEmail(input)]) {
      expect(message.text).not.toContain('creator');
      expect(message.html).not.toContain('creator');
    }
  });
});
