/**
 * Step 4: scene images in a 3-column grid; tap one to preview it. Each picture can be
 * changed by a sentence ("Change picture", issue 10).
 */
import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, refresh } from 'ionicons/icons';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';
import ErrorBanner from '../../../../components/feedback/ErrorBanner';
import AskErmieInput from './AskErmieInput';
import AssistProgress from './AssistProgress';
import CreationCredits, { AssistNotice } from './CreationCredits';
import type { CreditLine } from '../state/creation-credits';
import SceneImageGrid, { type Picture } from './SceneImageGrid';
import ScenePreview from './ScenePreview';
import type { AssistState, SceneImages } from '../state/wizard-types';
import { STEP, WIZARD_STEP_LABELS } from '../state/wizard-steps';

interface Props {
  scenes: SceneImages[];
  busy: boolean;
  assist: AssistState;
  credits: CreditLine[];
  canFinalize: boolean;
  canRetry: boolean;
  onBack: () => void;
  onRetry: () => void;
  onFinalize: () => void;
  onChangePicture: (sceneIndex: number, url: string, sentence: string) => void;
}

export default function SceneImagesStep(props: Props) {
  const { scenes, busy, assist, credits } = props;
  const [preview, setPreview] = useState<Picture | null>(null);
  const [changing, setChanging] = useState<Picture | null>(null);
  const pending = assist.pending?.kind === 'changePicture' ? assist.pending : null;
  const locked = busy || assist.pending !== null;

  return (
    <section className="wizard-panel" aria-labelledby="wizard-images-title">
      <h2 id="wizard-images-title">{WIZARD_STEP_LABELS[STEP.images]}</h2>
      <p className="muted">Ermie paints every scene of the storyboard. Tap an image to look closer.</p>
      <SceneImageGrid
        scenes={scenes}
        busy={busy}
        locked={locked}
        pending={pending}
        onPreview={setPreview}
        onChange={setChanging}
      />
      {pending && <AssistProgress task={pending} />}
      {changing && !pending && (
        <ChangePicturePanel
          picture={changing}
          onSubmit={(sentence) => {
            setChanging(null);
            props.onChangePicture(changing.sceneIndex, changing.url, sentence);
          }}
          onCancel={() => setChanging(null)}
        />
      )}
      {assist.changedPicture && !pending && (
        <p className="scene-change__result" data-testid="changed-picture-description">
          {WIZARD_AI_MESSAGES.pictureChanged(assist.changedPicture.sceneIndex + 1, assist.changedPicture.description)}
        </p>
      )}
      <ErrorBanner message={assist.error} testId="assist-error" />
      <AssistNotice notice={assist.notice} />
      <CreationCredits lines={credits} />
      <ImagesActions {...props} locked={locked} />
      <ScenePreview preview={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

/** "Change the picture of scene n: title" and the sentence that changes it. */
function ChangePicturePanel(props: { picture: Picture; onSubmit: (sentence: string) => void; onCancel: () => void }) {
  return (
    <div className="scene-change" data-testid="change-picture-panel">
      <p className="scene-change__title">
        Change the picture of scene {props.picture.sceneIndex + 1}: {props.picture.title}
      </p>
      <AskErmieInput
        label={WIZARD_AI_MESSAGES.askLabel}
        submitLabel="Change picture"
        testId="change-picture-form"
        onSubmit={props.onSubmit}
        onCancel={props.onCancel}
      />
    </div>
  );
}

/** Back, and at the end Retry (while scenes lack a picture) and Finalize Room. */
function ImagesActions(props: Props & { locked: boolean }) {
  const { locked } = props;
  return (
    <div className="wizard-actions">
      <IonButton fill="outline" color="medium" onClick={props.onBack} disabled={locked} data-testid="wizard-back">
        Back
      </IonButton>
      <div className="wizard-actions__end">
        {props.canRetry && (
          <IonButton fill="outline" onClick={props.onRetry} disabled={locked} data-testid="wizard-retry-images">
            <IonIcon aria-hidden="true" slot="start" icon={refresh} />
            Retry
          </IonButton>
        )}
        <IonButton
          className="gradient-button"
          onClick={props.onFinalize}
          disabled={!props.canFinalize}
          data-testid="wizard-finalize"
        >
          <IonIcon aria-hidden="true" slot="start" icon={checkmarkDoneOutline} />
          Finalize Room
        </IonButton>
      </div>
    </div>
  );
}
