/** The Original Scene panel (§2): the player's image with the element markers and, in grid mode, the grid. */
import { useEffect, useRef, useState } from 'react';
import { IonChip, IonLabel, IonToggle } from '@ionic/react';
import type { EditorElement, EditorScene } from '@core';
import MediaImage from '../../../components/rooms/MediaImage';
import ElementMarker from './ElementMarker';
import GridOverlay, { type GridControls } from '../grid/GridOverlay';
import type { Size } from '../editor-math';
import { EDITOR_LABELS, SCENE_LABELS } from '@core/content/labels';

interface Props {
  scene: EditorScene;
  imageUrl: string | null;
  elements: EditorElement[];
  onMove: (element: EditorElement, x: number, y: number) => void;
  onOpen: (element: EditorElement) => void;
  grid: (GridControls & { onToggleLabels: (on: boolean) => void }) | null;
}

/** The displayed size of an element, kept current as the layout changes. */
function useShownSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

export default function PlayerView({ scene, imageUrl, elements, onMove, onOpen, grid }: Props) {
  const { ref, size } = useShownSize<HTMLDivElement>();
  const image: Size = {
    width: scene.image_resolution.width || 1024,
    height: scene.image_resolution.height || 768,
  };

  return (
    <section className="editor-card" aria-labelledby="player-view-title">
      <div className="editor-card__head">
        <h2 id="player-view-title">Original Scene</h2>
        <IonChip color="primary" data-testid="player-view-chip">
          <IonLabel>{EDITOR_LABELS.playerView}</IonLabel>
        </IonChip>
        {grid && (
          <IonToggle
            checked={grid.labels}
            onIonChange={(event) => grid.onToggleLabels(event.detail.checked)}
            labelPlacement="end"
            data-testid="grid-labels-toggle"
          >
            Coordinates
          </IonToggle>
        )}
      </div>
      <div
        className="editor-stage"
        ref={ref}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        data-testid="player-view"
      >
        {imageUrl ? (
          <MediaImage
            src={imageUrl}
            alt={`Player view of ${scene.title}`}
            data-url={imageUrl}
            data-testid="player-view-image"
          />
        ) : (
          <p className="editor-stage__empty">{SCENE_LABELS.noImage}</p>
        )}
        {size.width > 0 &&
          elements.map((element) => (
            <ElementMarker
              key={element.id}
              element={element}
              image={image}
              shown={size}
              disabled={grid !== null}
              onMove={onMove}
              onOpen={onOpen}
            />
          ))}
        {grid && <GridOverlay grid={grid} shown={size} />}
      </div>
    </section>
  );
}
