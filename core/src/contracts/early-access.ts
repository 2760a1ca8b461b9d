/** Early-access application contracts (platform-spec §2 "Early Access Application", §3, §4, §5, §7). */
import { z } from 'zod';

export const ADVENTURE_VIBES = [
  'Solo stealth missions',
  'Brain melting team puzzles',
  'Competitive showdown mode',
  'Deep storytelling and role play',
  'Laughing through chaos with friends',
] as const;

export const ESCAPE_MOTIVATIONS = [
  'thrill of solving puzzles',
  'teamwork and bonding',
  'immersive storytelling',
  'adrenaline rush',
  'creativity and design',
] as const;

export const ESCAPE_RESUMES = [
  'First timer',
  'Casual solver',
  'Obsessed and proud',
  'I make them. Seriously!',
] as const;

export const SIDEKICK_CHOICES = [
  'puzzle genius',
  'calm thinker',
  'chaos clicker',
  'clue sniper',
  'comic relief',
] as const;

export const FIRST_MOVES = [
  'look for the hidden clue or lock',
  'start touching everything',
  'scan the room for the big picture',
  'just vibe as the team panics',
  'scream "I found something!"',
] as const;

export const OWNERSHIP_INTERESTS = [
  'Heck yes, I love ownership',
  'Maybe, tell me how it works',
  'Nah, I just want to play and vibe',
] as const;

export const ESCAPE_ROOM_CHANGES = [
  'more replayable',
  'add your own puzzles and rooms',
  'players vote on new themes',
  'rewards for solving',
  'creators earn from their ideas',
] as const;

export const PUZZLE_REWARDS = [
  'people love and rate it',
  'credit and recognition',
  'token rewards and revenue split',
  'a community to build more with',
  'nothing, just for fun',
] as const;

export const PLAY_REWARDS = [
  'badges and trophies',
  'tokens to use or trade',
  'surprise mystery boxes with real perks',
  'free access to premium rooms',
  'leaderboard bragging rights',
] as const;

export const TOKEN_USAGES = [
  'save for exclusive content',
  'swap for items and upgrades',
  'vote on the future of rooms and themes',
  'trade for other rewards',
  'send to friends',
] as const;

export const HOW_HEARD_OPTIONS = ['Discord', 'Reddit', 'Google', 'Other'] as const;
export type HowHeardOption = (typeof HOW_HEARD_OPTIONS)[number];
/** Prefix of the sent value when "Other" is chosen: `Other: <typed text>`. */
export const HOW_HEARD_OTHER_PREFIX = 'Other: ';

export const ESCAPE_ENERGY = {
  min: 1,
  max: 10,
  default: 5,
  marks: [
    { value: 1, label: 'Chill' },
    { value: 5, label: 'Balanced' },
    { value: 10, label: 'Overdrive' },
  ],
} as const;

export const PASSIVE_REWARDS = { min: 0, max: 5, default: 3 } as const;

export const EARLY_ACCESS_STEPS = [
  'Adventure Vibe',
  'Escape Room DNA',
  'Ownership & Design',
  'Benefits',
  'Contact',
] as const;
export const EARLY_ACCESS_STEP_COUNT = EARLY_ACCESS_STEPS.length;

export const EARLY_ACCESS_TEXTS = {
  title: 'Early Access Application',
  thankYouTitle: 'Welcome to the Adventure!',
  submit: 'Submit to Early Access',
  submitting: 'Submitting...',
  /** The server's answer to a successful submission. */
  successMessage: 'Thank you for applying! We will be in touch soon.',
} as const;

/** Server-side validation messages (one per rule). */
export const EOI_VALIDATION_MESSAGES = {
  vibesRanking: 'Please rank all five adventure vibes, each exactly once',
  energy: `Escape energy must be a whole number from ${ESCAPE_ENERGY.min} to ${ESCAPE_ENERGY.max}`,
  passiveRewards: `Passive rewards must be a whole number from ${PASSIVE_REWARDS.min} to ${PASSIVE_REWARDS.max}`,
  chooseOne: (label: string) => `Please choose ${label} from the list`,
  chooseAtLeastOne: (label: string) => `Please choose at least one option for ${label}`,
  noDuplicates: (label: string) => `${label} lists the same option twice`,
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 120 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  howHeard: 'How you heard about us must be Discord, Reddit, Google or "Other: " followed by where',
  howHeardOtherEmpty: 'Please specify how you heard about us',
} as const;

