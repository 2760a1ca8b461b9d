/**
 * The AI assistance calls (rooms-and-play-spec §7 "AI assistance calls", §8 AI wrapper):
 * the bodies and answers of POST /api/v1/gemini/{chat, edit-storyboard, edit-scene-image,
 * generate-scene, suggest-puzzle-elements, validate-escape-room}. The server's Genkit flows,
 * its HTTP layer and the web client all validate with these schemas.
 *
 * Every answer says which engine produced it (`engine`): 'gemini' when the model answered
 * usably, 'offline' when the built-in engine did (no key, or the model's answer was unusable
 * after one retry; `notice` then says why, in one sentence a creator can read).
 */
import { z } from 'zod';
import { CHAT_HISTORY_MAX } from '../constants';
import { AI_MESSAGES } from '../content/messages';
import { StoryboardSceneSchema, StoryboardSchema } from './rooms';
import { safeText } from './safe-text';

const text = (label: string, max: number) => safeText(label, max);
const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .pipe(text(label, max))
    .refine((value) => value.trim().length > 0, `${label} is required`);

export const AI_ENGINES = ['gemini', 'offline'] as const;
export const AiEngineSchema = z.enum(AI_ENGINES);
export type AiEngine = z.infer<typeof AiEngineSchema>;

/** What every AI answer carries besides its own fields. */
export const AiAnswerMetaSchema = z.object({
  engine: AiEngineSchema,
  /** Why the offline engine answered although Gemini is configured (malformed output, timeout, …). */
  notice: z.string().optional(),
});

// ---------------------------------------------------------------------------------------
// Chat (floating chat widget, §2 Chat widget, §3 Chat messages, §4 Chat)
// ---------------------------------------------------------------------------------------

export const CHAT_PROMPT_MAX = 1000;

