/** Presentation rules of the User Invitations tab (platform-spec §2, §4, §9). */
import { daysLeft, daysLeftNote, type Invitation, type InvitationStatus } from '@core/contracts/invitations';
import { INVITATION_LABELS } from '@core/content/labels';

export const STATUS_COLORS: Record<InvitationStatus, 'primary' | 'success' | 'medium' | 'danger'> = {
  pending: 'primary',
  accepted: 'success',
  expired: 'medium',
  cancelled: 'danger',
};

export const STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: INVITATION_LABELS.expired,
  cancelled: 'Cancelled',
};

/** Only pending invitations show copy-link and cancel, and a days-left note. */
export const isPending = (invitation: Pick<Invitation, 'status'>): boolean => invitation.status === 'pending';

/** The days-left note of a pending invitation; null for the others. */
export function expiryNote(
  invitation: Pick<Invitation, 'status' | 'expires_at'>,
  now: number = Date.now(),
): { text: string; warning: boolean } | null {
  if (!isPending(invitation)) return null;
  return daysLeftNote(daysLeft(invitation.expires_at, now));
}

const LINK = /(https?:\/\/[^\s"'<>]+)?\/invitation\/[^\s"'<>)]+/;

/** The registration link an email carries (absolute when the email has one), or null. */
export function invitationLinkIn(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    const match = text ? LINK.exec(text) : null;
    if (match) return match[0].replace(/[.,;]+$/, '');
  }
  return null;
}

/** The in-app path of a registration link ("/invitation/…"), whatever host it names. */
export function invitationPathOf(link: string): string {
  const at = link.indexOf('/invitation/');
  return at >= 0 ? link.slice(at) : link;
}
