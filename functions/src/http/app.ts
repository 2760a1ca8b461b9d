/** The Express app behind the `api` function: every route lives under /api/v1. */
import express, { type Express, type RequestHandler } from 'express';
import { config } from '../config';
import { ensureSchema } from '../db/ensure-schema';
import { errorMiddleware, notFoundRoute } from './errors';
import { authRouter } from './routers/auth-router';
import { usersRouter } from './routers/users-router';
import { agentsRouter } from './routers/agents-router';
import { roomsRouter } from './routers/rooms-router';
import { playRouter } from './routers/play-router';
import { mediaRouter } from './routers/media-router';
import { eoiRouter } from './routers/eoi-router';
import { invitationsRouter } from './routers/invitations-router';

const schemaReady: RequestHandler = (_req, _res, next) => {
  ensureSchema().then(() => next(), next);
};

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config().trustProxyHops);
  app.use(express.json({ limit: '2mb' }));
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const v1 = express.Router();
  v1.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  v1.use(schemaReady);
  v1.use(authRouter());
  v1.use(usersRouter());
  v1.use(agentsRouter());
  v1.use(roomsRouter());
  v1.use(playRouter());
  v1.use(mediaRouter());
  v1.use(eoiRouter());
  v1.use(invitationsRouter());

  app.use('/api/v1', v1);
  app.use(notFoundRoute);
  app.use(errorMiddleware);
  return app;
}
