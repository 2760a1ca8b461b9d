/**
 * What the element dialog shows of its element: the zoomable close-up, the state chip, the
 * description and (once inspected) the clue, and the slot with the last action's result.
 */
import type { Ref } from 'react';
import { IonButton, IonChip, IonIcon, IonLabel } from '@ionic/react';
import { add, remove } from 'ionicons/icons';
import { ZOOM, type ElementRuntime, type GameState, type PlayElement, type PlayScene } from '@core';
import { revealedClue, stateLabel } from '../element-actions';
import { closeUp } from '../scene/scene-layout';
import type { Outcome } from '../outcome';

const VIEWPORT = { width: 320, height: 200 };

export interface ElementCloseUpProps {
  element: PlayElement;
  scene: PlayScene | null;
  imageSrc?: string;
  zoom: number;
  /** One zoom step in (1) or out (-1). */
  onZoom: (direction: 1 | -1) => void;
}

/** The scene's painting around the element, and the zoom buttons with the zoom level between them. */
export function ElementCloseUp({ element, scene, imageSrc, zoom, onZoom }: ElementCloseUpProps) {
  const view = scene ? closeUp(scene.image_resolution, element, VIEWPORT, zoom) : null;
  return (
    <>
      <div
        className="play-closeup"
        role="img"
        aria-label={`Close-up of ${element.name}`}
        style={{
          width: VIEWPORT.width,
          height: VIEWPORT.height,
          backgroundImage: imageSrc ? `url("${imageSrc}")` : undefined,
          backgroundSize: view?.size,
          backgroundPosition: view?.position,
        }}
      />
      <div className="play-zoom" role="group" aria-label="Zoom">
        <IonButton
          fill="outline"
          size="small"
          aria-label="Zoom out"
          disabled={zoom <= ZOOM.min}
          onClick={() => onZoom(-1)}
        >
          <IonIcon slot="icon-only" icon={remove} aria-hidden="true" />
        </IonButton>
        <span data-testid="zoom-level" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <IonButton
          fill="outline"
          size="small"
          aria-label="Zoom in"
          disabled={zoom >= ZOOM.max}
          onClick={() => onZoom(1)}
        >
          <IonIcon slot="icon-only" icon={add} aria-hidden="true" />
        </IonButton>
      </div>
    </>
  );
}

/** The element's state chip, its description and, once inspected, its clue. */
export function ElementFacts({
  element,
  runtime,
  state,
}: {
  element: PlayElement;
  runtime: ElementRuntime;
  state: GameState;
}) {
  const clue = revealedClue(element, state);
  return (
    <>
      <div className="play-element-state">
        <IonChip color={runtime.state === 'solved' ? 'success' : runtime.state === 'locked' ? 'danger' : 'medium'}>
          <IonLabel data-testid="element-state" data-state={runtime.state}>
            {stateLabel(element, runtime)}
          </IonLabel>
        </IonChip>
      </div>
      {element.description && <p data-testid="element-description">{element.description}</p>}
      {clue && (
        <p className="play-clue" data-testid="element-clue">
          {clue}
        </p>
      )}
    </>
  );
}

/** The last action's result on the element; the slot takes the focus when a solved lock's form goes. */
export function ElementOutcomeSlot({ outcome, slotRef }: { outcome: Outcome | null; slotRef: Ref<HTMLDivElement> }) {
  return (
    <div
      className="play-outcome-slot"
      // Not a live region: the play screen's one live region says the result.
      role="group"
      aria-label="Result"
      tabIndex={-1}
      ref={slotRef}
      data-testid="element-outcome-slot"
    >
      {outcome && (
        <div
          className={`play-outcome play-outcome--${outcome.success ? 'success' : 'danger'}`}
          data-testid="element-outcome"
        >
          <p>{outcome.message}</p>
          {outcome.changes.length > 0 && (
            <ul>
              {outcome.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
