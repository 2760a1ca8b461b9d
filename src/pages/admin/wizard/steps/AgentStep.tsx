/** Step 2: pick an agent card (or create one), then generate the storyboard. */
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addCircleOutline, checkmarkCircle, personCircleOutline, refresh, sparkles } from 'ionicons/icons';
import type { Agent } from '@core';
import type { AgentsState } from '../../../../data/admin/useAgents';
import ErrorBanner from '../../../../components/feedback/ErrorBanner';
import AgentDialog from '../../AgentDialog';
import { STEP, WIZARD_STEP_LABELS } from '../state/wizard-steps';

interface Props {
  agents: AgentsState;
  selectedId: string | null;
  busy: boolean;
  onSelect: (agentId: string) => void;
  onBack: () => void;
  onGenerate: () => void;
}

function AgentCard({ agent, selected, onSelect }: { agent: Agent; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      className={`agent-card${selected ? ' agent-card--selected' : ''}`}
      aria-pressed={selected}
      aria-label={`Agent ${agent.name}`}
      onClick={onSelect}
      data-testid="agent-card"
    >
      <span className="agent-card__head">
        <IonIcon icon={selected ? checkmarkCircle : personCircleOutline} aria-hidden="true" />
        <strong>{agent.name}</strong>
      </span>
      <span className="agent-card__meta">
        {agent.personality} · {agent.setting} · {agent.theme}
      </span>
      {agent.description && <span className="agent-card__desc">{agent.description}</span>}
    </button>
  );
}

export default function AgentStep({ agents, selectedId, busy, onSelect, onBack, onGenerate }: Props) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section className="wizard-panel" aria-labelledby="wizard-agent-title">
      <div className="wizard-panel__head">
        <div>
          <h2 id="wizard-agent-title">{WIZARD_STEP_LABELS[STEP.agent]}</h2>
          <p className="muted">Choose who will imagine your room.</p>
        </div>
        <IonButton fill="outline" onClick={() => setDialogOpen(true)} disabled={busy} data-testid="wizard-create-agent">
          <IonIcon aria-hidden="true" slot="start" icon={addCircleOutline} />
          Create New Agent
        </IonButton>
      </div>

      {agents.loading ? (
        <div className="wizard-center">
          <IonSpinner name="crescent" aria-label="Loading agents" />
        </div>
      ) : agents.error ? (
        <div className="wizard-stack">
          <ErrorBanner message={agents.error} testId="agents-error" />
          <IonButton fill="clear" onClick={agents.reload}>
            <IonIcon aria-hidden="true" slot="start" icon={refresh} />
            Retry
          </IonButton>
        </div>
      ) : agents.agents.length === 0 ? (
        <p className="muted wizard-empty">No agents yet. Create your first agent to continue.</p>
      ) : (
        <div className="agent-grid" role="list">
          {agents.agents.map((agent) => (
            <div role="listitem" key={agent.id}>
              <AgentCard
                agent={agent}
                selected={agent.id === selectedId}
                onSelect={() => !busy && onSelect(agent.id)}
              />
            </div>
          ))}
        </div>
      )}

      <div className="wizard-actions">
        <IonButton fill="outline" color="medium" onClick={onBack} disabled={busy} data-testid="wizard-back">
          Back
        </IonButton>
        <IonButton
          className="gradient-button"
          onClick={onGenerate}
          disabled={busy}
          data-testid="wizard-generate-storyboard"
        >
          <IonIcon aria-hidden="true" slot="start" icon={sparkles} />
          Generate Storyboard
        </IonButton>
      </div>

      <AgentDialog
        isOpen={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onCreate={agents.create}
        onCreated={(a) => onSelect(a.id)}
      />
    </section>
  );
}