/** A floating-chat message as the widget keeps it (§3): id, content, sender, timestamp. */
export const ChatMessageSchema = z.object({
  id: text('messages.id', 100).optional(),
  content: text('messages.content', 4000),
  sender: z.enum(['user', 'bot'], { errorMap: () => ({ message: "messages.sender must be 'user' or 'bot'" }) }),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * Where the chat is asked from. On the play screen the widget sends the room and what the
 * player can see (never answers: the client has none), so Ermie can talk about this room.
 */
export const ChatContextSchema = z.object({
  page: text('context.page', 200).optional(),
  room_id: z.string().uuid('context.room_id must be a room id').optional(),
  scene_id: text('context.scene_id', 120).optional(),
  inventory: z.array(text('context.inventory', 120)).max(50).optional(),
});
export type ChatContext = z.infer<typeof ChatContextSchema>;

export const ChatRequestSchema = z.object({
  prompt: required('prompt', CHAT_PROMPT_MAX),
  messages: z
    .array(ChatMessageSchema)
    .max(CHAT_HISTORY_MAX, `messages may hold at most ${CHAT_HISTORY_MAX} entries`)
    .default([]),
  context: ChatContextSchema.optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** A whitepaper section an answer drew on; `url` points into /whitepaper. */
export const ChatSourceSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof ChatSourceSchema>;

export const ChatAnswerSchema = AiAnswerMetaSchema.extend({
  success: z.literal(true),
  /** The answer (the widget reads content, else response). */
  content: z.string(),
  response: z.string(),
  /** The whitepaper sections the answer cites (empty when it does not know). */
  sources: z.array(ChatSourceSchema),
  /** False when the whitepaper does not cover the question and the answer says so. */
  grounded: z.boolean(),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Storyboard: edit a field or a scene by a sentence; add a scene
// ---------------------------------------------------------------------------------------

export const STORYBOARD_FIELDS = ['title', 'story_premise', 'backstory', 'scene'] as const;
export type StoryboardField = (typeof STORYBOARD_FIELDS)[number];

export const EditStoryboardRequestSchema = z
  .object({
    prompt: required('prompt', 1000),
    storyboard: StoryboardSchema,
    field: z.enum(STORYBOARD_FIELDS, {
      errorMap: () => ({ message: `field must be one of ${STORYBOARD_FIELDS.join(', ')}` }),
    }),
    scene_index: z
      .number({ invalid_type_error: 'scene_index must be a number' })
      .int('scene_index must be a whole number')
      .min(-1, 'scene_index must be -1 or a scene index')
      .default(-1),
  })
  .superRefine((body, ctx) => {
    if (body.field !== 'scene') return;
    if (body.scene_index < 0 || body.scene_index >= body.storyboard.scenes.length)
      ctx.addIssue({
        code: 'custom',
        path: ['scene_index'],
        message: `scene_index must name a scene of the storyboard (0..${body.storyboard.scenes.length - 1})`,
      });
  });
export type EditStoryboardRequest = z.infer<typeof EditStoryboardRequestSchema>;

export const EditStoryboardAnswerSchema = AiAnswerMetaSchema.extend({
  success: z.literal(true),
  /** The rewritten field's new text (for a scene: its new description). */
  content: z.string(),
  /** The rewritten scene when field is 'scene', else null. */
  scene: StoryboardSceneSchema.nullable(),
  /** The whole storyboard with the change applied. */
  storyboard: StoryboardSchema,
  /** What the engine changed, in one sentence a creator reads (e.g. 'Changed the backstory: made it darker, …'). */
  summary: z.string().optional(),
});
export type EditStoryboardAnswer = z.infer<typeof EditStoryboardAnswerSchema>;

export const GenerateSceneRequestSchema = z.object({
  storyboard_context: StoryboardSchema,
  prompt: text('prompt', 1000).optional().default(''),
});
export type GenerateSceneRequest = z.infer<typeof GenerateSceneRequestSchema>;

export const GenerateSceneAnswerSchema = AiAnswerMetaSchema.extend({
  success: z.literal(true),
  /** A new scene (title, description) that fits after the storyboard's scenes. */
  scene: StoryboardSceneSchema,
});
export type GenerateSceneAnswer = z.infer<typeof GenerateSceneAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Scene image: change a picture by a sentence (wizard step 4)
// ---------------------------------------------------------------------------------------

export const EditSceneImageRequestSchema = z.object({
  prompt: required('prompt', 500),
  /** A picture of this studio: /api/v1/media/{id} (the scene's current image). */
  image_url: required('image_url', 500),
  scene_data: z.object({
    room_id: z
      .string({ required_error: 'scene_data.room_id is required' })
      .uuid('scene_data.room_id must be a room id'),
    scene_index: z
      .number({ required_error: 'scene_data.scene_index is required' })
      .int('scene_data.scene_index must be a whole number')
      .min(0)
      .max(7),
    title: text('scene_data.title', 200).optional(),
    description: text('scene_data.description', 4000).optional(),
  }),
});
export type EditSceneImageRequest = z.infer<typeof EditSceneImageRequestSchema>;

export const EditSceneImageAnswerSchema = AiAnswerMetaSchema.extend({
  success: z.literal(true),
  /** The changed picture, now the scene's image (elements re-placed on it). */
  image_url: z.string(),
  /** The scene description after the change. */
  description: z.string(),
});
export type EditSceneImageAnswer = z.infer<typeof EditSceneImageAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Validate: the checker's verdict on the room a storyboard makes, plus a critique
// ---------------------------------------------------------------------------------------

export const ValidateRoomRequestSchema = z.object({
  storyboard: StoryboardSchema,
  /** The room being created; when its scenes are designed, that design is checked. */
  room_id: z.string().uuid('room_id must be a room id').optional(),
});
export type ValidateRoomRequest = z.infer<typeof ValidateRoomRequestSchema>;

export const CRITIQUE_ASPECTS = ['pacing', 'fairness', 'theme_fit'] as const;
export const CritiqueSchema = z.object({
  pacing: z.string(),
  fairness: z.string(),
  theme_fit: z.string(),
  /** 1 (poor) .. 5 (excellent), one per aspect. */
  scores: z.object({
    pacing: z.number().min(1).max(5),
    fairness: z.number().min(1).max(5),
    theme_fit: z.number().min(1).max(5),
  }),
  suggestions: z.array(z.string()).max(5),
});
export type Critique = z.infer<typeof CritiqueSchema>;

export const ValidateRoomAnswerSchema = AiAnswerMetaSchema.extend({
  success: z.literal(true),
  solvable: z.boolean(),
  /** Why not, in one sentence naming elements (null when solvable). */
  reason: z.string().nullable(),
  /** The number of scenes the shortest solution passes through. */
  depth: z.number().int(),
  /** The length of the shortest solution. */
  steps: z.number().int(),
  states_explored: z.number().int(),
  /** 'room' when the room's own design was checked, 'storyboard' when a design was made for the check. */
  checked: z.enum(['room', 'storyboard']),
  critique: CritiqueSchema,
});
export type ValidateRoomAnswer = z.infer<typeof ValidateRoomAnswerSchema>;

/** The AI wrapper's fallback (§8) per call, used when neither the server nor the error has a message. */
export const AI_FALLBACK_MESSAGES = {
  chat: AI_MESSAGES.generateResponseFailed,
  editStoryboard: AI_MESSAGES.processRequestFailed,
  editSceneImage: AI_MESSAGES.processImageRequestFailed,
  generateScene: AI_MESSAGES.generateSceneFailed,
  suggestElements: AI_MESSAGES.suggestionsFailed,
  validateRoom: AI_MESSAGES.validateRoomFailed,
} as const;
