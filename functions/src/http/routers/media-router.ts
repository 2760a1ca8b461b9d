/** Scene images, stored in the database and served with immutable cache headers. */
import { Router } from 'express';
import { findMedia } from '../../db/media-repo';
import { notFound } from '../../domain/app-error';
import { parse } from '../errors';
import { IdParamSchema } from './users-router';

export function mediaRouter(): Router {
  const router = Router();
  router.get('/media/:id', async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const media = await findMedia(id);
    if (!media) throw notFound('Image not found');
    res.set('Content-Type', media.mime);
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(media.bytes);
  });
  return router;
}
