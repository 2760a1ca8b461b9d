/** /users: the profile for everyone signed in; the list and role changes (user, creator, admin) for admins. */
import { Router } from 'express';
import { usersApi } from '@core';
import { changeRole, deleteUser } from '../../domain/accounts/accounts';
import { listUsers, profileOf } from '../../domain/accounts/users';
import { mount, signedIn } from '../route';

const ROLE_NAMES = { user: 'a regular user', creator: 'a creator', admin: 'an admin' } as const;

export function usersRouter(): Router {
  const router = Router();

  mount(router, usersApi.profile, (input) => ({ status: 'success', user: profileOf(signedIn(input)) }));

  mount(router, usersApi.list, async ({ query }) => {
    const page = await listUsers(query);
    return { status: 'success', users: page.items, next_cursor: page.next_cursor };
  });

  mount(router, usersApi.promote, async (input) => {
    const user = await changeRole(signedIn(input), input.params.id, 'admin');
    return { status: 'success', message: `${user.email} is now an admin`, user: profileOf(user) };
  });

  mount(router, usersApi.demote, async (input) => {
    const user = await changeRole(signedIn(input), input.params.id, 'user');
    return { status: 'success', message: `${user.email} is now a regular user`, user: profileOf(user) };
  });

  mount(router, usersApi.setRole, async (input) => {
    const user = await changeRole(signedIn(input), input.params.id, input.body.role);
    return { status: 'success', message: `${user.email} is now ${ROLE_NAMES[user.role]}`, user: profileOf(user) };
  });

  mount(router, usersApi.remove, async (input) => {
    await deleteUser(signedIn(input), input.params.id);
    return { status: 'success', message: 'User deleted' };
  });

  return router;
}
