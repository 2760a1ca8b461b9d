/** Scene images (and a room's cover): public and long cached for enabled rooms, private to admins and the owner otherwise (domain/media/media.ts). */
import { Router, type Response } from 'express';
import { mediaApi } from '@core';
import { mediaForViewer, openRoomCover, type ServedMedia } from '../../domain/media/media';
import { acceptsWebp } from '../../domain/media/media-webp';
import { bearerToken } from '../auth-middleware';
import { ANSWERED, mount } from '../route';

function sendImage(res: Response, media: ServedMedia): typeof ANSWERED {
  res.set('Content-Type', media.mime);
  // The same address answers WebP or the stored type by the Accept header.
  res.set('Vary', 'Accept');
  res.set('Cache-Control', media.cacheControl);
  res.send(media.bytes);
  return ANSWERED;
}

export function mediaRouter(): Router {
  const router = Router();
  mount(router, mediaApi.get, async ({ params, query, req, res }) =>
    sendImage(res, await mediaForViewer(params.id, bearerToken(req), acceptsWebp(req.get('Accept')), query.w)),
  );
  mount(router, mediaApi.roomCover, async ({ params, query, req, res }) =>
    sendImage(res, await openRoomCover(params.id, acceptsWebp(req.get('Accept')), query.w)),
  );
  return router;
}
