/**
 * The scene editor's contracts (rooms-and-play-spec §2 Scene editor, §3 Scene and Scene
 * element, §5, §9): the scene and element views an admin edits, the bodies of the edit
 * calls, the solvability verdict returned with every edit, and the puzzle graph.
 */
import { z } from 'zod';
import { DEFAULT_IMAGE_HEIGHT, DEFAULT_IMAGE_WIDTH, GRID_SIZE, POSITION_CLAMP } from '../constants';
import { ElementStateSchema, ElementTypeSchema } from '../engine/room';
import { safeText } from './safe-text';
import { EDITOR_LABELS } from '../content/labels';
import { ROOM_MESSAGES } from '../content/messages';

/** Clamps a position to the spec's 0..750 × 0..550 (§5, §9). */
export function clampPosition(x: number, y: number): { x: number; y: number } {
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(Number.isFinite(n) ? n : 0)));
  return { x: clamp(x, POSITION_CLAMP.maxX), y: clamp(y, POSITION_CLAMP.maxY) };
}

/** The editor dialog's rule (§5): x and y are parsed as integers, defaulting to 0, then clamped. */
export function parsePosition(x: string | number, y: string | number): { x: number; y: number } {
  const parse = (v: string | number) => {
    const n = typeof v === 'number' ? Math.trunc(v) : Number.parseInt(v, 10);
    return Number.isFinite(n) ? n : 0;
  };
  return clampPosition(parse(x), parse(y));
}

/** Grid coordinate -> pixel (§9): coordinate / 16 × the image size (fallback 1024 × 768), then clamped. */
export function gridToPixel(
  cell: { x: number; y: number },
  size: { width?: number | null; height?: number | null } = {},
): { x: number; y: number } {
  const width = size.width || DEFAULT_IMAGE_WIDTH;
  const height = size.height || DEFAULT_IMAGE_HEIGHT;
  return clampPosition((cell.x / GRID_SIZE) * width, (cell.y / GRID_SIZE) * height);
}

export const GridCellSchema = z.object({
  x: z
    .number({ invalid_type_error: 'x must be a number' })
    .int('x must be a whole number')
    .min(0)
    .max(GRID_SIZE - 1),
  y: z
    .number({ invalid_type_error: 'y must be a number' })
    .int('y must be a whole number')
    .min(0)
    .max(GRID_SIZE - 1),
});
export type GridCell = z.infer<typeof GridCellSchema>;

/**
 * Every positioning method the server writes. Only the two vision methods mean a model really
 * looked at the picture; the painter's own layout, an estimated layout (no model could place the
 * element) and a hand placement are labelled for what they are.
 */
export const POSITIONING_METHODS = {
  /** A scene whose elements a vision model located in the picture (§2's '4-step' analysis). */
  sceneVision: '4_step_ai_vision_analysis',
  /** An element a vision model located. */
  elementVision: 'ai_vision_analysis',
  /** The offline painter drew the picture and knows where it drew each element. */
  painterLayout: 'offline_painter_layout',
  /** Nobody located the element in the picture: a deterministic spot at low confidence. */
  estimatedLayout: 'estimated_layout',
  /** Placed or moved by hand in the editor. */
  manual: 'manual',
} as const;

/** Whether a positioning method means placed by an AI model that looked at the image (§2, §3); any other value is not. */
export const isAiPositioned = (method: string | null | undefined): boolean =>
  method === POSITIONING_METHODS.sceneVision || method === POSITIONING_METHODS.elementVision;

/** The editor's chip for an element's method: 'AI Positioned', 'Painter Layout', 'Estimated' or 'Manual'. */
export function positioningLabel(method: string | null | undefined): string {
  if (isAiPositioned(method)) return EDITOR_LABELS.aiPositioned;
  if (method === POSITIONING_METHODS.painterLayout) return 'Painter Layout';
  if (method === POSITIONING_METHODS.estimatedLayout) return 'Estimated';
  return EDITOR_LABELS.manual;
}

/** How an element is solved, derived from its type and requirements (shown in the dialog). */
export const SOLUTION_METHODS = ['inspect', 'collect', 'combination', 'key', 'solve_first', 'scene_transition', 'exit'];

/** Every §3 config field of a scene element, as the editor shows it. */
export const ElementConfigSchema = z.object({
  description: z.string(),
  /** The element's state when play starts. */
  puzzle_state: ElementStateSchema,
  points_awarded: z.number().int(),
  visual_clues: z.array(z.string()),
  /** Elements whose inspection gives this element's code. */
  clue_sources: z.array(z.string()),
  hints: z.array(z.string()),
  solution_method: z.string(),
  /** The inventory item (an element id) that opens this element, if any. */
  required_key: z.string().nullable(),
  interaction_type: z.string(),
  success_message: z.string(),
  failure_message: z.string(),
  grid_coordinates: GridCellSchema.nullable(),
  created_from_grid: z.boolean(),
  /** What inspecting the element shows (clues). */
  clue_text: z.string(),
  /** The combination of a lock (authoring data, admins only), else null. */
  solution: z.string().nullable(),
});
export type ElementConfig = z.infer<typeof ElementConfigSchema>;

