/** Scene images, stored in the database and served with immutable cache headers. */
import { Router } from 'express';
import { mediaApi } from '@core';
import { findMedia } from '../../db/media-repo';
import { notFound } from '../../domain/app-error';
import { ANSWERED, mount } from '../route';

export function mediaRouter(): Router {
  const router = Router();
  mount(router, mediaApi.get, async ({ params, res }) => {
    const media = await findMedia(params.id);
    if (!media) throw notFound('Image not found');
    res.set('Content-Type', media.mime);
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(media.bytes);
    return ANSWERED;
  });
  return router;
}
