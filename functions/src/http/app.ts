/** The Express app behind the `api` function: every route lives under /api/v1. */
import express, { type Express, type RequestHandler } from 'express';
import { config } from '../config';
import { databaseReady } from '../domain/shared/readiness';
import { errorMiddleware, notFoundRoute } from './errors';
import { requestId, securityHeaders } from './security';
import { requestLog } from './request-log';
import { BODY_LIMIT_BYTES, bodyWithinLimit } from './body-limit';
import { authRouter } from './routers/auth-router';
import { usersRouter } from './routers/users-router';
import { agentsRouter } from './routers/agents-router';
import { roomsRouter } from './routers/rooms-router';
import { editorRouter } from './routers/editor-router';
import { aiAssistRouter } from './routers/ai-assist-router';
import { playRouter } from './routers/play-router';
import { mediaRouter } from './routers/media-router';
import { eoiRouter } from './routers/eoi-router';
import { invitationsRouter } from './routers/invitations-router';
import { healthRouter } from './routers/health-router';
import { chatRouter } from './routers/chat-router';
import { openApiRouter } from './routers/openapi-router';
import { communityRouter, shareLinkRouter } from './routers/community-router';
import { analyticsRouter } from './routers/analytics-router';

const schemaReady: RequestHandler = (_req, _res, next) => {
  databaseReady().then(() => next(), next);
};

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // Exactly the proxies in front (Firebase Hosting → Functions: one); a client-written X-Forwarded-For is ignored.
  app.set('trust proxy', config().trustProxyHops);
  app.use(requestId, requestLog, securityHeaders);
  // The limit also holds under the Functions Framework, which reads bodies first (body-limit.ts).
  app.use(bodyWithinLimit, express.json({ limit: BODY_LIMIT_BYTES }));

  const v1 = express.Router();
  v1.use(healthRouter());
  v1.use(openApiRouter());
  v1.use(schemaReady);
  // Play first: its routes are the busiest (every action of every player), and no other router
  // answers their paths, so a play request does not walk every other router's routes first.
  v1.use(playRouter());
  v1.use(authRouter());
  v1.use(usersRouter());
  v1.use(agentsRouter());
  v1.use(roomsRouter());
  v1.use(editorRouter());
  v1.use(aiAssistRouter());
  v1.use(mediaRouter());
  v1.use(eoiRouter());
  v1.use(invitationsRouter());
  v1.use(chatRouter());
  v1.use(communityRouter());
  v1.use(analyticsRouter());

  app.use('/api/v1', v1);
  app.use('/r', schemaReady, shareLinkRouter());
  app.use(notFoundRoute);
  app.use(errorMiddleware);
  return app;
}