export const EditorElementSchema = z.object({
  id: z.string(),
  name: z.string(),
  element_type: ElementTypeSchema,
  scene_index: z.number().int(),
  x_position: z.number(),
  y_position: z.number(),
  width: z.number(),
  height: z.number(),
  visible: z.boolean(),
  position_confidence: z.number(),
  /** 'ai_vision_analysis' (placed by the AI) or 'manual'. */
  positioning_method: z.string(),
  interaction_type: z.string(),
  config: ElementConfigSchema,
});
export type EditorElement = z.infer<typeof EditorElementSchema>;

export const EditorSceneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  scene_index: z.number().int(),
  image_resolution: z.object({ width: z.number(), height: z.number() }),
  original_image_url: z.string().nullable(),
  modified_image_url: z.string().nullable(),
  visualization_image_url: z.string().nullable(),
  has_visualization: z.boolean(),
  grid_image_url: z.string().nullable(),
  positioning_method: z.string().nullable(),
  modification_prompt: z.string().nullable(),
  scene_data: z.object({ description: z.string() }),
});
export type EditorScene = z.infer<typeof EditorSceneSchema>;

/** The checker's verdict on the whole room, returned with every edit. */
export const SolvabilityVerdictSchema = z.object({
  solvable: z.boolean(),
  /** One sentence naming the elements, when the room is not solvable. */
  reason: z.string().nullable(),
  offending_elements: z.array(z.object({ id: z.string(), name: z.string(), scene_index: z.number().nullable() })),
  /** Length of the shortest solution (0 when unsolvable). */
  steps: z.number().int(),
  states_explored: z.number().int(),
  /** Whether players may open the room now (an unsolvable room is disabled). */
  enabled: z.boolean(),
  published: z.boolean(),
});
export type SolvabilityVerdict = z.infer<typeof SolvabilityVerdictSchema>;

export const EditorRoomSchema = z.object({
  id: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  published: z.boolean(),
  scene_titles: z.array(z.string()),
});

/** What the last edit was, when one can be undone. */
export const UndoInfoSchema = z.object({ can_undo: z.boolean(), undo_label: z.string().nullable() });

