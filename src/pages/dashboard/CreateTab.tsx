/** Create with Ermie: creators and admins get the wizard and Create New Agent; players a coming-soon note. */
import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addCircleOutline, colorWandOutline } from 'ionicons/icons';
import ComingSoon from '../../components/feedback/ComingSoon';
import { useAgents } from '../../data/admin/useAgents';
import AgentDialog from '../admin/AgentDialog';
import CreationWizard from '../admin/wizard/CreationWizard';

function StudioCreate() {
  const agents = useAgents();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <div className="tab-head">
        <div>
          <h2>Create with Ermie</h2>
          <p className="muted">Story, scenes and puzzles in five guided steps.</p>
        </div>
        <IonButton fill="outline" onClick={() => setDialogOpen(true)} data-testid="create-agent">
          <IonIcon aria-hidden="true" slot="start" icon={addCircleOutline} />
          Create New Agent
        </IonButton>
      </div>
      <CreationWizard agents={agents} />
      <AgentDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} onCreate={agents.create} />
    </>
  );
}

export default function CreateTab({ creator }: { creator: boolean }) {
  if (creator) return <StudioCreate />;
  return (
    <ComingSoon title="Create with Ermie" icon={colorWandOutline}>
      Coming soon. Room creation is open to our early builders first; we will let you know when your studio is ready.
    </ComingSoon>
  );
}
