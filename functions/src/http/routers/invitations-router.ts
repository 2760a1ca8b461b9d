/**
 * Invitations (platform-spec §7): the admin list, create, bulk create and cancel; the public verify
 * and accept, which answer `{ success, … }` / `{ success: false, error }`; and the admin outbox.
 */
import { Router, type ErrorRequestHandler } from 'express';
import { z } from 'zod';
import {
  AcceptInvitationRequestSchema,
  BulkInvitationRequestSchema,
  CreateInvitationRequestSchema,
  INVITATION_SERVER_MESSAGES,
} from '@core';
import { INVITATION_MESSAGES } from '@core/messages';
import { AppError } from '../../domain/app-error';
import {
  acceptInvitation,
  cancelInvitation,
  inviteEmail,
  inviteMany,
  listInvitations,
  verifyInvitation,
} from '../../domain/invitations';
import { listOutbox } from '../../domain/mailer';
import { config } from '../../config';
import { currentUser, requireAdmin } from '../auth-middleware';
import { parse } from '../errors';
import { rateLimit } from '../rate-limit';
import { IdParamSchema } from './users-router';
import { parseEntity } from './eoi-router';

const VerifyQuerySchema = z.object({
  token: z
    .string({ required_error: INVITATION_MESSAGES.invalidLink, invalid_type_error: INVITATION_MESSAGES.invalidLink })
    .trim()
    .min(1, INVITATION_MESSAGES.invalidLink)
    .max(200, INVITATION_MESSAGES.invalidLink),
});

/** The public invitation endpoints answer errors in their own shape: `{ success: false, error }`. */
const invitationErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof AppError)) return next(error);
  res
    .status(error.status)
    .json({ success: false, error: error.message, message: error.message, errors: error.details ?? [error.message] });
};

function adminRouter(): Router {
  const router = Router();

  router.get('/admin/invitations', requireAdmin, async (_req, res) => {
    res.json({ status: 'success', invitations: await listInvitations() });
  });

  router.post('/admin/invitations', requireAdmin, async (req, res) => {
    const { invitation } = parseEntity(CreateInvitationRequestSchema, req.body);
    const result = await inviteEmail(currentUser(req), invitation.email);
    res
      .status(result.refreshed ? 200 : 201)
      .json({ status: 'success', invitation: result.invitation, message: result.message });
  });

  router.post('/admin/invitations/bulk', requireAdmin, async (req, res) => {
    const { invitation } = parseEntity(BulkInvitationRequestSchema, req.body);
    const result = await inviteMany(currentUser(req), invitation.emails);
    res.json({
      status: 'success',
      sent_count: result.invitations.length,
      invitations: result.invitations,
      skipped: result.skipped,
    });
  });

  router.delete('/admin/invitations/:id', requireAdmin, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const invitation = await cancelInvitation(id);
    res.json({ status: 'success', invitation, message: INVITATION_SERVER_MESSAGES.cancelled });
  });

  router.get('/admin/outbox', requireAdmin, async (_req, res) => {
    res.json({ status: 'success', messages: await listOutbox() });
  });

  return router;
}

function publicRouter(): Router {
  const router = Router();
  const limited = rateLimit({
    name: 'invitations',
    windowMs: 60_000,
    max: () => config().rateLimits.invitationsPerMinute,
  });

  router.get('/invitations/verify', limited, async (req, res) => {
    const { token } = parse(VerifyQuerySchema, req.query);
    res.json({ success: true, ...(await verifyInvitation(token)) });
  });

  router.post('/invitations/accept', limited, async (req, res) => {
    const { token, user } = parseEntity(AcceptInvitationRequestSchema, req.body);
    const created = await acceptInvitation({ token, ...user });
    res.json({ success: true, message: INVITATION_SERVER_MESSAGES.accepted, user: created });
  });

  router.use(invitationErrors);
  return router;
}

export function invitationsRouter(): Router {
  const router = Router();
  router.use(adminRouter());
  router.use(publicRouter());
  return router;
}
