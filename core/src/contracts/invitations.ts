/** Invitation and registration contracts (platform-spec §2 "Invitation registration page", §3, §4, §5, §7). */
import { z } from 'zod';
import { INVITE_TTL_DAYS, INVITE_WARNING_DAYS, MIN_PASSWORD_LENGTH } from '../constants';
import { ADMIN_MESSAGES, INVITATION_MESSAGES } from '../content/messages';
import type { User } from './auth';
import { INVITATION_LABELS } from '../content/labels';

export { INVITE_TTL_DAYS, INVITE_WARNING_DAYS };

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'cancelled'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** Delivery of an email: recorded 'pending' with the change that caused it, then 'sent' or 'failed'. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

/** The role an invitee gets on registration: a player, or a creator (admins are made by promotion only). */
export const INVITATION_ROLES = ['user', 'creator'] as const;
export const InvitationRoleSchema = z.enum(INVITATION_ROLES, { message: 'role must be user or creator' });
export type InvitationRole = z.infer<typeof InvitationRoleSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: InvitationStatusSchema,
  /** What the invitee becomes on registration. */
  role: InvitationRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  /** Email of the admin who invited; null when that account was deleted. */
  invited_by_email: z.string().nullable(),
  /** The latest invitation email's delivery; 'failed' ones can be resent. Null when none was recorded. */
  delivery_status: DeliveryStatusSchema.nullable(),
  /** Why the latest delivery failed, or null. */
  delivery_error: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * An invitation as its create, resend or bulk answer gives it: with the token of its new link. Only a
 * hash of the token is stored, so this answer (and the email) is the only place the link ever shows;
 * a resend issues a new token and the old link stops working.
 */
export const IssuedInvitationSchema = InvitationSchema.extend({ invitation_token: z.string() });
export type IssuedInvitation = z.infer<typeof IssuedInvitationSchema>;

/** Messages of the invitation endpoints beyond the spec's catalogue. */
export const INVITATION_SERVER_MESSAGES = {
  sent: (email: string) => `Invitation sent to ${email}`,
  userExists: 'A user with this email already exists',
  alreadyPending: (email: string) =>
    `An invitation for ${email} was already pending; it was sent again with a new link (the earlier link no longer works)`,
  notPending: (status: InvitationStatus) => `Only pending invitations can be cancelled (this one is ${status})`,
  notResendable: (status: InvitationStatus) => `Only pending invitations can be resent (this one is ${status})`,
  resent: (email: string) => `Invitation sent again to ${email} with a new link (the earlier link no longer works)`,
  /** The invitation exists (its link works and can be copied) but the email did not go out. */
  notDelivered: (email: string, reason: string) =>
    `The invitation for ${email} was saved, but the email could not be sent (${reason}). You can resend it from the list.`,
  inUse: 'This invitation is being accepted right now. Please try again in a moment.',
  cancelled: 'Invitation cancelled',
  notFound: 'Invitation not found',
  emailMismatch: 'This invitation was sent to a different email address',
  accepted: 'Account created. You can now sign in.',
} as const;

const emailShape = z.string().email();

/** §5: non-empty, then of email shape. Returns the message or null when valid. */
export function validateInviteEmail(email: string | null | undefined): string | null {
  const trimmed = (email ?? '').trim();
  if (trimmed === '') return ADMIN_MESSAGES.invitationEmailRequired;
  return emailShape.safeParse(trimmed).success ? null : ADMIN_MESSAGES.invitationEmailInvalid;
}

/**
 * §5 bulk rule: split on commas or newlines, trim, drop blanks. Valid emails are de-duplicated
 * (case-insensitively, first spelling kept); invalid entries are returned as typed.
 * An array is accepted too (each entry is split the same way).
 */
export function parseBulkEmails(text: string | readonly string[]): { valid: string[]; invalid: string[] } {
  const entries = (typeof text === 'string' ? [text] : text)
    .flatMap((chunk) => chunk.split(/[,\r\n]+/))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const valid: string[] = [];
  const seen = new Set<string>();
  const invalid: string[] = [];
  for (const entry of entries) {
    if (!emailShape.safeParse(entry).success) invalid.push(entry);
    else if (!seen.has(entry.toLowerCase())) {
      seen.add(entry.toLowerCase());
      valid.push(entry);
    }
  }
  return { valid, invalid };
}

/** The bulk form's client-side check: the §5 message, or null when the emails can be sent. */
export function bulkEmailsError(parsed: { valid: string[]; invalid: string[] }): string | null {
  if (parsed.invalid.length > 0) return ADMIN_MESSAGES.bulkEmailsInvalid(parsed.invalid.join(', '));
  if (parsed.valid.length === 0) return ADMIN_MESSAGES.bulkEmailsRequired;
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before expiry, rounded up (0 or less means expired). */
export function daysLeft(expiresAt: string | Date, now: Date | number = Date.now()): number {
  const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  return Math.ceil((end - current) / DAY_MS);
}

/** The admin list's note for a pending invitation: "Expired" when not positive, red at 3 days or fewer. */
export function daysLeftNote(days: number): { text: string; warning: boolean } {
  if (days <= 0) return { text: INVITATION_LABELS.expired, warning: true };
  return { text: days === 1 ? '1 day left' : `${days} days left`, warning: days <= INVITE_WARNING_DAYS };
}

export function invitationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITE_TTL_DAYS * DAY_MS);
}

