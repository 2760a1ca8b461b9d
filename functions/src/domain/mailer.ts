/**
 * Email delivery. With SMTP settings (config.mail) nodemailer delivers for real and the message is
 * also recorded in the outbox with transport 'smtp'; without them the outbox table is the dev
 * mailbox (transport 'outbox'), readable by admins at GET /api/v1/admin/outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { invitationPath, type OutboxMessage } from '@core';
import { config, type MailConfig } from '../config';
import { getPool, type Queryable } from '../db/pool';
import { insertOutboxMessage, listOutboxMessages } from '../db/outbox-repo';
import { AppError } from './app-error';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const OUTBOX_LIST_LIMIT = 50;

let cached: { key: string; transporter: Transporter } | undefined;

function smtpTransporter(mail: MailConfig): Transporter | null {
  if (!mail.smtpUrl && !mail.smtpHost) return null;
  const key = JSON.stringify(mail);
  if (cached?.key === key) return cached.transporter;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };
  const transporter = mail.smtpUrl
    ? nodemailer.createTransport(mail.smtpUrl, timeouts)
    : nodemailer.createTransport({
        host: mail.smtpHost,
        port: mail.smtpPort,
        secure: mail.smtpPort === 465,
        auth: mail.smtpUser ? { user: mail.smtpUser, pass: mail.smtpPass ?? '' } : undefined,
        ...timeouts,
      });
  cached = { key, transporter };
  return transporter;
}

/**
 * Sends one message and records it. Pass the caller's transaction so the record commits (or rolls
 * back) with the change that caused the email; an SMTP failure throws 502 and so rolls it back too.
 */
export async function sendMail(message: MailMessage, db: Queryable = getPool()): Promise<OutboxMessage> {
  const mail = config().mail;
  const transporter = smtpTransporter(mail);
  if (transporter) {
    try {
      await transporter.sendMail({ from: mail.from, ...message });
    } catch (error) {
      throw new AppError(
        502,
        `The email to ${message.to} could not be delivered: ${(error as Error).message}`,
        'mail_failed',
      );
    }
  }
  return insertOutboxMessage({ ...message, transport: transporter ? 'smtp' : 'outbox' }, db);
}

export const listOutbox = (): Promise<OutboxMessage[]> => listOutboxMessages(OUTBOX_LIST_LIMIT);

export const registrationLink = (token: string): string => `${config().mail.appBaseUrl}${invitationPath(token)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation email: who invited, the registration link and when it expires. */
export function invitationEmail(input: {
  to: string;
  token: string;
  invitedBy: string | null;
  expiresAt: Date;
}): MailMessage {
  const link = registrationLink(input.token);
  const who = input.invitedBy ?? 'The Escape Room Studio team';
  const expires = input.expiresAt.toUTCString();
  return {
    to: input.to,
    subject: "You're invited to the Escape Room Studio",
    text: [
      'Hello,',
      '',
      `${who} invited you to create escape rooms with Ermie, our AI game master.`,
      `Create your account here: ${link}`,
      '',
      `This invitation can be used once and expires on ${expires}.`,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(who)} invited you to create escape rooms with Ermie, our AI game master.</p>`,
      `<p><a href="${escapeHtml(link)}">Create your account</a></p>`,
      `<p>This invitation can be used once and expires on ${escapeHtml(expires)}.</p>`,
    ].join('\n'),
  };
}
