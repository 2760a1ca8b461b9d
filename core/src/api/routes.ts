/**
 * Every route of /api/v1, declared once (see contract.ts). Routers mount these; the web
 * client calls them; the permission-matrix and fuzz tests walk `API_ROUTES`.
 */
import { z } from 'zod';
import { LoginRequestSchema, SignupRequestSchema, UserSchema, UserWithCountsSchema } from '../auth';
import {
  AcceptInvitationRequestSchema,
  BulkInvitationRequestSchema,
  CreateInvitationRequestSchema,
  InvitationSchema,
} from '../invitations';
import { EoiResponseSchema, EoiSubmitRequestSchema } from '../early-access';
import {
  AgentInputSchema,
  AgentSchema,
  CreateRoomRequestSchema,
  GameSessionSchema,
  GenerateSceneImageRequestSchema,
  InteractRequestSchema,
  InteractResponseSchema,
  RoomSummarySchema,
  StoryboardSchema,
  SyncRequestSchema,
} from '../rooms';
import { GameStateSchema } from '../room';
import { INVITATION_MESSAGES } from '../messages';
import { PageQuerySchema } from '../pagination';
import { KeyringSchema, SealedPackageSchema } from '../sealed-package';
import { unsafeTextReason } from '../safe-text';
import { defineRoute, ElementParamsSchema, IdParamSchema, success, type RouteContract } from './contract';

/** A body sent either as `{ [key]: value }` (the spec's form) or as the bare value. */
const unwrapped = <T extends z.ZodTypeAny>(key: string, schema: T) =>
  z.preprocess((body) => {
    const inner = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
    return inner ?? body;
  }, schema);

const nextCursor = { next_cursor: z.string().nullable() };
const authEnvelope = z.object({
  status: z.object({ code: z.number(), message: z.string(), data: z.object({ user: UserSchema }) }),
});
const sessionAnswer = success({ game_session: GameSessionSchema, state: GameStateSchema });

export const health = defineRoute({
  name: 'health',
  method: 'GET',
  path: '/health',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
});

export const authApi = {
  login: defineRoute({
    name: 'auth.login',
    method: 'POST',
    path: '/login',
    access: 'public',
    limit: 'login',
    body: LoginRequestSchema,
    response: authEnvelope,
  }),
  signup: defineRoute({
    name: 'auth.signup',
    method: 'POST',
    path: '/signup',
    access: 'public',
    limit: 'signup',
    body: SignupRequestSchema,
    response: authEnvelope,
  }),
  logout: defineRoute({
    name: 'auth.logout',
    method: 'DELETE',
    path: '/logout',
    access: 'user',
    response: z.object({ status: z.number(), message: z.string() }),
  }),
  currentUser: defineRoute({
    name: 'auth.currentUser',
    method: 'GET',
    path: '/current_user',
    access: 'user',
    response: authEnvelope,
  }),
};

export const usersApi = {
  profile: defineRoute({
    name: 'users.profile',
    method: 'GET',
    path: '/users/profile',
    access: 'user',
    response: success({ user: UserSchema }),
  }),
  list: defineRoute({
    name: 'users.list',
    method: 'GET',
    path: '/users',
    access: 'admin',
    query: PageQuerySchema,
    response: success({ users: z.array(UserWithCountsSchema), ...nextCursor }),
  }),
  promote: defineRoute({
    name: 'users.promote',
    method: 'POST',
    path: '/users/:id/promote',
    access: 'admin',
    params: IdParamSchema,
    response: success({ message: z.string(), user: UserSchema }),
  }),
  demote: defineRoute({
    name: 'users.demote',
    method: 'POST',
    path: '/users/:id/demote',
    access: 'admin',
    params: IdParamSchema,
    response: success({ message: z.string(), user: UserSchema }),
  }),
  remove: defineRoute({
    name: 'users.remove',
    method: 'DELETE',
    path: '/users/:id',
    access: 'admin',
    params: IdParamSchema,
    response: success({ message: z.string() }),
  }),
};

export const agentsApi = {
  list: defineRoute({
    name: 'agents.list',
    method: 'GET',
    path: '/agents',
    access: 'admin',
    response: success({ data: z.array(AgentSchema) }),
  }),
  create: defineRoute({
    name: 'agents.create',
    method: 'POST',
    path: '/agents',
    access: 'admin',
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
    query: PageQuerySchema,
    response: success({ escape_rooms: z.array(RoomSummarySchema), ...nextCursor }),
  }),
  create: defineRoute({
    name: 'rooms.create',
    method: 'POST',
    path: '/escape_rooms',
    access: 'admin',
    limit: 'ai',
    body: unwrapped('escape_room', CreateRoomRequestSchema),
    response: success({ puzzle: RoomSummarySchema, storyboard: StoryboardSchema }),
  }),
  get: defineRoute({
    name: 'rooms.get',
    method: 'GET',
    path: '/escape_rooms/:id',
    access: 'admin',
    params: IdParamSchema,
    response: success({ puzzle: RoomSummarySchema, storyboard: StoryboardSchema.nullable() }),
  }),
  createScenes: defineRoute({
    name: 'rooms.createScenes',
    method: 'POST',
    path: '/escape_rooms/:id/create_scenes',
    access: 'admin',
    limit: 'ai',
    params: IdParamSchema,
    response: success({
      scenes: z.array(
        z.object({ id: z.string(), scene_index: z.number(), title: z.string(), description: z.string() }),
      ),
    }),
  }),
  generateSceneImage: defineRoute({
    name: 'rooms.generateSceneImage',
    method: 'POST',
    path: '/escape_rooms/:id/generate_scene_image',
    access: 'admin',
    limit: 'ai',
    params: IdParamSchema,
    body: GenerateSceneImageRequestSchema,
    response: success({ images: z.array(z.string()) }),
  }),
  finalize: defineRoute({
    name: 'rooms.finalize',
    method: 'POST',
    path: '/escape_rooms/:id/finalize',
    access: 'admin',
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
    access: 'admin',
    params: IdParamSchema,
    response: success({ message: z.string(), puzzle: RoomSummarySchema }),
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
    params: IdParamSchema,
    response: sessionAnswer,
  }),
  interact: defineRoute({
    name: 'play.interact',
    method: 'POST',
    path: '/escape_rooms/:id/interact/:elementId',
    access: 'user',
    params: ElementParamsSchema,
    body: InteractRequestSchema,
    response: InteractResponseSchema,
  }),
  sync: defineRoute({
    name: 'play.sync',
    method: 'POST',
    path: '/escape_rooms/:id/sync',
    access: 'user',
    params: IdParamSchema,
    body: SyncRequestSchema,
    response: success({
      game_session: GameSessionSchema,
      applied: z.number(),
      skipped: z.number(),
      state: GameStateSchema,
    }),
  }),
};

