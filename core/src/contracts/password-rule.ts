/**
 * The password rule a form checks before any call (platform-spec §5: at least 8 characters,
 * NIST SP 800-63B), with the server's own messages. No zod here: the sign-up form is in the
 * entry bundle, and the server's contract (auth.ts) holds the same rule.
 */
import { MIN_PASSWORD_LENGTH } from '../constants';
import { AUTH_MESSAGES } from '../content/auth-messages';

export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (password.length === 0) return AUTH_MESSAGES.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort(MIN_PASSWORD_LENGTH);
  return null;
}
