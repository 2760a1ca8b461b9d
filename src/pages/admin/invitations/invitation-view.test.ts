import { describe, expect, it } from 'vitest';
import { expiryNote, invitationLinkIn, invitationPathOf, isPending } from './invitation-view';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2025-06-01T12:00:00Z');
const at = (days: number) => new Date(now + days * DAY).toISOString();

describe('invitation list rules', () => {
  it('when an invitation is not pending then it has no actions and no days-left note', () => {
    for (const status of ['accepted', 'expired', 'cancelled'] as const) {
      expect(isPending({ status })).toBe(false);
      expect(expiryNote({ status, expires_at: at(10) }, now)).toBeNull();
    }
    expect(isPending({ status: 'pending' })).toBe(true);
  });

  it('when more than 3 days are left then the note is calm', () => {
    expect(expiryNote({ status: 'pending', expires_at: at(30) }, now)).toEqual({
      text: '30 days left',
      warning: false,
    });
    expect(expiryNote({ status: 'pending', expires_at: at(4) }, now)).toEqual({ text: '4 days left', warning: false });
  });

  it('when 3 days or fewer are left then the note is red', () => {
    expect(expiryNote({ status: 'pending', expires_at: at(3) }, now)).toEqual({ text: '3 days left', warning: true });
    expect(expiryNote({ status: 'pending', expires_at: at(0.5) }, now)).toEqual({ text: '1 day left', warning: true });
  });

  it('when no longer positive then it says Expired', () => {
    expect(expiryNote({ status: 'pending', expires_at: at(0) }, now)).toEqual({ text: 'Expired', warning: true });
    expect(expiryNote({ status: 'pending', expires_at: at(-2) }, now)).toEqual({ text: 'Expired', warning: true });
  });
});

describe('dev outbox links', () => {
  it('finds the registration link in the text or the html of an email', () => {
    expect(invitationLinkIn('Join us: http://localhost:5000/invitation/abc123.\nThanks')).toBe(
      'http://localhost:5000/invitation/abc123',
    );
    expect(invitationLinkIn('no link here', '<a href="https://ermie.app/invitation/x-y_z">Accept</a>')).toBe(
      'https://ermie.app/invitation/x-y_z',
    );
    expect(invitationLinkIn('Open /invitation/tok (valid 30 days)')).toBe('/invitation/tok');
    expect(invitationLinkIn('nothing', null)).toBeNull();
  });

  it('turns any link into the in-app path', () => {
    expect(invitationPathOf('http://localhost:5000/invitation/abc')).toBe('/invitation/abc');
    expect(invitationPathOf('/invitation/abc')).toBe('/invitation/abc');
  });
});
