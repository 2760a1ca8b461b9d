/** The Create New Agent form's fields: name, personality, setting, theme and an optional description. */
import { IonInput, IonSelect, IonSelectOption, IonTextarea } from '@ionic/react';
import { AGENT_PERSONALITIES, AGENT_SETTINGS, AGENT_THEMES } from '@core';
import type { AgentDraft } from './useAgentDraft';

type Patch = (p: Partial<AgentDraft>) => void;
type Choice = 'personality' | 'setting' | 'theme';

/** One of the agent's three choices, its options as they are named. */
function AgentChoice(props: {
  draft: AgentDraft;
  patch: Patch;
  field: Choice;
  label: string;
  options: readonly string[];
}) {
  const { field } = props;
  return (
    <IonSelect
      label={props.label}
      labelPlacement="floating"
      fill="outline"
      interface="popover"
      value={props.draft[field]}
      onIonChange={(e) => props.patch({ [field]: e.detail.value })}
      data-testid={`agent-${field}`}
    >
      {props.options.map((o) => (
        <IonSelectOption key={o} value={o}>
          {o}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

export default function AgentFields({ draft, patch }: { draft: AgentDraft; patch: Patch }) {
  const bound = { draft, patch };
  return (
    <>
      <IonInput
        label="Name"
        labelPlacement="floating"
        fill="outline"
        maxlength={80}
        value={draft.name}
        onIonInput={(e) => patch({ name: String(e.detail.value ?? '') })}
        data-testid="agent-name"
      />
      <AgentChoice {...bound} field="personality" label="Personality" options={AGENT_PERSONALITIES} />
      <AgentChoice {...bound} field="setting" label="Setting" options={AGENT_SETTINGS} />
      <AgentChoice {...bound} field="theme" label="Theme" options={AGENT_THEMES} />
      <IonTextarea
        label="Description (optional)"
        labelPlacement="floating"
        fill="outline"
        autoGrow
        rows={3}
        maxlength={1000}
        value={draft.description}
        onIonInput={(e) => patch({ description: String(e.detail.value ?? '') })}
        data-testid="agent-description"
      />
    </>
  );
}
