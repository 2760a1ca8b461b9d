import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { INVITATION_MESSAGES } from '../content/messages';
import { SignupRequestSchema } from './auth';
import { newPasswordProblem } from './password-rule';
import { validateRegistration } from './invitations';

const user = (password: string, confirmation = password) => ({
  email: 'ada@example.com',
  password,
  password_confirmation: confirmation,
});

describe('account passwords', () => {
  it('when a password has 7 characters then sign-up and registration refuse it with the same message', () => {
    const message = 'Password must be at least 8 characters';
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(newPasswordProblem('seven77', 'seven77')).toBe(message);
    expect(SignupRequestSchema.safeParse({ user: user('seven77') }).error?.issues[0].message).toBe(message);
    expect(
      validateRegistration({ first_name: 'A', last_name: 'B', password: 'seven77', password_confirmation: 'seven77' })
        .password,
    ).toBe(message);
    expect(INVITATION_MESSAGES.passwordTooShort).toBe(message);
  });

  it('when a password has 8 characters then sign-up accepts it', () => {
    expect(newPasswordProblem('eight888', 'eight888')).toBeNull();
    expect(SignupRequestSchema.safeParse({ user: user('eight888') }).success).toBe(true);
  });

  it('when the confirmation differs then "Passwords do not match" comes first, as the form has always said', () => {
    expect(newPasswordProblem('short', 'other')).toBe('Passwords do not match');
  });
});
