/** Step 3: the storyboard (structured, or raw text when it is not JSON). */
import { IonButton, IonIcon } from '@ionic/react';
import { imagesOutline } from 'ionicons/icons';
import { STORYBOARD_PANEL_MAX_HEIGHT, type Storyboard } from '@core';
import { toStoryboardView } from './storyboard';

interface Props {
  storyboard: Storyboard | string | null;
  busy: boolean;
  onBack: () => void;
  onGenerateImages: () => void;
}

export default function StoryboardStep({ storyboard, busy, onBack, onGenerateImages }: Props) {
  const view = toStoryboardView(storyboard);
  return (
    <section className="wizard-panel" aria-labelledby="wizard-storyboard-title">
      <h2 id="wizard-storyboard-title">Storyboard</h2>
      <div
        className="storyboard surface-card"
        style={{ maxHeight: STORYBOARD_PANEL_MAX_HEIGHT }}
        data-testid="storyboard-panel"
        tabIndex={0}
      >
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
      </div>
      <div className="wizard-actions">
        <IonButton fill="outline" color="medium" onClick={onBack} disabled={busy} data-testid="wizard-back">
          Back
        </IonButton>
        <IonButton
          className="gradient-button"
          onClick={onGenerateImages}
          disabled={busy}
          data-testid="wizard-generate-images"
        >
          <IonIcon slot="start" icon={imagesOutline} />
          Generate Images
        </IonButton>
      </div>
    </section>
  );
}
