/**
 * The room package: the one shape a playable room takes, shared by the play screen
 * (online and offline), the server (which replays actions) and the generators and
 * editor (through the solvability checker).
 *
 * Answers never travel in clear text: a combination lock carries
 * `requires.code_hash = hashCode(salt, id, code)` (a slow PBKDF2 verifier, code.ts).
 * The plain answers live only in the authoring data (`RoomSolutions`), which the
 * checker and the generators use and which never reaches a player.
 */
import { z } from 'zod';
import { DEFAULT_POINTS_AWARDED } from '../constants';

export const ELEMENT_TYPES = [
  'clickable_object',
  'combination_lock',
  'key',
  'door',
  'hidden_item',
  'puzzle_piece',
] as const;
export const ElementTypeSchema = z.enum(ELEMENT_TYPES);
export type ElementType = z.infer<typeof ElementTypeSchema>;

export const ELEMENT_STATES = ['available', 'locked', 'unlocked', 'solved'] as const;
export const ElementStateSchema = z.enum(ELEMENT_STATES);
export type ElementState = z.infer<typeof ElementStateSchema>;

export const InventoryItemSchema = z.object({
  id: z.string().min(1),
  elementId: z.string().min(1),
  name: z.string().min(1),
  type: ElementTypeSchema,
  description: z.string(),
  icon: z.string().describe('A short icon name: key, gem, scroll, gear, card, coin, shard'),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

export const ElementRequiresSchema = z.object({
  /** Inventory item ids that must be used on this element (dragged onto it). Consumed on success. */
  items: z.array(z.string()).default([]),
  /** Elements that must be solved before this one responds. */
  solved: z.array(z.string()).default([]),
  /** Combination locks: salted hash of the code. */
  code_hash: z.string().optional(),
  /** The element whose inspection reveals the code (the clue), for hints and the checker. */
  clue_from: z.string().optional(),
  /**
   * Every element whose text the code is worked out from (clue_from included or not): a
   * code counts as known to a player only once all of them have been inspected (clues.ts).
   */
  clue_sources: z.array(z.string()).default([]),
  /** The puzzle pattern the code follows (core/puzzles), public like the lock's look: it names no answer. */
  pattern: z.string().optional(),
});
export type ElementRequires = z.infer<typeof ElementRequiresSchema>;

export const ElementYieldsSchema = z.object({
  /** The element itself goes into the inventory (keys, hidden items, puzzle pieces). */
  collect: z.boolean().default(false),
  /** Hidden elements made visible. */
  reveals: z.array(z.string()).default([]),
  /** Locked elements that become unlocked. */
  unlocks: z.array(z.string()).default([]),
  /** Moving through this element goes to that scene. */
  next_scene_id: z.string().optional(),
  /** Solving this element escapes the room. */
  escape: z.boolean().default(false),
});
export type ElementYields = z.infer<typeof ElementYieldsSchema>;

export const PlayElementSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  element_type: ElementTypeSchema,
  interaction_type: z
    .string()
    .default('click')
    .describe('click, combination, use_item, collect, scene_transition or exit'),
  /** Centre of the element in image pixels. */
  x_position: z.number(),
  y_position: z.number(),
  width: z.number().positive().default(80),
  height: z.number().positive().default(80),
  visible: z.boolean().default(true),
  initial_state: ElementStateSchema.default('available'),
  description: z.string().default(''),
  /** Shown when the element is inspected; clues carry their code here. */
  clue_text: z.string().default(''),
  success_message: z.string().default(''),
  failure_message: z.string().default(''),
  points_awarded: z.number().int().min(0).default(DEFAULT_POINTS_AWARDED),
  hints: z.array(z.string()).default(['']),
  position_confidence: z.number().min(0).max(1).default(1),
  positioning_method: z.string().default('ai_vision_analysis'),
  icon: z.string().default('key'),
  /**
   * What the element looks like (an art kind: key, gem, clock, door...). The scene image shows
   * only what is always there; the play screen draws collectible and hidden elements (and the
   * changed look of opened doors and solved locks) from this, over the image, by state.
   */
  art: z.string().default(''),
  requires: ElementRequiresSchema.default({}),
  yields: ElementYieldsSchema.default({}),
});
export type PlayElement = z.infer<typeof PlayElementSchema>;
export type PlayElementInput = z.input<typeof PlayElementSchema>;

