/** Scene images: public and long cached for enabled rooms, private otherwise (domain/media.ts). */
import { Router } from 'express';
import { mediaForViewer } from '../../domain/media';
import { bearerToken } from '../auth-middleware';
import { parse } from '../errors';
import { IdParamSchema } from './users-router';

export function mediaRouter(): Router {
  const router = Router();
  router.get('/media/:id', async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const media = await mediaForViewer(id, bearerToken(req));
    res.set('Content-Type', media.mime);
    res.set('Cache-Control', media.cacheControl);
    res.send(media.bytes);
  });
  return router;
}
