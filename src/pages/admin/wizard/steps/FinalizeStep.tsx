/** Step 5: the finished room, with Test Play Room and Create Another Room. */
import { IonButton, IonChip, IonIcon, IonLabel } from '@ionic/react';
import { createOutline, gameControllerOutline, refresh, ribbonOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { WIZARD_MESSAGES } from '@core/content/messages';
import CreationCredits from './CreationCredits';
import type { CreditLine } from '../state/creation-credits';
import type { SceneImages, Solvability } from '../state/wizard-types';

interface Props {
  roomId: string;
  message: string | null;
  solvability: Solvability | null;
  scenes: SceneImages[];
  credits: CreditLine[];
  onTestPlay: () => void;
  onCreateAnother: () => void;
}

export default function FinalizeStep(props: Props) {
  const { roomId, message, solvability, scenes, credits, onTestPlay, onCreateAnother } = props;
  return (
    <section className="wizard-panel wizard-finale" aria-labelledby="wizard-finale-title">
      <IonIcon icon={ribbonOutline} className="wizard-finale__icon" aria-hidden="true" />
      <h2 id="wizard-finale-title">{WIZARD_MESSAGES.complete}</h2>
      {message && <p data-testid="wizard-final-message">{message}</p>}
      {solvability?.solvable && (
        <IonChip color="success" data-testid="solvability-chip">
          <IonIcon aria-hidden="true" icon={shieldCheckmarkOutline} />
          <IonLabel>{WIZARD_MESSAGES.provenSolvable(solvability.steps)}</IonLabel>
        </IonChip>
      )}
      {scenes.length > 0 && (
        <div className="wizard-finale__scenes">
          {scenes.map((scene) => (
            <IonButton
              key={scene.sceneIndex}
              fill="outline"
              size="small"
              routerLink={`/escape-rooms/${roomId}/edit/${scene.sceneIndex}`}
              data-testid="wizard-edit-scene"
            >
              <IonIcon aria-hidden="true" slot="start" icon={createOutline} />
              Edit Scene {scene.sceneIndex + 1}
            </IonButton>
          ))}
        </div>
      )}
      <CreationCredits lines={credits} />
      <div className="wizard-finale__actions">
        <IonButton className="gradient-button" onClick={onTestPlay} data-testid="wizard-test-play">
          <IonIcon aria-hidden="true" slot="start" icon={gameControllerOutline} />
          Test Play Room
        </IonButton>
        <IonButton fill="outline" onClick={onCreateAnother} data-testid="wizard-create-another">
          <IonIcon aria-hidden="true" slot="start" icon={refresh} />
          Create Another Room
        </IonButton>
      </div>
    </section>
  );
}
