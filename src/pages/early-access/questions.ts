/** The survey's wording: step titles and the question asked for each payload field. */
import { type EarlyAccessDraft } from '@core/contracts/early-access';

/** Step titles inside the card; step 3 is titled "Early Access Benefits" in the survey. */
export const STEP_TITLES = [
  'Adventure Vibe',
  'Escape Room DNA',
  'Ownership & Design',
  'Early Access Benefits',
  'Contact',
] as const;

export const STEP_INTROS = [
  'Tell us what kind of adventure gets your heart racing.',
  'Every escapist has a style. What is yours?',
  'Imagine building rooms of your own. What would make it worth it?',
  'Early builders get rewarded. Pick what matters to you.',
  'Last step! Where can Ermie reach you?',
] as const;

export const SURVEY_INTRO =
  'Your answers help Ermie understand your creative flow and puzzle style, so the rooms you build feel like yours.';

type Field = keyof EarlyAccessDraft;

export const QUESTIONS: Partial<Record<Field, string>> = {
  adventure_vibe: 'Rank your adventure vibes',
  escape_energy: "What's your escape energy?",
  escape_motivation: 'What draws you to escape rooms?',
  escape_resume: "What's your escape resume?",
  sidekick_choice: 'Pick your sidekick: which one are you?',
  first_move: "You walk into a new room. What's your first move?",
  ownership_interest: 'Would you like to own the rooms and puzzles you create?',
  escape_room_changes: 'What would you change in escape rooms?',
  puzzle_rewards: 'What do you want from a puzzle you designed?',
  play_rewards: 'How do you want to be rewarded for playing?',
  token_usage: 'What would you do with the $ERM tokens you earn?',
  how_heard: 'How did you hear about us?',
};

export const MULTI_HINT = 'Pick as many as you like.';
