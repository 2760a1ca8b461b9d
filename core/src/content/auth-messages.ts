/**
 * Sign-in and sign-up messages (platform-spec §5, §8), apart from the rest of the catalogue
 * (messages.ts re-exports them): the app's frame keeps the session on every page, the play
 * screen's included, and carries only these.
 */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  noTokenReceived: 'No token received',
  accountCreatedSignInFailed: 'Your account was created, but signing in failed. Please sign in.',
  signupFailed: 'Signup failed',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Please enter an email address',
  passwordRequired: 'Password is required',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  emailInUse: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  networkError: 'Network error. Please check your connection and try again.',
  accountDisabled: 'This account has been disabled',
  accessDenied: 'Access denied. Admin privileges required to view this page.',
} as const;