const text = (label: string, max: number) => safeText(label, max);
const name = text('name', 120).pipe(z.string().trim().min(1, 'name must not be blank'));
const coordinate = (label: string) =>
  z.number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` }).finite();
const textList = (label: string) => z.array(text(label, 500)).max(20, `${label} may hold at most 20 entries`);

/** The config fields an editor may change. */
export const ElementConfigInputSchema = z
  .object({
    description: text('config.description', 2000),
    puzzle_state: z.enum(['available', 'locked'], {
      errorMap: () => ({ message: 'config.puzzle_state must be available or locked' }),
    }),
    points_awarded: z
      .number({ invalid_type_error: 'config.points_awarded must be a number' })
      .int('config.points_awarded must be a whole number')
      .min(0, 'config.points_awarded must not be negative')
      .max(1000, 'config.points_awarded must be at most 1000'),
    visual_clues: textList('config.visual_clues'),
    clue_sources: z.array(text('config.clue_sources', 120)).max(5),
    hints: textList('config.hints'),
    required_key: text('config.required_key', 120).nullable(),
    interaction_type: text('config.interaction_type', 40),
    success_message: text('config.success_message', 1000),
    failure_message: text('config.failure_message', 1000),
    clue_text: text('config.clue_text', 2000),
    solution: text('config.solution', 40)
      .pipe(z.string().trim().min(1, 'config.solution must not be blank'))
      .nullable(),
    grid_coordinates: GridCellSchema.nullable(),
    created_from_grid: z.boolean(),
  })
  .partial();
export type ElementConfigInput = z.infer<typeof ElementConfigInputSchema>;

/** PUT update_element: any subset of the element's fields; positions are clamped. */
export const ElementUpdateSchema = z.object({
  name: name.optional(),
  element_type: ElementTypeSchema.optional(),
  x_position: coordinate('x_position').optional(),
  y_position: coordinate('y_position').optional(),
  width: z.number().int().min(8).max(1024).optional(),
  height: z.number().int().min(8).max(1024).optional(),
  visible: z.boolean({ invalid_type_error: 'visible must be true or false' }).optional(),
  interaction_type: text('interaction_type', 40).optional(),
  config: ElementConfigInputSchema.optional(),
  regenerate_visualization: z.boolean().optional().default(false),
});
export type ElementUpdate = z.infer<typeof ElementUpdateSchema>;
export type ElementUpdateInput = z.input<typeof ElementUpdateSchema>;

/** POST create_element (the dialog, or a grid tile action that really creates the element). */
export const ElementCreateSchema = z.object({
  name,
  element_type: ElementTypeSchema.default('clickable_object'),
  x_position: coordinate('x_position'),
  y_position: coordinate('y_position'),
  visible: z.boolean().default(true),
  interaction_type: text('interaction_type', 40).optional(),
  config: ElementConfigInputSchema.optional(),
});
export type ElementCreate = z.infer<typeof ElementCreateSchema>;
export type ElementCreateInput = z.input<typeof ElementCreateSchema>;

export const ModifySceneRequestSchema = z.object({
  modification_prompt: text('modification_prompt', 1000).pipe(
    z.string().trim().min(1, ROOM_MESSAGES.modificationPromptRequired),
  ),
});

export const SceneParamsSchema = z.object({
  id: z.string({ required_error: 'id is required' }).uuid('Invalid id'),
  sceneIndex: z.coerce
    .number({ invalid_type_error: 'sceneIndex must be a number' })
    .int('sceneIndex must be a whole number')
    .min(0, 'sceneIndex must not be negative')
    .max(99, 'sceneIndex is out of range'),
});

/** The puzzle dependency graph drawn by the editor (core/puzzle-graph.ts builds it). */
export const PUZZLE_NODE_KINDS = ['scene', 'element', 'exit'] as const;
export const PUZZLE_EDGE_KINDS = ['contains', 'key', 'code', 'requires', 'unlocks', 'reveals', 'leads_to'] as const;
export const PuzzleGraphSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PUZZLE_NODE_KINDS),
      label: z.string(),
      element_type: ElementTypeSchema.nullable(),
      /** The element's id (element nodes) or null. */
      element_id: z.string().nullable(),
      scene_index: z.number().nullable(),
      on_solution: z.boolean(),
      offending: z.boolean(),
    }),
  ),
  edges: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      target: z.string(),
      kind: z.enum(PUZZLE_EDGE_KINDS),
      on_solution: z.boolean(),
    }),
  ),
});
export type PuzzleGraph = z.infer<typeof PuzzleGraphSchema>;

/** The editor assistant (side panel): a chat that knows the scene and may propose one edit. */
export const AssistantMessageSchema = z.object({
  type: z.enum(['user', 'ai']),
  content: text('messages.content', 4000),
  timestamp: z.string().max(40).optional(),
});
export const EditProposalSchema = z.object({
  /** What applying it does, in a few words ("Move Brass Key to (300, 420)"). */
  label: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('update_element'), element_id: z.string(), changes: ElementUpdateSchema }),
    z.object({ kind: z.literal('create_element'), element: ElementCreateSchema }),
    z.object({ kind: z.literal('delete_element'), element_id: z.string() }),
    z.object({ kind: z.literal('modify_scene'), modification_prompt: z.string() }),
  ]),
});
export type EditProposal = z.infer<typeof EditProposalSchema>;
export const AssistantRequestSchema = z.object({
  prompt: text('prompt', 2000).pipe(z.string().trim().min(1, 'prompt must not be blank')),
  messages: z.array(AssistantMessageSchema).max(50, 'messages may hold at most 50 entries').default([]),
});

/**
 * POST /gemini/suggest-puzzle-elements (§7 {scene_data, grid_position, user_prompt}). The scene is
 * required (its fields may be empty: a blank scene still has a tile); the creator's wish is optional.
 */
export const SuggestElementsRequestSchema = z.object({
  scene_data: z.object({
    title: text('scene_data.title', 200).optional(),
    description: text('scene_data.description', 4000).optional(),
    elements: z
      .array(
        z.object({
          name: text('scene_data.elements.name', 120),
          element_type: z.string().max(40).optional(),
          x_position: z.number().optional(),
          y_position: z.number().optional(),
        }),
      )
      .max(100)
      .optional(),
  }),
  grid_position: GridCellSchema,
  user_prompt: text('user_prompt', 500).optional().default(''),
});
export const GRID_ACTION_TYPES = ['place_element', 'trigger_event', 'hotspot', 'hidden_area'] as const;
export const ElementSuggestionSchema = z.object({
  name: z.string(),
  element_type: ElementTypeSchema,
  action_type: z.enum(GRID_ACTION_TYPES),
  description: z.string(),
  reason: z.string(),
  confidence: z.number().min(0).max(1),
});
export type ElementSuggestion = z.infer<typeof ElementSuggestionSchema>;
