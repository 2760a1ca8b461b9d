/** Scene images: public and long cached for enabled rooms, private to admins and the owner otherwise (domain/media.ts). */
import { Router } from 'express';
import { mediaApi } from '@core';
import { mediaForViewer } from '../../domain/media';
import { acceptsWebp } from '../../domain/media-webp';
import { bearerToken } from '../auth-middleware';
import { ANSWERED, mount } from '../route';

export function mediaRouter(): Router {
  const router = Router();
  mount(router, mediaApi.get, async ({ params, query, req, res }) => {
    const media = await mediaForViewer(params.id, bearerToken(req), acceptsWebp(req.get('Accept')), query.w);
    res.set('Content-Type', media.mime);
    // The same address answers WebP or the stored type by the Accept header.
    res.set('Vary', 'Accept');
    res.set('Cache-Control', media.cacheControl);
    res.send(media.bytes);
    return ANSWERED;
  });
  return router;
}
