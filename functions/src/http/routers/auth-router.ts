/** POST /login, POST /signup, DELETE /logout, GET /current_user (platform-spec §7). */
import { Router } from 'express';
import { authApi, BEARER_PREFIX } from '@core';
import { login, signup } from '../../domain/accounts/accounts';
import { forgetVerifiedToken, revokeSessions } from '../../domain/accounts/identity';
import { profileOf } from '../../domain/accounts/users';
import { mount, Reply, signedIn } from '../route';

const authEnvelope = (message: string, user: Parameters<typeof profileOf>[0]) => ({
  status: { code: 200, message, data: { user: profileOf(user) } },
});

export function authRouter(): Router {
  const router = Router();

  mount(router, authApi.login, async ({ body }) => {
    const session = await login(body.user.email, body.user.password);
    return new Reply(authEnvelope('Logged in successfully.', session.user), 200, {
      Authorization: `${BEARER_PREFIX}${session.token}`,
    });
  });

  mount(router, authApi.signup, async ({ body }) => {
    const session = await signup(body.user.email, body.user.password);
    return new Reply(authEnvelope('Signed up successfully.', session.user), 200, {
      Authorization: `${BEARER_PREFIX}${session.token}`,
    });
  });

  mount(router, authApi.logout, async (input) => {
    await revokeSessions(signedIn(input).firebase_uid);
    if (input.req.idToken) forgetVerifiedToken(input.req.idToken);
    return { status: 200, message: 'Logged out successfully.' };
  });

  mount(router, authApi.currentUser, (input) => authEnvelope('Current user', signedIn(input)));

  return router;
}