const M = EOI_VALIDATION_MESSAGES;

const choice = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z.enum(options, { errorMap: () => ({ message: M.chooseOne(label) }) });

const multi = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z
    .array(choice(options, label), {
      required_error: M.chooseAtLeastOne(label),
      invalid_type_error: M.chooseAtLeastOne(label),
    })
    .min(1, M.chooseAtLeastOne(label))
    .refine((values) => new Set(values).size === values.length, { message: M.noDuplicates(label) });

/** True for "Discord" | "Reddit" | "Google" | "Other: <non-blank text>". */
export function isValidHowHeard(value: string): boolean {
  if ((HOW_HEARD_OPTIONS as readonly string[]).includes(value) && value !== 'Other') return true;
  return value.startsWith(HOW_HEARD_OTHER_PREFIX) && value.slice(HOW_HEARD_OTHER_PREFIX.length).trim().length > 0;
}

const howHeard = z
  .string({ invalid_type_error: M.howHeard })
  .trim()
  .max(300, M.howHeard)
  .superRefine((value, ctx) => {
    if (value === '' || isValidHowHeard(value)) return;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: value.startsWith('Other') ? M.howHeardOtherEmpty : M.howHeard,
    });
  })
  .transform((value) => (value === '' ? null : value));

/** The application payload, validated on the server (the body is `{ eoi_response: EoiResponseInput }`). */
export const EoiResponseInputSchema = z.object(
  {
    adventure_vibe: z
      .array(z.string(), { required_error: M.vibesRanking, invalid_type_error: M.vibesRanking })
      .refine(
        (list) => list.length === ADVENTURE_VIBES.length && ADVENTURE_VIBES.every((vibe) => list.includes(vibe)),
        { message: M.vibesRanking },
      ),
    escape_energy: z
      .number({ required_error: M.energy, invalid_type_error: M.energy })
      .int(M.energy)
      .min(ESCAPE_ENERGY.min, M.energy)
      .max(ESCAPE_ENERGY.max, M.energy),
    escape_motivation: choice(ESCAPE_MOTIVATIONS, 'what draws you to escape rooms'),
    escape_resume: choice(ESCAPE_RESUMES, 'your escape resume'),
    sidekick_choice: choice(SIDEKICK_CHOICES, 'your sidekick'),
    first_move: choice(FIRST_MOVES, 'your first move'),
    ownership_interest: choice(OWNERSHIP_INTERESTS, 'your ownership interest'),
    escape_room_changes: multi(ESCAPE_ROOM_CHANGES, 'what you would change in escape rooms'),
    puzzle_rewards: multi(PUZZLE_REWARDS, 'what you want from a puzzle you designed'),
    play_rewards: multi(PLAY_REWARDS, 'how you want to be rewarded for playing'),
    token_usage: multi(TOKEN_USAGES, 'what you would do with earned tokens'),
    passive_rewards: z
      .number({ invalid_type_error: M.passiveRewards })
      .int(M.passiveRewards)
      .min(PASSIVE_REWARDS.min, M.passiveRewards)
      .max(PASSIVE_REWARDS.max, M.passiveRewards)
      .default(PASSIVE_REWARDS.default),
    full_name: z
      .string({ required_error: M.fullNameRequired, invalid_type_error: M.fullNameRequired })
      .trim()
      .min(1, M.fullNameRequired)
      .max(120, M.fullNameTooLong),
    email: z
      .string({ required_error: M.emailRequired, invalid_type_error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(254, M.emailInvalid)
      // Kept as typed: admins see the application exactly as submitted; links to accounts compare case-insensitively.
      .email(M.emailInvalid),
    /** Optional in the spec's wizard (step 4 needs only name and email); when sent it must be valid. */
    how_did_you_hear_about_us: howHeard.nullish().transform((value) => value ?? null),
  },
  { required_error: 'eoi_response is required', invalid_type_error: 'eoi_response must be an object' },
);
export type EoiResponseInput = z.input<typeof EoiResponseInputSchema>;
export type EoiResponseData = z.output<typeof EoiResponseInputSchema>;

export const EoiSubmitRequestSchema = z.object({
  eoi_response: EoiResponseInputSchema,
});

/** One application as listed to admins (§3), with puzzle_rewards included. */
export const EoiResponseSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  escape_energy: z.number().int(),
  escape_resume: z.string(),
  ownership_interest: z.string(),
  submitted_at: z.string(),
  adventure_vibe: z.array(z.string()),
  escape_room_changes: z.array(z.string()),
  puzzle_rewards: z.array(z.string()),
  play_rewards: z.array(z.string()),
  sidekick_choice: z.string(),
  first_move: z.string(),
  passive_rewards: z.number().int(),
  escape_motivation: z.string(),
  token_usage: z.array(z.string()),
  how_did_you_hear_about_us: z.string().nullable(),
  /** The account with the same, verified email (linked at read time), or null. */
  user: z.object({ email: z.string(), created_at: z.string() }).nullable(),
});
export type EoiResponse = z.infer<typeof EoiResponseSchema>;

