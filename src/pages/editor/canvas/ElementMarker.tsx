/**
 * One element's 24 px marker on the player view. Dragged with mouse or touch (@use-gesture),
 * or moved with the arrow keys when focused (Shift: 10 px); a tap, Enter or Space opens it.
 */
import { useState } from 'react';
import { useDrag } from '@use-gesture/react';
import { EDITOR_MARKER_PX, clampPosition, type EditorElement } from '@core';
import { draggedPosition, imageToDisplay, keyStep, type Size } from '../editor-math';

interface Props {
  element: EditorElement;
  image: Size;
  shown: Size;
  disabled: boolean;
  onMove: (element: EditorElement, x: number, y: number) => void;
  onOpen: (element: EditorElement) => void;
}

export const markerClass = (type: string) => `editor-marker editor-marker--${type.replace(/_/g, '-')}`;

export default function ElementMarker({ element, image, shown, disabled, onMove, onOpen }: Props) {
  const [offset, setOffset] = useState<[number, number] | null>(null);
  const bind = useDrag(
    ({ last, movement, tap, canceled }) => {
      if (tap) {
        setOffset(null);
        onOpen(element);
        return;
      }
      if (!last) {
        setOffset(movement);
        return;
      }
      setOffset(null);
      if (canceled) return;
      const to = draggedPosition({ x: element.x_position, y: element.y_position }, movement, image, shown);
      if (to.x !== element.x_position || to.y !== element.y_position) onMove(element, to.x, to.y);
    },
    { filterTaps: true, keys: false, enabled: !disabled, pointer: { capture: true } },
  );
  const at = imageToDisplay({ x: element.x_position, y: element.y_position }, image, shown);
  const left = at.x + (offset?.[0] ?? 0) - EDITOR_MARKER_PX / 2;
  const top = at.y + (offset?.[1] ?? 0) - EDITOR_MARKER_PX / 2;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(element);
      return;
    }
    const step = keyStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    const to = clampPosition(element.x_position + step.dx, element.y_position + step.dy);
    if (to.x !== element.x_position || to.y !== element.y_position) onMove(element, to.x, to.y);
  };

  return (
    <button
      {...bind()}
      type="button"
      className={`${markerClass(element.element_type)}${offset ? ' editor-marker--dragging' : ''}${
        element.visible ? '' : ' editor-marker--hidden'
      }`}
      style={{ left, top, width: EDITOR_MARKER_PX, height: EDITOR_MARKER_PX }}
      onKeyDown={onKeyDown}
      disabled={disabled}
      aria-label={`${element.name} at ${element.x_position}, ${element.y_position}. Drag or use the arrow keys to move; Enter to edit.`}
      title={element.name}
      data-testid="editor-marker"
      data-element-id={element.id}
      data-element-name={element.name}
    />
  );
}
