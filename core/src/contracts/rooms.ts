/** Room creation and play contracts (rooms-and-play-spec §3, §7). */
import { z } from 'zod';
import { AGENT_PERSONALITIES, AGENT_SETTINGS, AGENT_THEMES } from '../constants';
import {
  DifficultySchema,
  GameActionSchema,
  GameStateSchema,
  InventoryItemSchema,
  ElementStateSchema,
} from '../engine/room';
import { ROOM_MESSAGES } from '../content/messages';
import { KeyringSchema } from '../sealing/keyring';
import { RemixCreditSchema } from './remix';

export * from './remix';

/** The most actions one POST /sync may carry; a larger batch answers 413. */
export const SYNC_MAX_ACTIONS = 200;
/** The most actions one game session's current run may record; past it, 413. */
export const SESSION_MAX_ACTIONS = 5000;
export const SYNC_TOO_MANY_ACTIONS_MESSAGE = `Too many actions in one sync (at most ${SYNC_MAX_ACTIONS})`;
export const SESSION_TOO_MANY_ACTIONS_MESSAGE = 'This game session has too many actions';

/** Client-made action ids (UUIDs): 8 to 64 letters, digits, '-' or '_'. */
export const ActionIdSchema = z
  .string({ required_error: 'action_id is required', invalid_type_error: 'action_id must be text' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "action_id must be 8 to 64 letters, digits, '-' or '_'");

const required = (label: string, max = 200) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const AgentInputSchema = z.object({
  name: required('Name', 80),
  personality: z.enum(AGENT_PERSONALITIES, {
    errorMap: () => ({ message: 'Please choose a personality from the list' }),
  }),
  setting: z.enum(AGENT_SETTINGS, { errorMap: () => ({ message: 'Please choose a setting from the list' }) }),
  theme: z.enum(AGENT_THEMES, { errorMap: () => ({ message: 'Please choose a theme from the list' }) }),
  description: z.string().trim().max(1000).optional().default(''),
});
export type AgentInput = z.infer<typeof AgentInputSchema>;
export const AgentSchema = AgentInputSchema.extend({ id: z.string(), created_at: z.string() });
export type Agent = z.infer<typeof AgentSchema>;

export const StoryboardSceneSchema = z.object({
  title: z.string().min(1).describe('Short evocative scene title'),
  description: z.string().min(1).describe('What the player sees in this scene, 2-4 sentences, naming the key objects'),
});
export type StoryboardScene = z.infer<typeof StoryboardSceneSchema>;
/** The most scenes a storyboard (and so a room) may have. */
export const MAX_STORYBOARD_SCENES = 8;
/** The fewest; the wizard removes a scene only while more remain. */
export const MIN_STORYBOARD_SCENES = 2;
export const StoryboardSchema = z.object({
  title: z.string().min(1),
  story_premise: z.string().min(1).describe('One or two sentences: who the player is and why they must escape'),
  backstory: z.string().min(1).describe('A paragraph of backstory'),
  scenes: z.array(StoryboardSceneSchema).min(MIN_STORYBOARD_SCENES).max(MAX_STORYBOARD_SCENES),
});
export type Storyboard = z.infer<typeof StoryboardSchema>;

export const CreateRoomRequestSchema = z.object({
  title: required('Title', 120),
  description: required('Description', 2000),
  difficulty: DifficultySchema.default('medium'),
  theme: required('Theme', 80),
  agent_id: z.string({ required_error: ROOM_MESSAGES.selectAgent }).uuid(ROOM_MESSAGES.selectAgent),
  enabled: z.boolean().optional(),
  /** Optional: fixes the offline engine's seed (tests, reproducible rooms). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type CreateRoomRequest = z.infer<typeof CreateRoomRequestSchema>;

export const RoomSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: DifficultySchema,
  theme: z.string(),
  agent_id: z.string().nullable(),
  enabled: z.boolean(),
  published: z.boolean(),
  /** The creator's display name (players never see an email). */
  owner_name: z.string(),
  /** Admins only. */
  owner_email: z.string().optional(),
  created_at: z.string(),
  scene_count: z.number().int(),
  cover_image_url: z.string().nullable(),
  /** Whether other creators may remix it (the owner's switch, on by default). */
  allow_remix: z.boolean(),
  /** What it is a remix of, with the credit line; null for a room of its own. */
  remix_of: RemixCreditSchema.nullable(),
});
export type RoomSummary = z.infer<typeof RoomSummarySchema>;

/** The owner's name when the account has none: nothing is derived from the email address. */
export const OWNER_NAME_FALLBACK = 'A studio creator';

/** The name players see for a room's owner: first and last name, else OWNER_NAME_FALLBACK. */
export function ownerDisplayName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const name = [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || OWNER_NAME_FALLBACK;
}

/**
 * Create scenes (wizard step 3 -> 4). The wizard sends the storyboard as the creator left it
 * (after edits by a sentence or added scenes); the server stores it before designing.
 */
export const CreateScenesRequestSchema = z
  .object({ storyboard: StoryboardSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});

/** How a creation step was done: by Gemini, or by the offline engine (with why, when Gemini was configured). */
export const CreationStepInfoSchema = z.object({
  engine: z.enum(['gemini', 'offline']),
  notice: z.string().optional(),
});
export type CreationStepInfo = z.infer<typeof CreationStepInfoSchema>;

export const GenerateSceneImageRequestSchema = z.object({
  scene_description: z.string().trim().min(1, 'scene_description is required').max(2000),
  scene_index: z.number({ required_error: 'scene_index is required' }).int().min(0).max(20),
});

export const GameSessionSchema = z.object({
  id: z.string(),
  escape_room_id: z.string(),
  current_scene_id: z.string(),
  completed: z.boolean(),
  total_points: z.number().int(),
  hints_used: z.number().int(),
  /** False once the session received the offline package: its runs earn XP, never a leaderboard place. */
  ranked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GameSession = z.infer<typeof GameSessionSchema>;

/** user_input is a combination, or JSON `{"key_used": "<inventory item id>"}`. */
export const InteractRequestSchema = z.object({
  user_input: z.string().max(500).optional().default(''),
  action_id: ActionIdSchema.optional(),
});
export const InteractResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  new_state: ElementStateSchema,
  item_collected: InventoryItemSchema.nullable(),
  game_session: GameSessionSchema,
  scene_transition: z.object({ next_scene_id: z.string() }).nullable(),
  escaped: z.boolean(),
  /** What the session's state has earned of the online package (the server always sends it; see KeyringSchema). */
  keyring: KeyringSchema.optional(),
});
export type InteractResponse = z.infer<typeof InteractResponseSchema>;

export const QueuedActionSchema = z.object({
  action_id: ActionIdSchema,
  action: GameActionSchema,
  /** When the player took the action (client clock), for support only. */
  at: z
    .string({ invalid_type_error: 'at must be an ISO date-time' })
    .max(40, 'at must be an ISO date-time')
    .datetime({ offset: true, message: 'at must be an ISO date-time' })
    .optional(),
});
export type QueuedAction = z.infer<typeof QueuedActionSchema>;
export const SyncRequestSchema = z.object({
  actions: z
    .array(QueuedActionSchema, { required_error: 'actions is required', invalid_type_error: 'actions must be a list' })
    .max(SYNC_MAX_ACTIONS, SYNC_TOO_MANY_ACTIONS_MESSAGE),
});
/** A hint the server bought for a hint action of this sync (an action id already applied is skipped, not charged again). */
export const SyncedHintSchema = z.object({
  action_id: ActionIdSchema,
  element_id: z.string(),
  level: z.number().int().min(0).max(2),
  text: z.string(),
  /** Points charged: HINT_COST_POINTS, or 0 for a hint already bought (shown again free). */
  cost: z.number().int().min(0),
});
export type SyncedHint = z.infer<typeof SyncedHintSchema>;
export const SyncResponseSchema = z.object({
  game_session: GameSessionSchema,
  applied: z.number().int(),
  skipped: z.number().int(),
  state: GameStateSchema,
  /** The hints bought by this sync's hint actions, in order (the server always sends it). */
  hints: z.array(SyncedHintSchema).optional(),
  /** What the session's state has earned of the online package (the server always sends it; see KeyringSchema). */
  keyring: KeyringSchema.optional(),
});
export type SyncResponse = z.infer<typeof SyncResponseSchema>;
