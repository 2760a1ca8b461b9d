/** The AI agents admins create rooms with. */
import type { Agent, AgentInput } from '@core';
import { insertAgent, listAgents as listAgentRows } from '../../db/agents-repo';
import type { StoredUser } from '../../model/stored-user';

export const listAgents = (): Promise<Agent[]> => listAgentRows();

export const createAgent = (owner: StoredUser, input: AgentInput): Promise<Agent> => insertAgent(owner.id, input);
