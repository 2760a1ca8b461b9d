/** The Create New Agent dialog (rooms-and-play-spec §2, §5). */
import { IonButton, IonButtons, IonContent, IonHeader, IonSpinner, IonToolbar } from '@ionic/react';
import NamedModal from '../../components/controls/NamedModal';
import type { Agent, AgentInput } from '@core';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import AgentFields from './AgentFields';
import { useAgentDraft } from './useAgentDraft';

const DIALOG_TITLE = 'Create New Agent';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreate: (input: AgentInput) => Promise<Agent>;
  onCreated?: (agent: Agent) => void;
}

export default function AgentDialog({ isOpen, onClose, onCreate, onCreated }: Props) {
  const { draft, busy, error, setError, patch, submit } = useAgentDraft(onCreate, onCreated, onClose);

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
          <AgentFields draft={draft} patch={patch} />
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
