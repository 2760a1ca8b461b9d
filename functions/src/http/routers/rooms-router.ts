/** /escape_rooms: listing for everyone signed in; creation, publishing and the toggle for admins. */
import { Router } from 'express';
import { CreateRoomRequestSchema, GenerateSceneImageRequestSchema } from '@core';
import { createRoom, createScenes, finalizeRoom, generateSceneImage, requireRoom } from '../../domain/room-creation';
import { findRoom, listRooms, toggleRoomEnabled, toSummary } from '../../db/rooms-repo';
import { notFound } from '../../domain/app-error';
import { currentUser, requireAdmin, requireUser } from '../auth-middleware';
import { parse } from '../errors';
import { config } from '../../config';
import { rateLimit } from '../rate-limit';
import { IdParamSchema } from './users-router';

export function roomsRouter(): Router {
  const router = Router();
  const aiLimit = rateLimit({ name: 'ai', windowMs: 60_000, max: () => config().rateLimits.aiPerMinute, by: 'user' });

  router.get('/escape_rooms', requireUser, async (req, res) => {
    const rooms = await listRooms({ includeDisabled: currentUser(req).admin });
    res.json({ status: 'success', escape_rooms: rooms.map(toSummary) });
  });

  router.post('/escape_rooms', requireAdmin, aiLimit, async (req, res) => {
    const input = parse(CreateRoomRequestSchema, req.body?.escape_room ?? req.body);
    const { puzzle, storyboard } = await createRoom(currentUser(req).id, input);
    res.status(201).json({ status: 'success', puzzle, storyboard });
  });

  router.get('/escape_rooms/:id', requireAdmin, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const room = await requireRoom(id);
    res.json({ status: 'success', puzzle: toSummary(room), storyboard: room.storyboard });
  });

  router.post('/escape_rooms/:id/create_scenes', requireAdmin, aiLimit, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    res.json({ status: 'success', scenes: await createScenes(id) });
  });

  router.post('/escape_rooms/:id/generate_scene_image', requireAdmin, aiLimit, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const body = parse(GenerateSceneImageRequestSchema, req.body);
    const url = await generateSceneImage(id, body.scene_index, body.scene_description);
    res.json({ status: 'success', images: [url] });
  });

  router.post('/escape_rooms/:id/finalize', requireAdmin, aiLimit, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const solvability = await finalizeRoom(id);
    res.json({ status: 'success', message: 'Escape room finalized and published!', solvability });
  });

  router.patch('/escape_rooms/:id/toggle_enabled', requireAdmin, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const enabled = await toggleRoomEnabled(id);
    if (enabled === null) throw notFound('Escape room not found');
    const room = await findRoom(id);
    res.json({
      status: 'success',
      message: enabled ? 'Escape room enabled' : 'Escape room disabled',
      puzzle: room ? toSummary(room) : { id, enabled },
    });
  });

  return router;
}
