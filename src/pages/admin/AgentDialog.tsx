/** The Create New Agent dialog (rooms-and-play-spec §2, §5). */
import { useState, type FormEvent } from 'react';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonInput,
  IonSelect,
  IonSelectOption,
  IonSpinner,
  IonTextarea,
  IonToolbar,
} from '@ionic/react';
import NamedModal from '../../components/NamedModal';
import { AGENT_PERSONALITIES, AGENT_SETTINGS, AGENT_THEMES, type Agent, type AgentInput } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import ErrorBanner from '../../components/ErrorBanner';
import { isAgentInputComplete } from '../../data/useAgents';

const DIALOG_TITLE = 'Create New Agent';

type Draft = {
  name: string;
  personality?: AgentInput['personality'];
  setting?: AgentInput['setting'];
  theme?: AgentInput['theme'];
  description: string;
};
const EMPTY: Draft = { name: '', description: '' };

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreate: (input: AgentInput) => Promise<Agent>;
  onCreated?: (agent: Agent) => void;
}

export default function AgentDialog({ isOpen, onClose, onCreate, onCreated }: Props) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));

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

  return (
    <NamedModal
      name={DIALOG_TITLE}
      isOpen={isOpen}
      onDidDismiss={() => {
        setError(null);
        onClose();
      }}
      data-testid="agent-dialog"
    >
      <IonHeader>
        <IonToolbar>
          <h2 className="toolbar-heading">{DIALOG_TITLE}</h2>
          <IonButtons slot="end">
            <IonButton onClick={onClose} disabled={busy}>
              Cancel
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form className="wizard-form" onSubmit={submit} noValidate>
          <p className="muted" style={{ margin: 0 }}>
            An agent is the voice and imagination behind a room: its personality, home setting and favourite theme.
          </p>
          <ErrorBanner message={error} testId="agent-dialog-error" />
          <IonInput
            label="Name"
            labelPlacement="floating"
            fill="outline"
            maxlength={80}
            value={draft.name}
            onIonInput={(e) => patch({ name: String(e.detail.value ?? '') })}
            data-testid="agent-name"
          />
          <IonSelect
            label="Personality"
            labelPlacement="floating"
            fill="outline"
            interface="popover"
            value={draft.personality}
            onIonChange={(e) => patch({ personality: e.detail.value })}
            data-testid="agent-personality"
          >
            {AGENT_PERSONALITIES.map((o) => (
              <IonSelectOption key={o} value={o}>
                {o}
              </IonSelectOption>
            ))}
          </IonSelect>
          <IonSelect
            label="Setting"
            labelPlacement="floating"
            fill="outline"
            interface="popover"
            value={draft.setting}
            onIonChange={(e) => patch({ setting: e.detail.value })}
            data-testid="agent-setting"
          >
            {AGENT_SETTINGS.map((o) => (
              <IonSelectOption key={o} value={o}>
                {o}
              </IonSelectOption>
            ))}
          </IonSelect>
          <IonSelect
            label="Theme"
            labelPlacement="floating"
            fill="outline"
            interface="popover"
            value={draft.theme}
            onIonChange={(e) => patch({ theme: e.detail.value })}
            data-testid="agent-theme"
          >
            {AGENT_THEMES.map((o) => (
              <IonSelectOption key={o} value={o}>
                {o}
              </IonSelectOption>
            ))}
          </IonSelect>
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
          <IonButton
            type="submit"
            expand="block"
            className="gradient-button"
            disabled={busy}
            data-testid="agent-create"
          >
            {busy ? <IonSpinner name="crescent" aria-label="Creating agent" /> : 'Create Agent'}
          </IonButton>
        </form>
      </IonContent>
    </NamedModal>
  );
}
