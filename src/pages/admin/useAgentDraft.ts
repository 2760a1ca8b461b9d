/** The Create New Agent dialog's state: the draft, the busy flag, the error, and creating the agent. */
import { useState, type FormEvent } from 'react';
import type { Agent, AgentInput } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import { isAgentInputComplete } from '../../data/admin/useAgents';

/** The agent as the form holds it: the three choices are unset until picked. */
export type AgentDraft = {
  name: string;
  personality?: AgentInput['personality'];
  setting?: AgentInput['setting'];
  theme?: AgentInput['theme'];
  description: string;
};
const EMPTY: AgentDraft = { name: '', description: '' };

export function useAgentDraft(
  onCreate: (input: AgentInput) => Promise<Agent>,
  onCreated: ((agent: Agent) => void) | undefined,
  onClose: () => void,
) {
  const [draft, setDraft] = useState<AgentDraft>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Partial<AgentDraft>) => setDraft((d) => ({ ...d, ...p }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!isAgentInputComplete(draft)) {
      setError(ROOM_MESSAGES.agentFieldsRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const agent = await onCreate({
        name: draft.name.trim(),
        personality: draft.personality!,
        setting: draft.setting!,
        theme: draft.theme!,
        description: draft.description.trim(),
      });
      setDraft(EMPTY);
      onCreated?.(agent);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : ROOM_MESSAGES.createAgentFailed);
    } finally {
      setBusy(false);
    }
  };

  return { draft, busy, error, setError, patch, submit };
}
