/** AI agents for the creation wizard (rooms-and-play-spec §2, §5, §7). */
import { useRemoteList } from '../http/useRemoteList';
import type { Page } from '../http/paging';
import { useCallback } from 'react';
import { agentsApi, type Agent, type AgentInput } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import { callApi, failureMessage } from '../http/api-client';

export async function listAgents(): Promise<Agent[]> {
  try {
    return (await callApi(agentsApi.list)).data;
  } catch {
    throw new Error(ROOM_MESSAGES.loadAgentsFailed);
  }
}

/** The spec's rule: name, personality, setting and theme are required. */
export const isAgentInputComplete = (input: Partial<AgentInput>): boolean =>
  Boolean(input.name?.trim() && input.personality && input.setting && input.theme);

export async function createAgent(input: AgentInput): Promise<Agent> {
  if (!isAgentInputComplete(input)) throw new Error(ROOM_MESSAGES.agentFieldsRequired);
  try {
    return (await callApi(agentsApi.create, { body: input })).data;
  } catch (error) {
    throw new Error(failureMessage(error, ROOM_MESSAGES.createAgentFailed));
  }
}

export interface AgentsState {
  agents: Agent[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Creates an agent and adds it to the list. */
  create: (input: AgentInput) => Promise<Agent>;
}

/** The agents list is not paginated (a creator's few agents): one page holds them all. */
const loadAllAgents = async (): Promise<Page<Agent>> => ({ items: await listAgents(), next_cursor: null, total: null });

export function useAgents(): AgentsState {
  const { items: agents, setItems: setAgents, loading, error, reload } = useRemoteList(loadAllAgents);
  const create = useCallback(
    async (input: AgentInput) => {
      const agent = await createAgent(input);
      setAgents((list) => [agent, ...list.filter((a) => a.id !== agent.id)]);
      return agent;
    },
    [setAgents],
  );

  return { agents, loading, error, reload, create };
}
