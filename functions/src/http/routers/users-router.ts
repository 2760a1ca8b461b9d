/** /users: the profile for everyone signed in; the list and role changes for admins. */
import { Router } from 'express';
import { z } from 'zod';
import { PageQuerySchema } from '@core';
import { changeRole, deleteUser } from '../../domain/accounts';
import { listUsers } from '../../domain/users';
import { publicUser } from '../../db/users-repo';
import { currentUser, requireAdmin, requireUser } from '../auth-middleware';
import { parse } from '../errors';

export const IdParamSchema = z.object({ id: z.string().uuid('Invalid id') });

export function usersRouter(): Router {
  const router = Router();

  router.get('/users/profile', requireUser, (req, res) => {
    res.json({ status: 'success', user: publicUser(currentUser(req)) });
  });

  router.get('/users', requireAdmin, async (req, res) => {
    const page = await listUsers(parse(PageQuerySchema, req.query));
    res.json({ status: 'success', users: page.items, next_cursor: page.next_cursor });
  });

  router.post('/users/:id/promote', requireAdmin, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const user = await changeRole(currentUser(req), id, 'admin');
    res.json({ status: 'success', message: `${user.email} is now an admin`, user: publicUser(user) });
  });

  router.post('/users/:id/demote', requireAdmin, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    const user = await changeRole(currentUser(req), id, 'user');
    res.json({ status: 'success', message: `${user.email} is now a regular user`, user: publicUser(user) });
  });

  router.delete('/users/:id', requireAdmin, async (req, res) => {
    const { id } = parse(IdParamSchema, req.params);
    await deleteUser(currentUser(req), id);
    res.json({ status: 'success', message: 'User deleted' });
  });

  return router;
}
