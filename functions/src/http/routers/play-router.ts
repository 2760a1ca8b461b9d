/** Play: the room package, the player's session, interactions and offline sync. */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { findElement, InteractRequestSchema, parseUserInput, SyncRequestSchema, type InteractResponse } from '@core';
import {
  getOrCreateSession,
  playablePackage,
  refuseOversizedSync,
  replayActions,
  restartSession,
} from '../../domain/play-session';
import { toGameSession } from '../../db/sessions-repo';
import { notFound } from '../../domain/app-error';
import { currentUser, requireUser } from '../auth-middleware';
import { parse } from '../errors';
import { IdParamSchema } from './users-router';

const InteractParamsSchema = IdParamSchema.extend({ elementId: z.string().min(1).max(120) });

export function playRouter(): Router {
  const router = Router();

  router.get('/escape_rooms/:id/package', requireUser, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    res.json({ status: 'success', package: await playablePackage(currentUser(req), id) });
  });

  router.get('/escape_rooms/:id/session', requireUser, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const session = await getOrCreateSession(currentUser(req), id);
    res.json({ status: 'success', game_session: toGameSession(session), state: session.state });
  });

  router.post('/escape_rooms/:id/session/restart', requireUser, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const session = await restartSession(currentUser(req), id);
    res.json({ status: 'success', game_session: toGameSession(session), state: session.state });
  });

  router.post('/escape_rooms/:id/interact/:elementId', requireUser, async (req, res) => {
    const { id, elementId } = parse(InteractParamsSchema, req.params);
    const body = parse(InteractRequestSchema, req.body ?? {});
    const pkg = await playablePackage(currentUser(req), id);
    if (!findElement(pkg, elementId)) throw notFound('Element not found');
    const action = parseUserInput(elementId, body.user_input);
    const outcome = await replayActions(currentUser(req), id, [{ action_id: body.action_id ?? randomUUID(), action }]);
    const result = outcome.results[0]?.result;
    const state = outcome.session.state;
    const element = state.elements[elementId];
    const collected = result?.events.find((e) => e.type === 'item_collected')?.item ?? null;
    const moved = result?.events.find((e) => e.type === 'scene_changed')?.scene_id;
    const response: InteractResponse = {
      success: result ? result.success : true,
      message: result ? result.message : 'Already applied',
      new_state: element?.state ?? 'available',
      item_collected: collected,
      game_session: toGameSession(outcome.session),
      scene_transition: moved ? { next_scene_id: moved } : null,
      escaped: state.escaped,
    };
    res.json(response);
  });

  router.post('/escape_rooms/:id/sync', requireUser, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const { actions } = parse(SyncRequestSchema, refuseOversizedSync(req.body));
    const outcome = await replayActions(currentUser(req), id, actions);
    res.json({
      status: 'success',
      game_session: toGameSession(outcome.session),
      applied: outcome.applied,
      skipped: outcome.skipped,
      state: outcome.session.state,
    });
  });

  return router;
}
