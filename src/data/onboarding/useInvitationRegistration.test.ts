import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import { acceptInvitation, clearFieldError, verifyInvitation } from './useInvitationRegistration';

const fields = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  password: 'long-enough',
  password_confirmation: 'long-enough',
};

beforeEach(() => {
  installIdentity('stale-session');
});

describe('verifying an invitation', () => {
  it('when there is no token then "Invalid invitation link" without a call', async () => {
    const calls = installFetch({});
    expect(await verifyInvitation(undefined)).toEqual({ valid: false, error: 'Invalid invitation link' });
    expect(await verifyInvitation('  ')).toEqual({ valid: false, error: 'Invalid invitation link' });
    expect(calls).toEqual([]);
  });

  it('when valid then returns the invited email; the token goes in a POST body, not the URL, without an auth header', async () => {
    const calls = installFetch({
      'POST /api/v1/invitations/verify': () =>
        json({
          success: true,
          email: 'ada@example.com',
          invitedBy: 'admin@ermie.local',
          expires: '2030-01-01T00:00:00Z',
        }),
    });
    expect(await verifyInvitation('t+1')).toEqual({
      valid: true,
      email: 'ada@example.com',
      invitedBy: 'admin@ermie.local',
      expires: '2030-01-01T00:00:00Z',
    });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].url).not.toContain('t+1');
    expect(calls[0].body).toEqual({ token: 't+1' });
  });

  it('when the server refuses then its error, else "Invalid or expired invitation"', async () => {
    installFetch({
      'POST /api/v1/invitations/verify': () => json({ success: false, error: 'Invalid or expired invitation' }, 404),
    });
    expect(await verifyInvitation('used')).toEqual({ valid: false, error: 'Invalid or expired invitation' });
    installFetch({ 'POST /api/v1/invitations/verify': () => json({ success: false }) });
    expect(await verifyInvitation('odd')).toEqual({ valid: false, error: 'Invalid or expired invitation' });
    installFetch({ 'POST /api/v1/invitations/verify': () => json(null, 410) });
    expect(await verifyInvitation('gone')).toEqual({ valid: false, error: 'Invalid or expired invitation' });
  });

  it('when the server or network fails then "Failed to verify invitation. Please check your link."', async () => {
    installFetch({ 'POST /api/v1/invitations/verify': () => json(null, 500) });
    expect(await verifyInvitation('t')).toEqual({
      valid: false,
      error: 'Failed to verify invitation. Please check your link.',
    });
    installFetch({});
    expect(await verifyInvitation('t')).toEqual({
      valid: false,
      error: 'Failed to verify invitation. Please check your link.',
    });
  });
});

describe('accepting an invitation', () => {
  it('posts token and user{email, names, passwords} without an auth header', async () => {
    const calls = installFetch({
      'POST /api/v1/invitations/accept': () =>
        json({
          success: true,
          message: 'Account created. You can now sign in.',
          user: {
            id: 'u1',
            email: 'ada@example.com',
            role: 'user',
            admin: false,
            first_name: 'Ada',
            last_name: 'Lovelace',
            created_at: '2026-11-23T09:00:00.000Z',
          },
        }),
    });
    expect(await acceptInvitation('tok', 'ada@example.com', fields)).toBe('Account created. You can now sign in.');
    expect(calls[0].body).toEqual({ token: 'tok', user: { email: 'ada@example.com', ...fields } });
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('shows the server error, else "Failed to create account" on a refusal, else "… Please try again."', async () => {
    installFetch({
      'POST /api/v1/invitations/accept': () => json({ success: false, error: 'Invalid or expired invitation' }, 400),
    });
    await expect(acceptInvitation('tok', 'a@b.co', fields)).rejects.toThrow('Invalid or expired invitation');
    installFetch({ 'POST /api/v1/invitations/accept': () => json(null, 500) });
    await expect(acceptInvitation('tok', 'a@b.co', fields)).rejects.toThrow(
      'Failed to create account. Please try again.',
    );
    installFetch({});
    await expect(acceptInvitation('tok', 'a@b.co', fields)).rejects.toThrow(
      'Failed to create account. Please try again.',
    );
    installFetch({ 'POST /api/v1/invitations/accept': () => json({ success: false }, 422) });
    await expect(acceptInvitation('tok', 'a@b.co', fields)).rejects.toThrow(/^Failed to create account$/);
  });
});

describe('field errors', () => {
  it('editing a field clears only that field error', () => {
    const errors = { first_name: 'First name is required', password: 'Password is required' };
    expect(clearFieldError(errors, 'first_name')).toEqual({ password: 'Password is required' });
    expect(clearFieldError(errors, 'last_name')).toBe(errors);
  });
});
