import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ROOM_MESSAGES, WIZARD_MESSAGES, ADMIN_MESSAGES, EDITOR_MESSAGES } from './messages';

describe('message catalogue', () => {
  it('keeps the spec wording of the auth and access messages', () => {
    expect(AUTH_MESSAGES.accessDenied).toBe('Access denied. Admin privileges required to view this page.');
    expect(AUTH_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(AUTH_MESSAGES.noTokenReceived).toBe('No token received');
    expect(AUTH_MESSAGES.signupFailed).toBe('Signup failed');
  });

  it('fills placeholders', () => {
    expect(ROOM_MESSAGES.generateImagesFailed('boom')).toBe('Failed to generate scene images: boom');
    expect(WIZARD_MESSAGES.paintingScene(2, 3)).toBe('Painting scene 2 of 3…');
    expect(WIZARD_MESSAGES.provenSolvable(7)).toBe('Proven solvable in 7 steps');
    expect(ADMIN_MESSAGES.bulkEmailsInvalid('a, b')).toBe('Invalid email addresses: a, b');
    expect(EDITOR_MESSAGES.elementAtGrid(3, 4)).toBe('Element will be created at grid position [3, 4]');
  });

  it('has no empty message', () => {
    for (const group of [AUTH_MESSAGES, ROOM_MESSAGES, ADMIN_MESSAGES]) {
      for (const value of Object.values(group)) {
        const text = typeof value === 'function' ? (value as (...a: unknown[]) => string)('x', 1) : value;
        expect(text.trim().length).toBeGreaterThan(0);
      }
    }
  });
});
