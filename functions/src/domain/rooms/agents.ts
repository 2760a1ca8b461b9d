/** The AI agents creators and admins create rooms with: a creator sees their own, an admin every one. */
import type { Agent, AgentInput } from '@core';
import { insertAgent, listAgents as listAgentRows } from '../../db/agents-repo';
import type { StoredUser } from '../../model/stored-user';
import { actsOnAll } from './ownership';

export const listAgents = (user: StoredUser): Promise<Agent[]> => listAgentRows(actsOnAll(user) ? null : user.id);

export const createAgent = (owner: StoredUser, input: AgentInput): Promise<Agent> => insertAgent(owner.id, input);
