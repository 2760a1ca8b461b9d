/** /agents: the AI agents creators and admins create rooms with (a creator's own; an admin's view is all). */
import { Router } from 'express';
import { agentsApi } from '@core';
import { createAgent, listAgents } from '../../domain/rooms/agents';
import { mount, Reply, signedIn } from '../route';

export function agentsRouter(): Router {
  const router = Router();
  mount(router, agentsApi.list, async (input) => ({ status: 'success', data: await listAgents(signedIn(input)) }));
  mount(router, agentsApi.create, async (input) => {
    return new Reply({ status: 'success', data: await createAgent(signedIn(input), input.body) }, 201);
  });
  return router;
}
