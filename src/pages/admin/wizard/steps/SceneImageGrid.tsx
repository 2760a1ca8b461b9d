/** Step 4's grid of scene pictures (IMAGE_GRID_COLUMNS wide): each opens its preview and can be changed by a sentence. */
import { IonButton, IonSkeletonText, IonSpinner } from '@ionic/react';
import { IMAGE_GRID_COLUMNS } from '@core';
import MediaImage from '../../../../components/rooms/MediaImage';
import type { SceneImages } from '../state/wizard-types';

/** One picture of a scene, as the preview and the change panel show it. */
export interface Picture {
  url: string;
  sceneIndex: number;
  title: string;
  description: string;
}

interface Props {
  scenes: SceneImages[];
  busy: boolean;
  /** No call may start: the wizard is busy or an AI call is pending. */
  locked: boolean;
  /** The picture whose change is pending, if any. */
  pending: { sceneIndex: number; url: string } | null;
  onPreview: (picture: Picture) => void;
  onChange: (picture: Picture) => void;
}

export default function SceneImageGrid({ scenes, busy, ...cell }: Props) {
  return (
    <div
      className="scene-grid"
      style={{ gridTemplateColumns: `repeat(${IMAGE_GRID_COLUMNS}, minmax(0, 1fr))` }}
      data-testid="scene-grid"
    >
      {scenes.flatMap((scene) =>
        scene.urls.length > 0
          ? scene.urls.map((url, i) => <SceneCell key={`${scene.sceneIndex}-${i}`} scene={scene} url={url} {...cell} />)
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
  );
}

function SceneCell({
  scene,
  url,
  locked,
  pending,
  onPreview,
  onChange,
}: Omit<Props, 'scenes' | 'busy'> & { scene: SceneImages; url: string }) {
  const picture = { url, sceneIndex: scene.sceneIndex, title: scene.title, description: scene.description };
  const isPending = pending?.sceneIndex === scene.sceneIndex && pending.url === url;
  return (
    <div className="scene-grid__cell" data-testid="scene-cell">
      <button
        type="button"
        className="scene-grid__item"
        onClick={() => onPreview(picture)}
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
        onClick={() => onChange(picture)}
        aria-label={`Change picture of scene ${scene.sceneIndex + 1}`}
        data-testid="change-picture"
      >
        Change picture
      </IonButton>
    </div>
  );
}
