/** The Sign In screen's own words, shared by LoginPage.tsx and its prerendered first screen. */
export const LOGIN_COPY = {
  title: 'Sign in',
  subtitleBefore: 'Or',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  /** The button while a press is being acted on (the prerendered screen's, before the app runs). */
  signingIn: 'Signing in…',
} as const;
