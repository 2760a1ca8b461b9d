/** The room routes (rooms-and-play-spec §7): agents, creation, play and media. */
import { z } from 'zod';
import {
  AgentInputSchema,
  AgentSchema,
  CreateRoomRequestSchema,
  CreateScenesRequestSchema,
  CreationStepInfoSchema,
  GameSessionSchema,
  GenerateSceneImageRequestSchema,
  InteractRequestSchema,
  InteractResponseSchema,
  RoomSummarySchema,
  RoomSettingsRequestSchema,
  StoryboardSchema,
  SyncRequestSchema,
  SyncedHintSchema,
} from '../rooms';
import { GameStateSchema } from '../../engine/room';
import { PageQuerySchema } from '../pagination';
import { SCENE_IMAGE_WIDTHS, type SceneImageWidth } from '../media-sizes';
import { KeyringSchema, SealedPackageSchema } from '../../sealing/sealed-package';
import { defineRoute, ElementParamsSchema, IdParamSchema, success } from './contract';
import { nextCursor } from './routes-platform';

/** A body sent either as `{ [key]: value }` (the spec's form) or as the bare value. */
const unwrapped = <T extends z.ZodTypeAny>(key: string, schema: T) =>
  z.preprocess((body) => {
    const inner = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
    return inner ?? body;
  }, schema);

/**
 * Players see enabled, published rooms; creators those and every room of their own; admins every room.
 * `mine=true`: only the caller's own rooms, in any state (a creator's My Creations).
 */
export const RoomListQuerySchema = PageQuerySchema.extend({
  mine: z.enum(['true', 'false'], { message: 'mine must be true or false' }).optional(),
});
export type RoomListQuery = z.infer<typeof RoomListQuerySchema>;

const sessionAnswer = success({ game_session: GameSessionSchema, state: GameStateSchema });

export const agentsApi = {
  list: defineRoute({
    name: 'agents.list',
    method: 'GET',
    path: '/agents',
    access: 'creator',
    response: success({ data: z.array(AgentSchema) }),
  }),
  create: defineRoute({
    name: 'agents.create',
    method: 'POST',
    path: '/agents',
    access: 'creator',
    body: unwrapped('agent', AgentInputSchema),
    response: success({ data: AgentSchema }),
  }),
};

export const roomsApi = {
  list: defineRoute({
    name: 'rooms.list',
    method: 'GET',
    path: '/escape_rooms',
    access: 'user',
    query: RoomListQuerySchema,
    response: success({ escape_rooms: z.array(RoomSummarySchema), ...nextCursor }),
  }),
  create: defineRoute({
    name: 'rooms.create',
    method: 'POST',
    path: '/escape_rooms',
    access: 'creator',
    owns: { kind: 'agent', at: ['body', 'agent_id'] },
    limit: 'ai',
    body: unwrapped('escape_room', CreateRoomRequestSchema),
    response: success({
      puzzle: RoomSummarySchema,
      storyboard: StoryboardSchema,
      /** Who wrote the storyboard (Gemini, or the offline engine and why). */
      writing: CreationStepInfoSchema.optional(),
    }),
  }),
  get: defineRoute({
    name: 'rooms.get',
    method: 'GET',
    path: '/escape_rooms/:id',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: IdParamSchema,
    response: success({ puzzle: RoomSummarySchema, storyboard: StoryboardSchema.nullable() }),
  }),
  createScenes: defineRoute({
    name: 'rooms.createScenes',
    method: 'POST',
    path: '/escape_rooms/:id/create_scenes',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    limit: 'ai',
    params: IdParamSchema,
    body: CreateScenesRequestSchema,
    response: success({
      scenes: z.array(
        z.object({ id: z.string(), scene_index: z.number(), title: z.string(), description: z.string() }),
      ),
      /** Who designed the puzzle chain (Gemini, or the offline engine and why). */
      design: CreationStepInfoSchema.optional(),
    }),
  }),
  generateSceneImage: defineRoute({
    name: 'rooms.generateSceneImage',
    method: 'POST',
    path: '/escape_rooms/:id/generate_scene_image',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    limit: 'ai',
    params: IdParamSchema,
    body: GenerateSceneImageRequestSchema,
    response: success({
      images: z.array(z.string()),
      /** Who painted the picture and who placed the elements on it (and why the offline engine did, if so). */
      painting: CreationStepInfoSchema.optional(),
      placement: CreationStepInfoSchema.optional(),
    }),
  }),
  finalize: defineRoute({
    name: 'rooms.finalize',
    method: 'POST',
    path: '/escape_rooms/:id/finalize',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    limit: 'ai',
    params: IdParamSchema,
    response: success({
      message: z.string(),
      solvability: z.object({ solvable: z.boolean(), steps: z.number() }).passthrough(),
    }),
  }),
  toggleEnabled: defineRoute({
    name: 'rooms.toggleEnabled',
    method: 'PATCH',
    path: '/escape_rooms/:id/toggle_enabled',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: IdParamSchema,
    response: success({ message: z.string(), puzzle: RoomSummarySchema }),
  }),
  /** The owner's settings of a room (issue 32): whether other creators may remix it. Existing remixes stay. */
  settings: defineRoute({
    name: 'rooms.settings',
    method: 'PATCH',
    path: '/escape_rooms/:id/settings',
    access: 'creator',
    owns: { kind: 'room', at: ['params', 'id'] },
    params: IdParamSchema,
    body: RoomSettingsRequestSchema,
    response: success({ puzzle: RoomSummarySchema }),
  }),
};