export const mediaApi = {
  get: defineRoute({
    name: 'media.get',
    method: 'GET',
    path: '/media/:id',
    // The domain reads the token itself, and only for images of rooms players may not open.
    access: 'public',
    params: IdParamSchema,
    response: z.unknown(),
  }),
};

export const earlyAccessApi = {
  submit: defineRoute({
    name: 'eoi.submit',
    method: 'POST',
    path: '/public/eoi_responses',
    access: 'public',
    limit: 'eoi',
    invalidStatus: 422,
    body: EoiSubmitRequestSchema,
    response: success({ message: z.string() }),
  }),
  list: defineRoute({
    name: 'eoi.list',
    method: 'GET',
    path: '/eoi_responses',
    access: 'admin',
    query: PageQuerySchema,
    response: success({ eoi_responses: z.array(EoiResponseSchema), ...nextCursor }),
  }),
};

const invalidLink = {
  required_error: INVITATION_MESSAGES.invalidLink,
  invalid_type_error: INVITATION_MESSAGES.invalidLink,
};
const VerifyQuerySchema = z.object({
  token: z
    .string(invalidLink)
    .trim()
    .min(1, INVITATION_MESSAGES.invalidLink)
    .max(200, INVITATION_MESSAGES.invalidLink)
    .refine((token) => unsafeTextReason(token) === null, INVITATION_MESSAGES.invalidLink),
});

export const invitationsApi = {
  list: defineRoute({
    name: 'invitations.list',
    method: 'GET',
    path: '/admin/invitations',
    access: 'admin',
    query: PageQuerySchema,
    response: success({ invitations: z.array(InvitationSchema), ...nextCursor }),
  }),
  create: defineRoute({
    name: 'invitations.create',
    method: 'POST',
    path: '/admin/invitations',
    access: 'admin',
    invalidStatus: 422,
    body: CreateInvitationRequestSchema,
    response: success({ invitation: InvitationSchema, message: z.string(), email_sent: z.boolean() }),
  }),
  resend: defineRoute({
    name: 'invitations.resend',
    method: 'POST',
    path: '/admin/invitations/:id/resend',
    access: 'admin',
    params: IdParamSchema,
    response: success({ invitation: InvitationSchema, message: z.string(), email_sent: z.boolean() }),
  }),
  bulk: defineRoute({
    name: 'invitations.bulk',
    method: 'POST',
    path: '/admin/invitations/bulk',
    access: 'admin',
    invalidStatus: 422,
    body: BulkInvitationRequestSchema,
    response: success({ sent_count: z.number(), invitations: z.array(InvitationSchema) }),
  }),
  cancel: defineRoute({
    name: 'invitations.cancel',
    method: 'DELETE',
    path: '/admin/invitations/:id',
    access: 'admin',
    params: IdParamSchema,
    response: success({ invitation: InvitationSchema, message: z.string() }),
  }),
  outbox: defineRoute({
    name: 'invitations.outbox',
    method: 'GET',
    path: '/admin/outbox',
    access: 'admin',
    response: success({
      messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string() }).passthrough()),
    }),
  }),
  verify: defineRoute({
    name: 'invitations.verify',
    method: 'GET',
    path: '/invitations/verify',
    access: 'public',
    limit: 'invitations',
    errorShape: 'invitation',
    query: VerifyQuerySchema,
    response: z.object({
      success: z.literal(true),
      email: z.string(),
      invitedBy: z.string().nullable(),
      expires: z.string(),
    }),
  }),
  accept: defineRoute({
    name: 'invitations.accept',
    method: 'POST',
    path: '/invitations/accept',
    access: 'public',
    limit: 'invitations',
    errorShape: 'invitation',
    invalidStatus: 422,
    body: AcceptInvitationRequestSchema,
    response: z.object({ success: z.literal(true), message: z.string(), user: UserSchema }),
  }),
};

/** Every route, for the server's mounting check and the cross-cutting tests. */
export const API_ROUTES: RouteContract[] = [
  health,
  ...Object.values(authApi),
  ...Object.values(usersApi),
  ...Object.values(agentsApi),
  ...Object.values(roomsApi),
  ...Object.values(playApi),
  ...Object.values(mediaApi),
  ...Object.values(earlyAccessApi),
  ...Object.values(invitationsApi),
];
