/**
 * Step 3: the storyboard. Structured and editable with Ermie when it is a whole storyboard
 * (rewrite, add or remove scenes, validate); shown leniently, as far as it goes, or as raw
 * text otherwise (spec §2 step 3).
 */
import { IonButton, IonIcon } from '@ionic/react';
import { imagesOutline } from 'ionicons/icons';
import type { Storyboard } from '@core';
import ErrorBanner from '../../../../components/feedback/ErrorBanner';
import CreationCredits, { AssistNotice } from './CreationCredits';
import StoryboardEditor, { StoryboardPanel } from './StoryboardEditor';
import ValidationReport from './ValidationReport';
import { assistProgress } from '../state/assist-state';
import type { AssistState } from '../state/wizard-types';
import type { CreditLine } from '../state/creation-credits';
import { toStoryboardView } from './storyboard';
import { STEP, WIZARD_STEP_LABELS } from '../state/wizard-steps';
import { editableStoryboard } from '../state/storyboard-edits';
import type { WizardAssist } from '../state/useWizardAssist';

interface Props {
  storyboard: Storyboard | string | null;
  busy: boolean;
  assist: AssistState;
  credits: CreditLine[];
  actions: WizardAssist;
  onBack: () => void;
  onGenerateImages: () => void;
}

export default function StoryboardStep({
  storyboard,
  busy,
  assist,
  credits,
  actions,
  onBack,
  onGenerateImages,
}: Props) {
  const editable = editableStoryboard(storyboard);
  const locked = busy || assist.pending !== null;
  return (
    <section className="wizard-panel" aria-labelledby="wizard-storyboard-title">
      <h2 id="wizard-storyboard-title">{WIZARD_STEP_LABELS[STEP.storyboard]}</h2>
      {editable ? (
        <>
          <p className="muted">Rewrite any part by telling Ermie what to change, add scenes, then validate the room.</p>
          <StoryboardEditor storyboard={editable} assist={assist} busy={busy} actions={actions} />
        </>
      ) : (
        <LenientStoryboard storyboard={storyboard} />
      )}
      <ErrorBanner message={assist.error} testId="assist-error" />
      <AssistNotice notice={assist.notice} />
      {editable && (
        <ValidationReport
          validation={assist.validation}
          pending={assist.pending?.kind === 'validate' ? assistProgress(assist.pending) : null}
          disabled={locked}
          onValidate={actions.validate}
        />
      )}
      <CreationCredits lines={credits} />
      <div className="wizard-actions">
        <IonButton fill="outline" color="medium" onClick={onBack} disabled={locked} data-testid="wizard-back">
          Back
        </IonButton>
        <IonButton
          className="gradient-button"
          onClick={onGenerateImages}
          disabled={locked}
          data-testid="wizard-generate-images"
        >
          <IonIcon aria-hidden="true" slot="start" icon={imagesOutline} />
          Generate Images
        </IonButton>
      </div>
    </section>
  );
}

/** A storyboard the AI calls cannot take (raw text, or partial): shown as far as it goes. */
function LenientStoryboard({ storyboard }: { storyboard: Storyboard | string | null }) {
  const view = toStoryboardView(storyboard);
  return (
    <StoryboardPanel>
      {view.kind === 'raw' ? (
        <pre className="storyboard__raw">{view.text}</pre>
      ) : (
        <>
          <h3 className="storyboard__title">{view.title || view.premise}</h3>
          {view.title && view.premise && <p className="storyboard__premise">{view.premise}</p>}
          {view.backstory && (
            <>
              <h4>Backstory</h4>
              <p>{view.backstory}</p>
            </>
          )}
          <h4>Scenes</h4>
          <ol className="storyboard__scenes">
            {view.scenes.map((scene, i) => (
              <li key={i} data-testid="storyboard-scene">
                <strong>{scene.title}</strong>
                <span>{scene.description}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </StoryboardPanel>
  );
}