export const playApi = {
  package: defineRoute({
    name: 'play.package',
    method: 'GET',
    path: '/escape_rooms/:id/package',
    access: 'user',
    params: IdParamSchema,
    response: success({ package: SealedPackageSchema, keyring: KeyringSchema }),
  }),
  /**
   * "Make available offline": the sealed package that plays with no network (its code verifiers
   * can be searched on the device), and the keys this player already earned. A POST: it marks the
   * player's session of the room unranked for good (issue 29 item 2).
   */
  offlinePackage: defineRoute({
    name: 'play.offlinePackage',
    method: 'POST',
    path: '/escape_rooms/:id/offline_package',
    access: 'user',
    params: IdParamSchema,
    response: success({ package: SealedPackageSchema, keyring: KeyringSchema }),
  }),
  session: defineRoute({
    name: 'play.session',
    method: 'GET',
    path: '/escape_rooms/:id/session',
    access: 'user',
    params: IdParamSchema,
    response: sessionAnswer,
  }),
  restart: defineRoute({
    name: 'play.restart',
    method: 'POST',
    path: '/escape_rooms/:id/session/restart',
    access: 'user',
    limit: 'play-restart',
    params: IdParamSchema,
    response: sessionAnswer,
  }),
  interact: defineRoute({
    name: 'play.interact',
    method: 'POST',
    path: '/escape_rooms/:id/interact/:elementId',
    access: 'user',
    limit: 'play-interact',
    params: ElementParamsSchema,
    body: InteractRequestSchema,
    response: InteractResponseSchema,
  }),
  sync: defineRoute({
    name: 'play.sync',
    method: 'POST',
    path: '/escape_rooms/:id/sync',
    access: 'user',
    limit: 'play-sync',
    params: IdParamSchema,
    body: SyncRequestSchema,
    response: success({
      game_session: GameSessionSchema,
      applied: z.number(),
      skipped: z.number(),
      state: GameStateSchema,
      hints: z.array(SyncedHintSchema),
    }),
  }),
};

const WIDTH_MESSAGE = `w must be one of ${SCENE_IMAGE_WIDTHS.join(', ')}`;
/** `?w=`: one of the listed scene image widths (core/src/contracts/media-sizes.ts). */
export const MediaQuerySchema = z.object({
  w: z.coerce
    .number({ invalid_type_error: WIDTH_MESSAGE })
    .refine((w): w is SceneImageWidth => (SCENE_IMAGE_WIDTHS as readonly number[]).includes(w), WIDTH_MESSAGE)
    .optional(),
});

export const mediaApi = {
  /**
   * The start scene's image of a room anyone may open (published and enabled), for the play page's
   * first paint before the app runs (issue 13, src/pages/play/play-prerender.ts); 404 for any other room.
   */
  roomCover: defineRoute({
    name: 'media.roomCover',
    method: 'GET',
    path: '/escape_rooms/:id/cover',
    access: 'public',
    params: IdParamSchema,
    query: MediaQuerySchema,
    response: z.unknown(),
  }),
  get: defineRoute({
    name: 'media.get',
    method: 'GET',
    path: '/media/:id',
    // The domain reads the token itself, and only for images of rooms players may not open.
    access: 'public',
    params: IdParamSchema,
    // ?w= one of SCENE_IMAGE_WIDTHS: the image scaled down to that width (issue 13).
    query: MediaQuerySchema,
    response: z.unknown(),
  }),
};
