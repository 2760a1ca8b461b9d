/** The platform routes (platform-spec §7): health, auth, users, early access and invitations. */
import { z } from 'zod';
import { LoginRequestSchema, RoleSchema, SignupRequestSchema, UserSchema, UserWithCountsSchema } from '../auth';
import {
  AcceptInvitationRequestSchema,
  BulkInvitationRequestSchema,
  CreateInvitationRequestSchema,
  InvitationSchema,
  InvitationTokenSchema,
  IssuedInvitationSchema,
  OutboxMessageSchema,
  SkippedInvitationSchema,
} from '../invitations';
import { EoiResponseSchema, EoiSubmitRequestSchema } from '../early-access';
import { AiStatusSchema } from '../ai-status';
import { INVITATION_MESSAGES } from '../../content/messages';
import { PageQuerySchema } from '../pagination';
import { unsafeTextReason } from '../safe-text';
import { defineRoute, IdParamSchema, success } from './contract';

export const nextCursor = { next_cursor: z.string().nullable() };
const authEnvelope = z.object({
  status: z.object({ code: z.number(), message: z.string(), data: z.object({ user: UserSchema }) }),
});

/** Anyone gets `status`; a signed-in admin also gets `ai` (the engine and the Gemini models check). */
export const health = defineRoute({
  name: 'health',
  method: 'GET',
  path: '/health',
  access: 'optional',
  response: z.object({ status: z.literal('ok'), ai: AiStatusSchema.optional() }),
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
  /** Grants or revokes a role (user, creator or admin); promote and demote are its admin/user shortcuts. */
  setRole: defineRoute({
    name: 'users.setRole',
    method: 'PUT',
    path: '/users/:id/role',
    access: 'admin',
    params: IdParamSchema,
    body: z.object({ role: RoleSchema }, { required_error: 'role is required' }),
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

/** POST /api/v1/invitations/verify body: the token travels in the body, so no URL (or log of one) carries it. */
const VerifyInvitationRequestSchema = z.object(
  { token: InvitationTokenSchema.refine((token) => unsafeTextReason(token) === null, INVITATION_MESSAGES.invalidLink) },
  { required_error: INVITATION_MESSAGES.invalidLink, invalid_type_error: INVITATION_MESSAGES.invalidLink },
);
const issued = { invitation: IssuedInvitationSchema, message: z.string(), email_sent: z.boolean() };

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
    response: success(issued),
  }),
  resend: defineRoute({
    name: 'invitations.resend',
    method: 'POST',
    path: '/admin/invitations/:id/resend',
    access: 'admin',
    params: IdParamSchema,
    response: success(issued),
  }),
  bulk: defineRoute({
    name: 'invitations.bulk',
    method: 'POST',
    path: '/admin/invitations/bulk',
    access: 'admin',
    invalidStatus: 422,
    body: BulkInvitationRequestSchema,
    response: success({
      sent_count: z.number(),
      invitations: z.array(IssuedInvitationSchema),
      skipped: z.array(SkippedInvitationSchema),
    }),
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
    response: success({ messages: z.array(OutboxMessageSchema) }),
  }),
  verify: defineRoute({
    name: 'invitations.verify',
    method: 'POST',
    path: '/invitations/verify',
    access: 'public',
    limit: 'invitations',
    errorShape: 'invitation',
    body: VerifyInvitationRequestSchema,
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
