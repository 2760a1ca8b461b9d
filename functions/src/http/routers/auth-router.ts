/** POST /login, POST /signup, DELETE /logout, GET /current_user (platform-spec §7). */
import { Router } from 'express';
import { BEARER_PREFIX, LoginRequestSchema, SignupRequestSchema } from '@core';
import { login, signup } from '../../domain/accounts';
import { forgetVerifiedToken, revokeSessions } from '../../domain/identity';
import { publicUser } from '../../db/users-repo';
import { currentUser, requireUser } from '../auth-middleware';
import { parse } from '../errors';
import { config } from '../../config';
import { rateLimit } from '../rate-limit';

export function authRouter(): Router {
  const router = Router();
  const loginLimit = rateLimit({ name: 'login', windowMs: 60_000, max: () => config().rateLimits.loginPerMinute });
  const signupLimit = rateLimit({ name: 'signup', windowMs: 60_000, max: () => config().rateLimits.signupPerMinute });

  router.post('/login', loginLimit, async (req, res) => {
    const { user } = parse(LoginRequestSchema, req.body);
    const session = await login(user.email, user.password);
    res.set('Authorization', `${BEARER_PREFIX}${session.token}`);
    res.json({ status: { code: 200, message: 'Logged in successfully.', data: { user: publicUser(session.user) } } });
  });

  router.post('/signup', signupLimit, async (req, res) => {
    const { user } = parse(SignupRequestSchema, req.body);
    const session = await signup(user.email, user.password);
    res.set('Authorization', `${BEARER_PREFIX}${session.token}`);
    res.json({ status: { code: 200, message: 'Signed up successfully.', data: { user: publicUser(session.user) } } });
  });

  router.delete('/logout', requireUser, async (req, res) => {
    await revokeSessions(currentUser(req).firebase_uid);
    if (req.idToken) forgetVerifiedToken(req.idToken);
    res.json({ status: 200, message: 'Logged out successfully.' });
  });

  router.get('/current_user', requireUser, (req, res) => {
    res.json({ status: { code: 200, message: 'Current user', data: { user: publicUser(currentUser(req)) } } });
  });

  return router;
}