export const PlaySceneSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  image_url: z.string(),
  order_index: z.number().int().min(0),
  image_resolution: z.object({ width: z.number().positive(), height: z.number().positive() }),
  elements: z.array(PlayElementSchema),
});
export type PlayScene = z.infer<typeof PlaySceneSchema>;

export const DifficultySchema = z.enum(['easy', 'medium', 'hard', 'expert']);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const RoomPackageSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  difficulty: DifficultySchema,
  theme: z.string(),
  /** Changes whenever the room's content changes; offline caches compare it. */
  version: z.string().min(1),
  salt: z.string().min(1),
  start_scene_id: z.string().min(1),
  scenes: z.array(PlaySceneSchema).min(1),
});
export type RoomPackage = z.infer<typeof RoomPackageSchema>;
export type RoomPackageInput = z.input<typeof RoomPackageSchema>;

/** Authoring-only answers: element id -> plain combination. Never sent to players. */
export const RoomSolutionsSchema = z.record(z.string(), z.string());
export type RoomSolutions = z.infer<typeof RoomSolutionsSchema>;

export const ElementRuntimeSchema = z.object({ state: ElementStateSchema, visible: z.boolean() });
export type ElementRuntime = z.infer<typeof ElementRuntimeSchema>;

export const GameStateSchema = z.object({
  scene_id: z.string(),
  visited_scene_ids: z.array(z.string()),
  elements: z.record(z.string(), ElementRuntimeSchema),
  /** Elements the player has inspected at least once (clues read). */
  inspected: z.array(z.string()),
  inventory: z.array(InventoryItemSchema),
  points: z.number().int(),
  hints_used: z.number().int().min(0),
  /** Hints bought, as `<element id>:<level>` (a hint bought once is shown again free). */
  hints_seen: z.array(z.string()).default([]),
  escaped: z.boolean(),
});
export type GameState = z.infer<typeof GameStateSchema>;

/** The longest element, item or scene id a player action may name. */
export const GAME_ID_MAX_LENGTH = 120;
/** The longest combination a player may type. */
export const ACTION_INPUT_MAX_LENGTH = 200;

const gameId = (field: string) =>
  z
    .string({ required_error: `${field} is required`, invalid_type_error: `${field} must be text` })
    .min(1, `${field} is required`)
    .max(GAME_ID_MAX_LENGTH, `${field} is too long (at most ${GAME_ID_MAX_LENGTH} characters)`);

export const GameActionSchema = z.discriminatedUnion('type', [
  /** Tap an element; `input` carries a combination for locks. */
  z.object({
    type: z.literal('interact'),
    element_id: gameId('element_id'),
    input: z
      .string({ invalid_type_error: 'input must be text' })
      .max(ACTION_INPUT_MAX_LENGTH, `input is too long (at most ${ACTION_INPUT_MAX_LENGTH} characters)`)
      .optional(),
  }),
  /** Drag an inventory item onto an element. */
  z.object({ type: z.literal('use_item'), element_id: gameId('element_id'), item_id: gameId('item_id') }),
  /** Walk back to a scene already visited. */
  z.object({ type: z.literal('go_to_scene'), scene_id: gameId('scene_id') }),
  /** Ask for a hint (costs points). */
  z.object({ type: z.literal('hint') }),
]);
export type GameAction = z.infer<typeof GameActionSchema>;

export const GAME_EVENT_TYPES = [
  'inspected',
  'solved',
  'unlocked',
  'revealed',
  'item_collected',
  'item_used',
  'scene_changed',
  'points_awarded',
  'escaped',
  'rejected',
  'hint',
] as const;
export const GameEventSchema = z.object({
  type: z.enum(GAME_EVENT_TYPES),
  element_id: z.string().optional(),
  scene_id: z.string().optional(),
  item: InventoryItemSchema.optional(),
  points: z.number().int().optional(),
  message: z.string().optional(),
  /** Hint events: 0 vague, 1 specific, 2 explicit. */
  level: z.number().int().min(0).optional(),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

export interface StepResult {
  state: GameState;
  events: GameEvent[];
  /** False when the action was refused (wrong code, wrong key, locked). State is unchanged then. */
  success: boolean;
  /** The player-facing message for this step. */
  message: string;
}
