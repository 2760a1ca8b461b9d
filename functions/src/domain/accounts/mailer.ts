/**
 * Email delivery. Every message is first recorded in the outbox table by the transaction that causes
 * it; with SMTP settings (config.mail) nodemailer delivers it after the commit (transport 'smtp',
 * delivery 'pending' → 'sent' | 'failed'); without them the outbox table is the dev mailbox
 * (transport 'outbox'), readable by admins at GET /api/v1/admin/outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { invitationPath, type InvitationRole, type OutboxMessage } from '@core';
import { config, type MailConfig } from '../../config';
import type { Queryable } from '../../db/pool';
import { insertOutboxMessage, listOutboxMessages, recordDelivery } from '../../db/outbox-repo';
import { errorFields, log } from '../../structured-log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const OUTBOX_LIST_LIMIT = 50;

let cached: { key: string; transporter: Transporter } | undefined;

/** The SMTP transporter for the settings (reused while they stay the same), or null without SMTP settings. */
export function smtpTransporter(mail: MailConfig): Transporter | null {
  if (!mail.smtpUrl && !mail.smtpHost) return null;
  const key = JSON.stringify(mail);
  if (cached?.key === key) return cached.transporter;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };
  const transporter = mail.smtpUrl
    ? // The timeouts sit next to the url: a second argument would be defaults for each message.
      nodemailer.createTransport({ url: mail.smtpUrl, ...timeouts })
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

/** A message recorded in the outbox by a transaction and, with SMTP, still to be delivered after commit. */
export interface QueuedMail {
  id: string;
  message: MailMessage;
  transporter: Transporter | null;
}

export interface Delivery {
  sent: boolean;
  /** Why the email could not be sent, or null. */
  error: string | null;
}

/** What the outbox keeps of a link it must not store (an SMTP delivery's record of an invitation email). */
export const LINK_NOT_KEPT = '(link sent by email, not kept)';

/** The message with every copy of `secret` (as written in the text and in the escaped HTML) replaced. */
function withoutSecret(message: MailMessage, secret: string): MailMessage {
  const hide = (body: string) => body.split(secret).join(LINK_NOT_KEPT).split(escapeHtml(secret)).join(LINK_NOT_KEPT);
  return { ...message, text: hide(message.text), html: hide(message.html) };
}

/**
 * Records a message inside the caller's transaction. Nothing leaves the process here: with SMTP the row
 * is 'pending' and deliverQueued sends it once the transaction has committed; without SMTP the outbox
 * table is the mailbox and the row is 'sent' at once. `secretLink` (an invitation's registration link)
 * is delivered but, with SMTP, not kept in the record: only the mailbox holds it. The dev outbox is the
 * mailbox itself, so it keeps the link (local runs and tests open invitations from it).
 */
export async function queueMail(
  message: MailMessage,
  db: Queryable,
  options: { invitationId?: string; secretLink?: string } = {},
): Promise<QueuedMail> {
  const transporter = smtpTransporter(config().mail);
  const kept = transporter && options.secretLink ? withoutSecret(message, options.secretLink) : message;
  const stored = await insertOutboxMessage(
    { ...kept, transport: transporter ? 'smtp' : 'outbox', invitationId: options.invitationId ?? null },
    db,
  );
  return { id: stored.id, message, transporter };
}

/** A 4xx SMTP reply or a dropped connection may pass on a second try; a 5xx refusal will not. */
function isTransient(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS'].includes(code ?? '');
}

const DELIVERY_TRIES = 2;

/**
 * Sends a queued message (call it after the commit, never inside a transaction) and records the outcome;
 * a transient failure is retried once at once. A failure is returned, not thrown: the change that caused
 * the email stands, the row reads 'failed' with the reason, and the admin can resend it.
 */
export async function deliverQueued(queued: QueuedMail): Promise<Delivery> {
  if (!queued.transporter) return { sent: true, error: null };
  let error: string | null = null;
  let attempts = 0;
  while (attempts < DELIVERY_TRIES) {
    attempts += 1;
    try {
      await queued.transporter.sendMail({ from: config().mail.from, ...queued.message });
      error = null;
      break;
    } catch (failure) {
      error = (failure as Error).message || 'the mail server refused it';
      if (!isTransient(failure)) break;
    }
  }
  await recordDelivery(queued.id, error, attempts).catch((failure: unknown) =>
    log.error('could not record a mail delivery', { outboxId: queued.id, ...errorFields(failure) }),
  );
  return { sent: error === null, error };
}

export const listOutbox = (): Promise<OutboxMessage[]> => listOutboxMessages(OUTBOX_LIST_LIMIT);

export const registrationLink = (token: string): string => `${config().mail.appBaseUrl}${invitationPath(token)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What an invitation as a creator adds (issue 32): the role the account is given on registration. */
export const CREATOR_INVITATION_LINE =
  'You are invited as a creator: your account can build its own escape rooms with Ermie, publish them and manage them in My Creations.';

/** The invitation email: who invited, the role when it is a creator's, the registration link and when it expires. */
export function invitationEmail(input: {
  to: string;
  token: string;
  invitedBy: string | null;
  expiresAt: Date;
  role?: InvitationRole;
}): MailMessage {
  const link = registrationLink(input.token);
  const who = input.invitedBy ?? 'The Escape Room Studio team';
  const expires = input.expiresAt.toUTCString();
  const creator = input.role === 'creator';
  return {
    to: input.to,
    subject: "You're invited to the Escape Room Studio",
    text: [
      'Hello,',
      '',
      `${who} invited you to create escape rooms with Ermie, our AI game master.`,
      ...(creator ? [CREATOR_INVITATION_LINE] : []),
      `Create your account here: ${link}`,
      '',
      `This invitation can be used once and expires on ${expires}.`,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(who)} invited you to create escape rooms with Ermie, our AI game master.</p>`,
      ...(creator ? [`<p>${escapeHtml(CREATOR_INVITATION_LINE)}</p>`] : []),
      `<p><a href="${escapeHtml(link)}">Create your account</a></p>`,
      `<p>This invitation can be used once and expires on ${escapeHtml(expires)}.</p>`,
    ].join('\n'),
  };
}