export interface EoiSubmitResponse {
  status: 'success';
  message: string;
}
export interface EoiListResponse {
  status: 'success';
  eoi_responses: EoiResponse[];
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}
/** 422 body of a rejected submission: `errors` lists one message per failed rule. */
export interface EoiErrorResponse {
  errors: string[];
  message: string;
}

/** What the wizard holds while the visitor answers (single choices start empty). */
export interface EarlyAccessDraft {
  adventure_vibe: string[];
  escape_energy: number;
  escape_motivation: string;
  escape_resume: string;
  sidekick_choice: string;
  first_move: string;
  ownership_interest: string;
  escape_room_changes: string[];
  puzzle_rewards: string[];
  play_rewards: string[];
  token_usage: string[];
  passive_rewards: number;
  full_name: string;
  email: string;
  /** '' | 'Discord' | 'Reddit' | 'Google' | 'Other' */
  how_heard: string;
  /** The "Please specify" text shown when how_heard is 'Other'. */
  how_heard_other: string;
}

export function initialEarlyAccessDraft(): EarlyAccessDraft {
  return {
    adventure_vibe: [...ADVENTURE_VIBES],
    escape_energy: ESCAPE_ENERGY.default,
    escape_motivation: '',
    escape_resume: '',
    sidekick_choice: '',
    first_move: '',
    ownership_interest: '',
    escape_room_changes: [],
    puzzle_rewards: [],
    play_rewards: [],
    token_usage: [],
    passive_rewards: PASSIVE_REWARDS.default,
    full_name: '',
    email: '',
    how_heard: '',
    how_heard_other: '',
  };
}

const filled = (text: string) => text.trim().length > 0;
const looksLikeEmail = (text: string) => z.string().email().safeParse(text.trim()).success;

/**
 * Step completeness (§4). Step 4 additionally needs an email of valid shape (the input is of email type)
 * and, when "Other" is chosen, the "Please specify" text, so the server never rejects a complete wizard.
 */
export function isStepComplete(step: number, draft: EarlyAccessDraft): boolean {
  switch (step) {
    case 0:
      return draft.adventure_vibe.length > 0 && Number.isFinite(draft.escape_energy) && filled(draft.escape_motivation);
    case 1:
      return filled(draft.escape_resume) && filled(draft.sidekick_choice) && filled(draft.first_move);
    case 2:
      return (
        filled(draft.ownership_interest) && draft.escape_room_changes.length > 0 && draft.puzzle_rewards.length > 0
      );
    case 3:
      return draft.play_rewards.length > 0 && draft.token_usage.length > 0;
    case 4:
      return (
        filled(draft.full_name) &&
        looksLikeEmail(draft.email) &&
        (draft.how_heard !== 'Other' || filled(draft.how_heard_other))
      );
    default:
      return false;
  }
}

/** Multi-select values toggle on and off (§4). */
export function toggleOption(list: readonly string[], option: string): string[] {
  return list.includes(option) ? list.filter((item) => item !== option) : [...list, option];
}

/** The request body sent by the wizard (reward_rankings and erm_moves are never sent). */
export type EoiPayload = Omit<EarlyAccessDraft, 'how_heard' | 'how_heard_other'> & {
  how_did_you_hear_about_us?: string;
};

export function toEoiPayload(draft: EarlyAccessDraft): { eoi_response: EoiPayload } {
  const { how_heard, how_heard_other, ...fields } = draft;
  const how_did_you_hear_about_us =
    how_heard === 'Other' ? `${HOW_HEARD_OTHER_PREFIX}${how_heard_other.trim()}` : how_heard || undefined;
  return {
    eoi_response: {
      ...fields,
      full_name: fields.full_name.trim(),
      email: fields.email.trim(),
      how_did_you_hear_about_us,
    },
  };
}
