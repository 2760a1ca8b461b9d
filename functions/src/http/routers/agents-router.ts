/** /agents: the AI agents admins create rooms with. */
import { Router } from 'express';
import { AgentInputSchema } from '@core';
import { insertAgent, listAgents } from '../../db/agents-repo';
import { currentUser, requireAdmin } from '../auth-middleware';
import { parse } from '../errors';

export function agentsRouter(): Router {
  const router = Router();
  router.get('/agents', requireAdmin, async (_req, res) => {
    res.json({ status: 'success', data: await listAgents() });
  });
  router.post('/agents', requireAdmin, async (req, res) => {
    const input = parse(AgentInputSchema, req.body?.agent ?? req.body);
    res.status(201).json({ status: 'success', data: await insertAgent(currentUser(req).id, input) });
  });
  return router;
}
