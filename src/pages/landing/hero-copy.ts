/**
 * The landing hero's own words, shared by the React page (LandingPage.tsx) and the HTML
 * prerendered into dist/index.html at build time (landing-prerender.ts), so the two never drift.
 */
export const HERO_COPY = {
  /** "Bring your <escape room> ideas to life": the middle part is drawn in the gradient. */
  title: { before: 'Bring your ', highlighted: 'escape room', after: ' ideas to life' },
  lead:
    'Meet Ermie, your AI game master. Describe a world, pick a vibe, and watch a playable, proven-solvable ' +
    'escape room come together: story, scenes and puzzles. No code needed.',
  signInPrompt: 'Already have an account?',
  signInLink: 'Sign in',
  toolbarSignIn: 'Sign In',
} as const;
