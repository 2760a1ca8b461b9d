/** Step 4: scene images in a 3-column grid; tap one to preview it. */
import { useState } from 'react';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonSkeletonText,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { checkmarkDoneOutline, refresh } from 'ionicons/icons';
import { IMAGE_GRID_COLUMNS } from '@core';
import MediaImage from '../../../components/MediaImage';
import type { SceneImages } from './wizard-state';

interface Props {
  scenes: SceneImages[];
  busy: boolean;
  canFinalize: boolean;
  canRetry: boolean;
  onBack: () => void;
  onRetry: () => void;
  onFinalize: () => void;
}

interface Preview {
  url: string;
  title: string;
}

export default function SceneImagesStep({ scenes, busy, canFinalize, canRetry, onBack, onRetry, onFinalize }: Props) {
  const [preview, setPreview] = useState<Preview | null>(null);
  return (
    <section className="wizard-panel" aria-labelledby="wizard-images-title">
      <h2 id="wizard-images-title">Scene Images</h2>
      <p className="muted">Ermie paints every scene of the storyboard. Tap an image to look closer.</p>
      <div
        className="scene-grid"
        style={{ gridTemplateColumns: `repeat(${IMAGE_GRID_COLUMNS}, minmax(0, 1fr))` }}
        data-testid="scene-grid"
      >
        {scenes.flatMap((scene) =>
          scene.urls.length > 0
            ? scene.urls.map((url, i) => (
                <button
                  type="button"
                  key={`${scene.sceneIndex}-${i}`}
                  className="scene-grid__item"
                  onClick={() => setPreview({ url, title: scene.title })}
                  aria-label={`Preview scene ${scene.sceneIndex + 1}: ${scene.title}`}
                  data-testid="scene-image"
                >
                  <MediaImage src={url} alt={scene.title} loading="lazy" />
                  <span className="scene-grid__caption">{scene.title}</span>
                </button>
              ))
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
      <div className="wizard-actions">
        <IonButton fill="outline" color="medium" onClick={onBack} disabled={busy} data-testid="wizard-back">
          Back
        </IonButton>
        <div className="wizard-actions__end">
          {canRetry && (
            <IonButton fill="outline" onClick={onRetry} disabled={busy} data-testid="wizard-retry-images">
              <IonIcon slot="start" icon={refresh} />
              Retry
            </IonButton>
          )}
          <IonButton
            className="gradient-button"
            onClick={onFinalize}
            disabled={!canFinalize}
            data-testid="wizard-finalize"
          >
            <IonIcon slot="start" icon={checkmarkDoneOutline} />
            Finalize Room
          </IonButton>
        </div>
      </div>

      <IonModal isOpen={preview !== null} onDidDismiss={() => setPreview(null)} data-testid="scene-preview">
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
        </IonContent>
      </IonModal>
    </section>
  );
}
