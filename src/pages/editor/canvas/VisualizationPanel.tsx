/** The Element Visualization panel (§2): the bounding-box picture, or a button to make one. */
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { scanOutline } from 'ionicons/icons';
import MediaImage from '../../../components/rooms/MediaImage';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';

export default function VisualizationPanel({ editor }: { editor: SceneEditor }) {
  const { scene } = editor.data!;
  const [working, setWorking] = useState(false);
  const generate = async () => {
    setWorking(true);
    await editor.regenerate();
    setWorking(false);
  };

  return (
    <section className="editor-card" aria-labelledby="visualization-title">
      <div className="editor-card__head">
        <h2 id="visualization-title">Element Visualization</h2>
      </div>
      <div className="editor-stage editor-stage--plain" data-testid="visualization">
        {scene.visualization_image_url ? (
          <MediaImage
            src={scene.visualization_image_url}
            alt={`Bounding boxes of the elements of ${scene.title}`}
            data-url={scene.visualization_image_url}
            data-testid="visualization-image"
          />
        ) : (
          <IonButton onClick={() => void generate()} disabled={working} data-testid="generate-visualization">
            {working ? (
              <IonSpinner slot="start" name="crescent" />
            ) : (
              <IonIcon aria-hidden="true" slot="start" icon={scanOutline} />
            )}
            Generate Visualization
          </IonButton>
        )}
      </div>
    </section>
  );
}
