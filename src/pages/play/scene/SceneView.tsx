/**
 * The scene: its image scaled to the available width (at most 600px high) with a
 * hot-spot button per visible element, placed from the element's image coordinates, and
 * under a button the element's sprite when the client draws it (scene-sprites: collectible
 * and revealed items while in sight, the changed look of doors and locks).
 * Hot-spots are also the drop targets of inventory drags (data-element-id).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { GameState, PlayScene } from '@core';
import ElementSprite from '../../../components/sprites/ElementSprite';
import { hotspotName, runtimeOf, visibleElements } from '../element-actions';
import { hotspotRect, sceneBoxStyle, sceneSize } from './scene-layout';
import { spriteReason } from './scene-sprites';
import { useTapPress } from './tap-press';
import { SCENE_LABELS } from '@core/content/labels';

export interface SceneViewProps {
  scene: PlayScene;
  state: GameState;
  imageSrc?: string;
  /** The element an item is being dragged over. */
  dropTargetId?: string | null;
  onSelect: (elementId: string) => void;
}

/**
 * The element's width, as the browser reports it after laying the page out (ResizeObserver's first
 * notification, then every change). It is not read during the commit: reading clientWidth there
 * forces a layout of the whole freshly inserted screen inside React's task, one of the longest
 * tasks when a room opens on a phone (issue 13: total blocking time). Until the width is known the
 * scene box has its final size from CSS alone (sceneBoxStyle), so nothing moves when it arrives.
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function SceneView({ scene, state, imageSrc, dropTargetId, onSelect }: SceneViewProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const size = sceneSize(scene.image_resolution, width);
  const elements = visibleElements(scene, state);
  const pressOf = useTapPress(onSelect);
  return (
    <div className="play-scene-frame" ref={ref}>
      <div
        className="play-scene"
        data-testid="scene"
        data-scene-id={scene.id}
        role="group"
        aria-label={`Scene: ${scene.name}`}
        // Where the focus goes when the element a dialog was about has gone (focus-return).
        tabIndex={-1}
        style={sceneBoxStyle(scene.image_resolution, size)}
      >
        {imageSrc ? (
          <img className="play-scene-image" src={imageSrc} alt={scene.description || scene.name} draggable={false} />
        ) : (
          <div className="play-scene-image play-scene-image--missing">{scene.description || SCENE_LABELS.noImage}</div>
        )}
        {size.width > 0 &&
          elements.map((el) => {
            const rect = hotspotRect(el, size);
            const runtime = runtimeOf(state, el);
            const classes = ['play-hotspot', `play-hotspot--${runtime.state}`];
            if (dropTargetId === el.id) classes.push('play-hotspot--drop');
            const drawn = spriteReason(el, runtime);
            const box = drawn ? hotspotRect(el, size, 1) : null;
            return [
              box && (
                <div
                  key={`sprite-${el.id}`}
                  className={`play-sprite play-sprite--${drawn}`}
                  style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
                  data-testid={`sprite-${el.id}`}
                  aria-hidden="true"
                >
                  <ElementSprite art={el.art} state={runtime.state} name={el.name} />
                </div>
              ),
              <button
                key={el.id}
                type="button"
                className={classes.join(' ')}
                style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
                aria-label={hotspotName(el, runtime)}
                title={el.name}
                data-testid={`element-${el.id}`}
                data-element-id={el.id}
                data-state={runtime.state}
                {...pressOf(el.id)}
              />,
            ];
          })}
      </div>
    </div>
  );
}
