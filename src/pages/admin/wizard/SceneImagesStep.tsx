/**
 * Step 4: scene images in a 3-column grid; tap one to preview it. Each picture can be
 * changed by a sentence ("Change picture", issue 10).
 */
import { useState } from 'react';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonSkeletonText,
  IonSpinner,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import NamedModal from '../../../components/NamedModal';
import { checkmarkDoneOutline, refresh } from 'ionicons/icons';
import { IMAGE_GRID_COLUMNS } from '@core';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';
import ErrorBanner from '../../../components/ErrorBanner';
import MediaImage from '../../../components/MediaImage';
import AskErmieInput from './AskErmieInput';
import CreationCredits, { AssistNotice } from './CreationCredits';
import { assistProgress } from './assist-state';
import type { CreditLine } from './creation-credits';
import type { AssistState, SceneImages } from './wizard-types';
import { STEP, WIZARD_STEP_LABELS } from './wizard-steps';

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

interface Picture {
  url: string;
  sceneIndex: number;
  title: string;
  description: string;
}

export default function SceneImagesStep(props: Props) {
  const { scenes, busy, assist, credits, canFinalize, canRetry } = props;
  const [preview, setPreview] = useState<Picture | null>(null);
  const [changing, setChanging] = useState<Picture | null>(null);
  const pending = assist.pending?.kind === 'changePicture' ? assist.pending : null;
  const locked = busy || assist.pending !== null;

  const cell = (scene: SceneImages, url: string, i: number) => {
    const picture = { url, sceneIndex: scene.sceneIndex, title: scene.title, description: scene.description };
    const isPending = pending?.sceneIndex === scene.sceneIndex && pending.url === url;
    return (
      <div key={`${scene.sceneIndex}-${i}`} className="scene-grid__cell" data-testid="scene-cell">
        <button
          type="button"
          className="scene-grid__item"
          onClick={() => setPreview(picture)}
          aria-label={`Preview scene ${scene.sceneIndex + 1}: ${scene.title}`}
          aria-busy={isPending}
          data-testid="scene-image"
        >
          {/* The button's label names the scene; the caption shows it: the picture itself adds no words. */}
          <MediaImage src={url} alt="" loading="lazy" />
          {isPending && <IonSpinner className="scene-grid__spinner" name="crescent" />}
          <span className="scene-grid__caption">{scene.title}</span>
        </button>
        <IonButton
          fill="outline"
          size="small"
          className="assist-action scene-grid__change"
          disabled={locked}
          onClick={() => setChanging(picture)}
          aria-label={`Change picture of scene ${scene.sceneIndex + 1}`}
          data-testid="change-picture"
        >
          Change picture
        </IonButton>
      </div>
    );
  };

  return (
    <section className="wizard-panel" aria-labelledby="wizard-images-title">
      <h2 id="wizard-images-title">{WIZARD_STEP_LABELS[STEP.images]}</h2>
      <p className="muted">Ermie paints every scene of the storyboard. Tap an image to look closer.</p>
      <div
        className="scene-grid"
        style={{ gridTemplateColumns: `repeat(${IMAGE_GRID_COLUMNS}, minmax(0, 1fr))` }}
        data-testid="scene-grid"
      >
        {scenes.flatMap((scene) =>
          scene.urls.length > 0
            ? scene.urls.map((url, i) => cell(scene, url, i))
            : [
                <div
                  key={`${scene.sceneIndex}-pending`}
                  className="scene-grid__item scene-grid__item--pending"
                  aria-label={`Scene ${scene.sceneIndex + 1} not painted yet`}
                >
                  {busy ? <IonSkeletonText animated /> : <span className="muted">No image</span>}
                  <span className="scene-grid__caption">{scene.title}</span>
                </div>,
              ],
        )}
      </div>
      {pending && (
        <p className="assist-status" role="status" aria-live="polite" data-testid="assist-progress">
          <IonSpinner name="crescent" />
          {assistProgress(pending)}
        </p>
      )}
      {changing && !pending && (
        <div className="scene-change" data-testid="change-picture-panel">
          <p className="scene-change__title">
            Change the picture of scene {changing.sceneIndex + 1}: {changing.title}
          </p>
          <AskErmieInput
            label={WIZARD_AI_MESSAGES.askLabel}
            submitLabel="Change picture"
            testId="change-picture-form"
            onSubmit={(sentence) => {
              setChanging(null);
              props.onChangePicture(changing.sceneIndex, changing.url, sentence);
            }}
            onCancel={() => setChanging(null)}
          />
        </div>
      )}
      {assist.changedPicture && !pending && (
        <p className="scene-change__result" data-testid="changed-picture-description">
          {WIZARD_AI_MESSAGES.pictureChanged(assist.changedPicture.sceneIndex + 1, assist.changedPicture.description)}
        </p>
      )}
      <ErrorBanner message={assist.error} testId="assist-error" />
      <AssistNotice notice={assist.notice} />
      <CreationCredits lines={credits} />
      <div className="wizard-actions">
        <IonButton fill="outline" color="medium" onClick={props.onBack} disabled={locked} data-testid="wizard-back">
          Back
        </IonButton>
        <div className="wizard-actions__end">
          {canRetry && (
            <IonButton fill="outline" onClick={props.onRetry} disabled={locked} data-testid="wizard-retry-images">
              <IonIcon aria-hidden="true" slot="start" icon={refresh} />
              Retry
            </IonButton>
          )}
          <IonButton
            className="gradient-button"
            onClick={props.onFinalize}
            disabled={!canFinalize}
            data-testid="wizard-finalize"
          >
            <IonIcon aria-hidden="true" slot="start" icon={checkmarkDoneOutline} />
            Finalize Room
          </IonButton>
        </div>
      </div>

      <NamedModal
        name={preview?.title ?? 'Scene preview'}
        isOpen={preview !== null}
        onDidDismiss={() => setPreview(null)}
        data-testid="scene-preview"
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle>{preview?.title}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setPreview(null)}>Close</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding scene-preview">
          {preview && <MediaImage src={preview.url} alt={preview.title} />}
          {preview && <p className="muted">{preview.description}</p>}
        </IonContent>
      </NamedModal>
    </section>
  );
}