export interface RegistrationFields {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}
export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;

/** §5 registration rules, one message per field (empty object when valid). */
export function validateRegistration(fields: Partial<RegistrationFields>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const password = fields.password ?? '';
  const confirmation = fields.password_confirmation ?? '';
  if (!(fields.first_name ?? '').trim()) errors.first_name = INVITATION_MESSAGES.firstNameRequired;
  if (!(fields.last_name ?? '').trim()) errors.last_name = INVITATION_MESSAGES.lastNameRequired;
  if (!password) errors.password = INVITATION_MESSAGES.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = INVITATION_MESSAGES.passwordTooShort;
  if (!confirmation) errors.password_confirmation = INVITATION_MESSAGES.confirmPassword;
  else if (password && confirmation !== password)
    errors.password_confirmation = INVITATION_MESSAGES.passwordsDoNotMatch;
  return errors;
}

const text = (max: number) =>
  z.string({ invalid_type_error: 'must be text' }).max(max, `must be at most ${max} characters`);

/** An invitation link's token as the registration page sends it (in a POST body, never in a URL's query). */
export const InvitationTokenSchema = z
  .string({ required_error: INVITATION_MESSAGES.invalidLink, invalid_type_error: INVITATION_MESSAGES.invalidLink })
  .trim()
  .min(1, INVITATION_MESSAGES.invalidLink)
  .max(200, INVITATION_MESSAGES.invalidLink);

/** POST /api/v1/invitations/accept body. `user.email`, when sent, must be the invited email. */
export const AcceptInvitationRequestSchema = z.object({
  token: InvitationTokenSchema,
  user: z
    .object(
      {
        email: z.string().trim().max(254).optional(),
        first_name: text(80).default(''),
        last_name: text(80).default(''),
        password: text(128).default(''),
        password_confirmation: text(128).default(''),
      },
      { required_error: 'user is required', invalid_type_error: 'user must be an object' },
    )
    .superRefine((user, ctx) => {
      for (const [field, message] of Object.entries(validateRegistration(user)))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    })
    .transform((user) => ({ ...user, first_name: user.first_name.trim(), last_name: user.last_name.trim() })),
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequestSchema>;

export const CreateInvitationRequestSchema = z.object({
  invitation: z.object(
    {
      email: z
        .string({
          required_error: ADMIN_MESSAGES.invitationEmailRequired,
          invalid_type_error: ADMIN_MESSAGES.invitationEmailRequired,
        })
        .superRefine((email, ctx) => {
          const message = validateInviteEmail(email);
          if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        })
        .transform((email) => email.trim().toLowerCase()),
      role: InvitationRoleSchema.default('user'),
    },
    {
      required_error: ADMIN_MESSAGES.invitationEmailRequired,
      invalid_type_error: ADMIN_MESSAGES.invitationEmailRequired,
    },
  ),
});

/** `emails` is the textarea's text (commas/newlines) or an array of emails. */
export const BulkInvitationRequestSchema = z.object({
  invitation: z.object(
    {
      emails: z
        .union([z.string().max(100_000), z.array(z.string().max(254)).max(1000)], {
          errorMap: () => ({ message: ADMIN_MESSAGES.bulkEmailsRequired }),
        })
        .transform((value, ctx) => {
          const parsed = parseBulkEmails(value);
          const message = bulkEmailsError(parsed);
          if (message) {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message });
            return z.NEVER;
          }
          return parsed.valid.map((email) => email.toLowerCase());
        }),
      role: InvitationRoleSchema.default('user'),
    },
    { required_error: ADMIN_MESSAGES.bulkEmailsRequired, invalid_type_error: ADMIN_MESSAGES.bulkEmailsRequired },
  ),
});

export interface InvitationVerifyResponse {
  success: true;
  email: string;
  invitedBy: string | null;
  expires: string;
}
export interface InvitationFailure {
  success: false;
  error: string;
}
export interface InvitationListResponse {
  status: 'success';
  invitations: Invitation[];
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}
/** Create and resend: 201/200 even when the email failed (the invitation exists); `email_sent` says which. */
export interface InvitationCreateResponse {
  status: 'success';
  invitation: IssuedInvitation;
  message: string;
  email_sent: boolean;
}
export interface BulkInvitationResponse {
  status: 'success';
  /** How many emails went out. */
  sent_count: number;
  /** Every invitation created or refreshed (each with its new link's token), including those whose email failed. */
  invitations: IssuedInvitation[];
  /** Emails not invited or not sent, with the reason (an account already exists; the email failed, resend it). */
  skipped: { email: string; reason: string }[];
}
export interface AcceptInvitationResponse {
  success: true;
  message: string;
  /** The new account (the invitation's role: 'user' or 'creator'); the page then sends the person to /login. */
  user: User;
}

/** A message of the dev outbox (and the record of every SMTP delivery). */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  delivery_status: DeliveryStatusSchema,
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** An email a bulk invitation left out, and why. */
export const SkippedInvitationSchema = z.object({ email: z.string(), reason: z.string() });

/** The registration page's path for an invitation token. */
export const invitationPath = (token: string) => `/invitation/${encodeURIComponent(token)}`;
