/** /agents: the AI agents admins create rooms with. */
import { Router } from 'express';
import { agentsApi } from '@core';
import { createAgent, listAgents } from '../../domain/rooms/agents';
import { mount, Reply, signedIn } from '../route';

export function agentsRouter(): Router {
  const router = Router();
  mount(router, agentsApi.list, async () => ({ status: 'success', data: await listAgents() }));
  mount(router, agentsApi.create, async (input) => {
    return new Reply({ status: 'success', data: await createAgent(signedIn(input), input.body) }, 201);
  });
  return router;
}
